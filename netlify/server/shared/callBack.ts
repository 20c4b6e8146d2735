import { business, type DayOfWeek } from '#src/content/business';
import { minutesOf, officeFacts, type OfficeFacts } from '#src/config/callWindows';

import type { ResponseTarget } from '#src/forms/staffSide';

export type { ResponseTarget };

const MINUTE = 60_000;
const weekdays: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const dayNames = ['Sunday', ...weekdays, 'Saturday'] as const;

/** A calendar date on the office's wall calendar. */
export interface OfficeDate {
  year: number;
  month: number;
  day: number;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The office's wall clock at an instant. */
export function wallAt(at: Date) {
  const parts = Object.fromEntries(
    wallClock.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** The office's calendar day at an instant, `2026-11-23`. */
export function officeDay(at: Date): string {
  const { year, month, day } = wallAt(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The hour on the office's clock at an instant, 0 to 23. */
export function officeHour(at: Date): number {
  return wallAt(at).hour;
}

/** How far the office's clock is ahead of UTC at an instant, in milliseconds (negative here). */
function offsetAt(at: Date): number {
  const w = wallAt(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant the office's clock shows this date and time. Office hours are never in the hour
 * a clock change skips or repeats (2 AM), so one correction settles the offset.
 */
export function instantOf(date: OfficeDate, minutes: number): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = guess - offsetAt(new Date(guess));
  return new Date(guess - offsetAt(new Date(first)));
}

export function addDays(date: OfficeDate, days: number): OfficeDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function dayOf(date: OfficeDate): DayOfWeek | 'Sunday' {
  return dayNames[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()] ?? 'Sunday';
}

/** "2026-11-26" for a date. */
function dayText({ year, month, day }: OfficeDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The hours someone is there to reach a family on a date, in minutes after midnight; undefined
 * when the office is closed (a day without hours, a holiday, or a closure the notice announces).
 */
export function hoursOn(
  date: OfficeDate,
  facts: OfficeFacts = officeFacts,
): { opens: number; closes: number } | undefined {
  const day = dayOf(date);
  const text = dayText(date);
  if (facts.closures.some(({ firstDay, lastDay }) => firstDay <= text && text <= lastDay)) {
    return undefined;
  }
  const hours = facts.callBackHours.find((entry) => entry.dayOfWeek.includes(day));
  return hours && { opens: minutesOf(hours.opens), closes: minutesOf(hours.closes) };
}

/** Days looked ahead for an open one: a week, and a fortnight of holidays besides. */
export const DAYS_AHEAD = 21;

/** Days looked ahead for the office's reopening, past a closure longer than `DAYS_AHEAD`. */
const REOPENING_AHEAD = 400;

/** The office's first opening strictly after the given date, within `days`; undefined past them. */
function nextOpeningAfter(
  date: OfficeDate,
  facts: OfficeFacts,
  days = DAYS_AHEAD,
): Date | undefined {
  for (let ahead = 1; ahead <= days; ahead++) {
    const next = addDays(date, ahead);
    const hours = hoursOn(next, facts);
    if (hours) return instantOf(next, hours.opens);
  }
  return undefined;
}

/**
 * When the office next opens after `at`: today's opening if it is still to come, else the first
 * open day's, as far as a long closure reaches; undefined when no day has hours.
 */
export function reopeningAfter(at: Date, facts: OfficeFacts = officeFacts): Date | undefined {
  const wall = wallAt(at);
  const today = { year: wall.year, month: wall.month, day: wall.day };
  const hours = hoursOn(today, facts);
  const opens = hours && instantOf(today, hours.opens);
  if (opens && opens.getTime() > at.getTime()) return opens;
  return nextOpeningAfter(today, facts, REOPENING_AHEAD);
}

/**
 * By when a family who wrote at `received` gets a call: within the hour in office time, or,
 * with less than an hour of the day left or the office closed, an hour after it next opens;
 * undefined when it does not open within `DAYS_AHEAD`.
 */
function familyCallBy(received: Date, facts: OfficeFacts): Date | undefined {
  const within = facts.familyOfficeMinutes * MINUTE;
  const wall = wallAt(received);
  const today = { year: wall.year, month: wall.month, day: wall.day };
  const now = wall.hour * 60 + wall.minute;
  const hours = hoursOn(today, facts);
  if (hours && now < hours.opens) return new Date(instantOf(today, hours.opens).getTime() + within);
  if (
    hours &&
    now < hours.closes &&
    received.getTime() + within <= instantOf(today, hours.closes).getTime()
  ) {
    return new Date(received.getTime() + within);
  }
  const opening = nextOpeningAfter(today, facts);
  return opening && new Date(opening.getTime() + within);
}

/**
 * By when an applicant hears back: the close of the second business day (a weekday the office
 * is open, holidays not counted) after the day they applied; undefined when there are not
 * enough within `DAYS_AHEAD`.
 */
function applicantCallBy(received: Date, facts: OfficeFacts): Date | undefined {
  const wall = wallAt(received);
  let date: OfficeDate = { year: wall.year, month: wall.month, day: wall.day };
  let counted = 0;
  for (let ahead = 1; ahead <= DAYS_AHEAD; ahead++) {
    date = addDays(date, 1);
    const hours = hoursOn(date, facts);
    if (!hours || !(weekdays as string[]).includes(dayOf(date))) continue;
    if (++counted === facts.applicantBusinessDays) return instantOf(date, hours.closes);
  }
  return undefined;
}

/**
 * The time the agency promises to reach someone by, for a submission received at `received`;
 * undefined when the office does not open soon enough to promise one (a long closure).
 */
export function callBackBy(
  target: ResponseTarget,
  received: Date,
  facts: OfficeFacts = officeFacts,
): Date | undefined {
  return target === 'family' ? familyCallBy(received, facts) : applicantCallBy(received, facts);
}

const staffFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Call back by 10:00 AM Tue": the first thing staff read, in the subject and atop the email. */
export function staffCallBackLine(by: Date): string {
  const parts = Object.fromEntries(staffFormat.formatToParts(by).map((p) => [p.type, p.value]));
  return `Call back by ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.weekday}`;
}
