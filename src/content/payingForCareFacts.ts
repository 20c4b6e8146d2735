import { localResource, withPhone } from '../config/localResources';
import { agencyFacts, paymentProgram } from '../config/paymentPrograms';
import { business } from './business';

/** The facts /paying-for-care names in every language: its copy interpolates them, never retypes. */
export const payingForCareFacts = {
  phone: business.phone.display,
  va: paymentProgram('vaAidAndAttendance'),
  vaHomeCare: paymentProgram('vaHomeCare'),
  veteranDirectedCare: paymentProgram('vaVeteranDirectedCare'),
  georgiaVeterans: paymentProgram('georgiaVeteransService'),
  medicare: paymentProgram('medicare'),
  waiver: paymentProgram('elderlyAndDisabledWaiver'),
  ccsp: paymentProgram('communityCareServices'),
  source: paymentProgram('source'),
  empowerline: withPhone(localResource('empowerline')),
  adrc: withPhone(localResource('georgia-adrc')),
  /** What the agency accepts and how it prices care: the words follow them (issue 35). */
  accepts: agencyFacts.accepts,
  pricing: agencyFacts.pricing,
};

export type PayingForCareFacts = typeof payingForCareFacts;
