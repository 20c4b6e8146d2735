/**
 * What staff record after reaching out to a lead: the first contact (a call, or the text or
 * email a family asked for), then any later attempts. What is kept is the submission's id,
 * times, the outcome and the caller's initials: nothing the visitor typed, so a forwarded link
 * or a leaked record says nothing about them. Each is still called a "call" here and in the
 * counts' keys, as it was when calls were all there was.
 */
export const outcomes = {
  reached: 'Reached them',
  texted: 'Texted them',
  emailed: 'Emailed them',
  voicemail: 'Left a voicemail',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number or spam',
} as const;

export type Outcome = keyof typeof outcomes;

export function isOutcome(value: string): value is Outcome {
  return Object.hasOwn(outcomes, value);
}

/**
 * The outcomes that are a contact made: the family reached on the phone, or sent the text or
 * email they asked for. The report's "reached" counts these; every outcome recorded, these and
 * the attempts alike, is a first contact on time or late and stops the reminder.
 */
const contactOutcomes: ReadonlySet<string> = new Set<Outcome>(['reached', 'texted', 'emailed']);

/** Whether an outcome (as recorded, or as a count's key holds it) is a contact made. */
export function madeContact(outcome: string): boolean {
  return contactOutcomes.has(outcome);
}

export interface Call {
  /** ISO time it was recorded. */
  at: string;
  outcome: Outcome;
  /** Who called, texted or emailed: up to four letters, or none. */
  initials?: string;
  /** The form's one-time value: the same post twice (a replay, a double tap) is one call. */
  nonce: string;
  /** The last change staff made to its outcome, and what it said before. */
  corrected?: { at: string; from: Outcome; initials?: string };
}

export interface FollowUp {
  submissionId: string;
  form: string;
  receivedAt: string;
  /** The promised call-back time, as the staff email and the acknowledgement said it. */
  callBackBy: string;
  /**
   * The first call first: later posts add attempts after it and never replace it. Only a
   * correction (`withCorrection`) changes or removes a call.
   */
  calls: Call[];
}

/**
 * The visitor as the follow-up page and the reminders name them: the first name only, since
 * either may be forwarded.
 */
export function firstNameOf(fields: Record<string, string>): string {
  const name = fields.firstName || fields.name || '';
  return name.trim().split(/\s+/)[0] || 'the visitor';
}

/** Initials as kept: letters only, at most four, upper case; anything else is dropped. */
export function cleanInitials(value: string | null | undefined): string | undefined {
  const letters = (value ?? '')
    .normalize('NFKD')
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 4)
    .toUpperCase();
  return letters || undefined;
}

/**
 * The most calls a record keeps. A forwarded link in the wrong hands could post all day; the
 * first call and the latest attempts are what staff need, and the record stays small.
 */
export const MAX_CALLS = 20;

/**
 * The record after one more post: the call added, unless a post with its nonce was already
 * recorded (then unchanged, and `added` is false). Past `MAX_CALLS`, the oldest attempt after
 * the first makes room: the first call is never erased.
 */
export function withCall(record: FollowUp, call: Call): { record: FollowUp; added: boolean } {
  if (record.calls.some((kept) => kept.nonce === call.nonce)) return { record, added: false };
  const [first, ...later] = record.calls;
  const kept = first ? [first, ...later.slice(Math.max(0, later.length - (MAX_CALLS - 2)))] : [];
  return { record: { ...record, calls: [...kept, call] }, added: true };
}

/** Whether the first call came by the promised time, and how many minutes after the form. */
export function firstCallTiming(
  record: FollowUp,
): { onTime: boolean; minutes: number } | undefined {
  const [first] = record.calls;
  if (!first) return undefined;
  const at = Date.parse(first.at);
  return {
    onTime: at <= Date.parse(record.callBackBy),
    minutes: Math.max(0, Math.round((at - Date.parse(record.receivedAt)) / 60_000)),
  };
}

/**
 * How long after its first call a lead's record can still be changed. A forwarded link lets
 * whoever holds it record a call, so staff get this long to see and correct what was recorded;
 * after it the record is settled, and the link records and changes nothing.
 */
const OPEN_AFTER_FIRST_CALL_MS = 7 * 24 * 60 * 60_000;

/** Whether the record is settled: its first call was recorded more than a week ago. */
export function isSettled(record: FollowUp | undefined, now: Date): boolean {
  const first = record?.calls[0];
  return !!first && now.getTime() - Date.parse(first.at) > OPEN_AFTER_FIRST_CALL_MS;
}

/** Staff's change to a recorded call, named by its nonce: another outcome, or `remove`. */
export interface Correction {
  call: string;
  outcome: Outcome | 'remove';
  /** ISO time of the change; the call keeps its own time. */
  at: string;
  initials?: string;
}

/**
 * The record after a correction, `changed` false when it already said so (a replay, a double
 * tap, a removal of a call already gone); `undefined` for another outcome of a call no longer
 * recorded. A removed call is gone: the next becomes the first call, or the lead has none again.
 */
export function withCorrection(
  record: FollowUp,
  correction: Correction,
): { record: FollowUp; changed: boolean } | undefined {
  const index = record.calls.findIndex((call) => call.nonce === correction.call);
  const call = record.calls[index];
  if (!call) return correction.outcome === 'remove' ? { record, changed: false } : undefined;
  if (correction.outcome === 'remove') {
    return { record: { ...record, calls: record.calls.toSpliced(index, 1) }, changed: true };
  }
  if (call.outcome === correction.outcome) return { record, changed: false };
  const corrected: Call = {
    ...call,
    outcome: correction.outcome,
    corrected: {
      at: correction.at,
      from: call.outcome,
      ...(correction.initials && { initials: correction.initials }),
    },
  };
  return { record: { ...record, calls: record.calls.with(index, corrected) }, changed: true };
}
