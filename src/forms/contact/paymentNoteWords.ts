/**
 * The note under the care request's way to pay, when the agency does not take it: kind words
 * and where to go instead. A module of its own so the words load with the note (PaymentNote),
 * once a family picks a way to pay, not with every page that shows the form.
 */
/** What a note on the way to pay names, from the payment facts: the program, where to go instead. */
export interface PaymentHelp {
  /** The waiver's name, as /paying-for-care gives it. */
  readonly waiver: string;
  /** The Area Agency on Aging for the agency's own counties, by its short name. */
  readonly local: { readonly name: string; readonly phone: string };
  /** Georgia's statewide line, which reaches every county's agency. */
  readonly statewide: string;
  /** The VA's benefit paid to the veteran, who may pay us with it. */
  readonly benefit: string;
  /** The agency's own number. */
  readonly phone: string;
}

export const paymentNotes = {
  'medicaid-waiver': ({ waiver, local, statewide }: PaymentHelp) =>
    `We are not enrolled with Georgia's ${waiver}, so it cannot pay for our care. Your Area Agency on Aging can tell you which agencies it pays: in Douglas, Cobb and Fulton counties, call ${local.name} at ${local.phone}; elsewhere in Georgia, the state's line at ${statewide}. Please send your request anyway: we can talk about paying privately while you wait.`,
  veterans: ({ benefit }: PaymentHelp) =>
    `The VA cannot pay us directly: we are not a VA Community Care provider. ${benefit} is paid to the veteran, who can use it for our care; for the VA's own care at home, ask the veteran's VA social worker. Please send your request anyway.`,
  private: ({ phone }: PaymentHelp) =>
    `We do not take payment from families directly. Please send your request anyway, or call us at ${phone}: we will talk over the ways to pay that can work for you.`,
  more: 'How families pay for care',
};
