import type { PaymentWayId } from '../../config/paymentPrograms';
import { payingForCareFacts as facts } from '../../content/payingForCareFacts';
import type { contactForm } from './words';
import { paymentNotes } from './paymentNoteWords';

type PaymentChoice = keyof typeof contactForm.choices.payment;

const { accepts } = facts;
const notes = paymentNotes;

/**
 * The ways to pay the agency may not take, each with the fact that says whether it does (the
 * same `accepts` in src/data/payment-programs.json that /paying-for-care states), its words and
 * that page's section about it. "Veterans' benefits" is taken whenever the veteran pays us with
 * them; the fact says whether the VA can pay us directly. Long-term care insurance is taken
 * either way the facts allow (billed, or claimed with our invoices); "Not sure yet" is a question
 * for the call.
 */
const ways = [
  {
    choice: 'medicaid-waiver',
    taken: accepts.waiverProvider,
    say: notes['medicaid-waiver'],
    section: 'medicaid',
  },
  {
    choice: 'veterans',
    taken: accepts.vaCommunityCareProvider,
    say: notes.veterans,
    section: 'veterans',
  },
  { choice: 'private', taken: accepts.privatePay, say: notes.private, section: 'private-pay' },
] as const satisfies readonly {
  choice: PaymentChoice;
  taken: boolean;
  say: unknown;
  section: PaymentWayId;
}[];

/** A name without what its brackets add: "Empowerline", short enough for a note on a phone. */
const soleName = (name: string) => name.replace(/ \(.*\)$/, '');

/** Where to go instead, as /paying-for-care names it, in every language. */
const help = {
  waiver: facts.waiver.name,
  local: { name: soleName(facts.empowerline.name), phone: facts.empowerline.phone },
  statewide: facts.adrc.phone,
  benefit: facts.va.name,
  phone: facts.phone,
};

/** What the note says, and the link to the section of /paying-for-care that explains it. */
export interface PaymentNoteWords {
  text: string;
  more: { label: string; section: PaymentWayId };
}

/**
 * The note under the care request's way to pay when the agency does not take it: kind words
 * and where to go instead. None for a way it takes: a note is never a refusal, and the request
 * goes all the same. Loaded only once a family picks a way to pay (PaymentNote), so no page
 * carries these facts before then.
 */
export function paymentNote(choice: string): PaymentNoteWords | undefined {
  const way = ways.find((candidate) => candidate.choice === choice);
  if (!way || way.taken) return undefined;
  return { text: way.say(help), more: { label: notes.more, section: way.section } };
}
