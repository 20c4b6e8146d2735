import business from '../data/business.json';
import notice from '../data/notice.json';

/** The windows a family may choose to be reached in, in the order of the day. */
export const bestTimeWindows = ['morning', 'afternoon', 'evening'] as const;
export type BestTimeWindow = (typeof bestTimeWindows)[number];

/** The ways a family may ask to be reached: the care request's "How should we reach you?". */
export const reachWays = ['call', 'text', 'email'] as const;
export type Reach = (typeof reachWays)[number];

/** The care request's field that asks it: "How should we reach you?". */
export const REACH_FIELD = 'reachBy';

/** A way to reach a family from a form's answer: a call unless they chose another. */
export function reachOf(value: string | undefined): Reach {
  return (reachWays as readonly (string | undefined)[]).includes(value) ? (value as Reach) : 'call';
}

/** The way a form's answers ask to be reached, or `any` for a form that does not ask. */
export function reachAsked(values: Readonly<Record<string, unknown>>): Reach | 'any' {
  const value = values[REACH_FIELD];
  return typeof value === 'string' ? reachOf(value) : 'any';
}

/** A window of the office's clock, "17:00" to "19:00". */
export interface ClockWindow {
  readonly from: string;
  readonly to: string;
}

/** Hours on some days of the week, as the business facts write them. */
export type WeekHours = readonly {
  readonly dayOfWeek: readonly string[];
  readonly opens: string;
  readonly closes: string;
}[];

/**
 * The facts a promise is made from: the hours someone is there to call, text or email a family
 * back, the days the office is closed, its own targets and the windows a family may choose.
 * The business file's and the notice's; tests pass their own.
 */
export interface OfficeFacts {
  /** The hours someone is there to reach a family, per day of the week. */
  readonly callBackHours: WeekHours;
  /** Days the office is closed though its hours say open (a holiday), YYYY-MM-DD, inclusive. */
  readonly closures: readonly { readonly firstDay: string; readonly lastDay: string }[];
  readonly familyOfficeMinutes: number;
  readonly applicantBusinessDays: number;
  readonly bestTimes: Readonly<Record<BestTimeWindow, ClockWindow>>;
}

/** The closure the notice announces, from either language's block (the days are the same). */
function closuresOf(block: { closedFrom?: string; closedUntil?: string }) {
  return block.closedFrom && block.closedUntil
    ? [{ firstDay: block.closedFrom, lastDay: block.closedUntil }]
    : [];
}

/**
 * Today's facts, as staff keep them at /admin/ (`business.json`, `notice.json`): the call-back
 * hours are the office hours unless staff set their own; the holidays and the notice's closure
 * are the days nobody is promised anything.
 */
export const officeFacts: OfficeFacts = {
  callBackHours: business.callBackHours.length > 0 ? business.callBackHours : business.officeHours,
  closures: [
    ...business.closedDays.days.map(({ date }) => ({ firstDay: date, lastDay: date })),
    ...closuresOf(notice.en),
  ],
  familyOfficeMinutes: business.responseTargets.familyOfficeMinutes,
  applicantBusinessDays: business.responseTargets.applicantBusinessDays,
  bestTimes: business.bestTimes,
};

/** "17:30" as minutes after midnight, 1050. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight as the office's clock writes them, "17:30". */
function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The part of a window someone is there to reach a family in on days of `hours`, widest over
 * the week ("Evening" 17:00–19:00 with a 6 PM closing is 17:00–18:00); undefined when no day's
 * hours reach into it.
 */
export function staffedPart(window: ClockWindow, facts: OfficeFacts = officeFacts) {
  const [from, to] = [minutesOf(window.from), minutesOf(window.to)];
  const reaching = facts.callBackHours
    .map((hours) => [minutesOf(hours.opens), minutesOf(hours.closes)] as const)
    .filter(([opens, closes]) => opens < to && from < closes);
  if (reaching.length === 0) return undefined;
  const starts = Math.max(from, Math.min(...reaching.map(([opens]) => opens)));
  const ends = Math.min(to, Math.max(...reaching.map(([, closes]) => closes)));
  return { from: clockOf(starts), to: clockOf(ends) };
}

/** Whether someone is there to reach a family on some day of the week inside a window. */
export function officeCallsIn(window: ClockWindow, facts: OfficeFacts = officeFacts): boolean {
  return staffedPart(window, facts) !== undefined;
}

/**
 * The windows the care request offers: those someone is really there in, once each, in the
 * order of the day. "Any time" is offered besides them.
 */
export function offeredBestTimes(facts: OfficeFacts = officeFacts): BestTimeWindow[] {
  return bestTimeWindows.filter((key) => officeCallsIn(facts.bestTimes[key], facts));
}

/**
 * A window as the form offers it: cut to the hours someone is there ("Evening, 5–6 PM"), or as
 * staff wrote it when no day reaches it (then the form does not offer it).
 */
export function offeredWindow(key: BestTimeWindow, facts: OfficeFacts = officeFacts): ClockWindow {
  return staffedPart(facts.bestTimes[key], facts) ?? facts.bestTimes[key];
}

/** A value of the form's "Best time to reach you": a window, or `any` (the office's target). */
export function isBestTimeWindow(value: string | undefined): value is BestTimeWindow {
  return (bestTimeWindows as readonly (string | undefined)[]).includes(value);
}
