import { localResource, resourcePhone, withPhone } from '../config/localResources';
import { agencyFacts, paymentProgram, programRules } from '../config/paymentPrograms';
import { business } from './business';

/** A regional agency by name, with the number that reaches it (its own, or a statewide line). */
const reached = (id: string) => ({ name: localResource(id).name, ...resourcePhone(id) });

/** A program whose phone the copy reads aloud: the build stops if the file has lost it. */
function withItsPhone(id: string) {
  const program = paymentProgram(id);
  if (!program.phone) throw new Error(`"${id}" in src/data/payment-programs.json needs its phone`);
  return { ...program, phone: program.phone };
}

/** The facts /paying-for-care names in every language: its copy interpolates them, never retypes. */
export const payingForCareFacts = {
  phone: business.phone.display,
  va: paymentProgram('vaAidAndAttendance'),
  vaHomeCare: paymentProgram('vaHomeCare'),
  veteranDirectedCare: paymentProgram('vaVeteranDirectedCare'),
  georgiaVeterans: paymentProgram('georgiaVeteransService'),
  /** With the VA's Caregiver Support Line, which the page gives (local review, must-fix 1). */
  familyCaregivers: withItsPhone('vaFamilyCaregivers'),
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
  /** The figures the programs' conditions turn on: a rating, a number of months, an amount. */
  rules: programRules,
};

export type PayingForCareFacts = typeof payingForCareFacts;
