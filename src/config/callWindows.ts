import business from '../data/business.json';
import notice from '../data/notice.json';

/** The windows a family may choose to be called in, in the order of the day. */
export const bestTimeWindows = ['morning', 'afternoon', 'evening'] as const;
export type BestTimeWindow = (typeof bestTimeWindows)[number];

/** A window of the office's clock, "17:00" to "19:00". */
export interface ClockWindow {
  readonly from: string;
  readonly to: string;
}

/**
 * The facts a call-back promise is made from: the office's hours, the days it is closed, its
 * own targets and the windows a family may choose. The business file's and the notice's; tests
 * pass their own.
 */
export interface OfficeFacts {
  readonly officeHours: readonly {
    readonly dayOfWeek: readonly string[];
    readonly opens: string;
    readonly closes: string;
  }[];
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

/** Today's facts, as staff keep them at /admin/ (`business.json`, `notice.json`). */
export const officeFacts: OfficeFacts = {
  officeHours: business.officeHours,
  closures: closuresOf(notice.en),
  familyOfficeMinutes: business.responseTargets.familyOfficeMinutes,
  applicantBusinessDays: business.responseTargets.applicantBusinessDays,
  bestTimes: business.bestTimes,
};

/** "17:30" as minutes after midnight, 1050. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether the office's hours on some day of the week reach into a window. */
export function officeCallsIn(window: ClockWindow, facts: OfficeFacts = officeFacts): boolean {
  return facts.officeHours.some(
    (hours) =>
      minutesOf(hours.opens) < minutesOf(window.to) &&
      minutesOf(window.from) < minutesOf(hours.closes),
  );
}

/**
 * The windows the care request offers: those the office really calls in, once each, in the
 * order of the day. "Any time" is offered besides them.
 */
export function offeredBestTimes(facts: OfficeFacts = officeFacts): BestTimeWindow[] {
  return bestTimeWindows.filter((key) => officeCallsIn(facts.bestTimes[key], facts));
}

/** A value of the form's "Best time to reach you": a window, or `any` (the office's target). */
export function isBestTimeWindow(value: string | undefined): value is BestTimeWindow {
  return (bestTimeWindows as readonly (string | undefined)[]).includes(value);
}
