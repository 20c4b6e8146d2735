import { localResource, resourcePhone, withPhone } from '../config/localResources';
import { agencyFacts, paymentProgram } from '../config/paymentPrograms';
import { business } from './business';

/** A regional agency by name, with the number that reaches it (its own, or a statewide line). */
const reached = (id: string) => ({ name: localResource(id).name, ...resourcePhone(id) });

/** The facts /paying-for-care names in every language: its copy interpolates them, never retypes. */
export const payingForCareFacts = {
  phone: business.phone.display,
  va: paymentProgram('vaAidAndAttendance'),
  vaHomeCare: paymentProgram('vaHomeCare'),
  veteranDirectedCare: paymentProgram('vaVeteranDirectedCare'),
  georgiaVeterans: paymentProgram('georgiaVeteransService'),
  familyCaregivers: paymentProgram('vaFamilyCaregivers'),
  medicare: paymentProgram('medicare'),
  georgiaCares: paymentProgram('georgiaCares'),
  waiver: paymentProgram('elderlyAndDisabledWaiver'),
  ccsp: paymentProgram('communityCareServices'),
  source: paymentProgram('source'),
  empowerline: withPhone(localResource('empowerline')),
  /** The Area Agencies on Aging for Carroll and Paulding counties, in the service area too. */
  carrollAgency: reached('three-rivers-aaa'),
  pauldingAgency: reached('northwest-georgia-aaa'),
  adrc: withPhone(localResource('georgia-adrc')),
  /** What the agency accepts and how it prices care: the words follow them. */
  accepts: agencyFacts.accepts,
  pricing: agencyFacts.pricing,
};

export type PayingForCareFacts = typeof payingForCareFacts;
