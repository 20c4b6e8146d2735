import { localResource, withPhone } from '../config/localResources';
import { paymentProgram } from '../config/paymentPrograms';
import { business } from './business';

/** The facts /paying-for-care names in every language: its copy interpolates them, never retypes. */
export const payingForCareFacts = {
  phone: business.phone.display,
  va: paymentProgram('vaAidAndAttendance'),
  medicare: paymentProgram('medicare'),
  waiver: paymentProgram('elderlyAndDisabledWaiver'),
  ccsp: paymentProgram('communityCareServices'),
  source: paymentProgram('source'),
  empowerline: withPhone(localResource('empowerline')),
  adrc: withPhone(localResource('georgia-adrc')),
};
