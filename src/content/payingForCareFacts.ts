import { localResources } from '../config/localResources';
import { paymentPrograms } from '../config/paymentPrograms';
import { business } from './business';

/** The facts /paying-for-care names in every language: its copy interpolates them, never retypes. */
export const payingForCareFacts = {
  phone: business.phone.display,
  va: paymentPrograms.vaAidAndAttendance.value,
  medicare: paymentPrograms.medicare.value,
  waiver: paymentPrograms.elderlyAndDisabledWaiver.value,
  ccsp: paymentPrograms.communityCareServices.value,
  source: paymentPrograms.source.value,
  empowerline: localResources.empowerline.value,
  adrc: localResources['georgia-adrc'].value,
};
