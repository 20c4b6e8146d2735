import type { Locale } from '#src/config/locales';
import {
  isBestTimeWindow,
  minutesOf,
  officeFacts,
  REACH_FIELD,
  reachOf,
  type BestTimeWindow,
  type OfficeFacts,
  type Reach,
} from '#src/config/callWindows';
import * as english from '#src/content/acknowledgement';
import { business } from '#src/content/business';
import * as spanish from '#src/content/es/acknowledgement';
import {
  DAYS_AHEAD,
  addDays,
  callBackBy,
  hoursOn,
  instantOf,
  officeDay,
  reopeningAfter,
  staffCallBackLine,
  wallAt,
  type ResponseTarget,
} from './callBack';
import type { ServerForm } from './forms';
import { staffDateLong } from './staffTime';

/** The care request's "Best time to reach you": a window's name, `any`, or nothing. */
export const BEST_TIME_FIELD = 'bestTime';

const MINUTE = 60_000;

/**
 * What a visitor is promised: the way they asked to be reached, in the window they chose cut to
 * the hours someone is there that day, or, for "Any time" and every form without a choice, by
 * the office's own target (`callBackBy`). Past the days looked ahead (a long closure) it is "as
 * soon as the office reopens". Every place that says or counts the promise reads it from here:
 * the visitor's answer and email, the staff email, the "Called back?" page, the reminder's due
 * time and the report's on-time rate.
 */
export interface CallPromise {
  /** How the family asked to be reached: a call unless they chose a text or an email. */
  reach: Reach;
  /** The window promised, with the clock times promised that day; none for the target. */
  window?: { name: BestTimeWindow; from: string; to: string };
  /** When it is due: from the window's start (or the request) to its end (or the target). */
  from: Date;
  to: Date;
  /** When the request came in: "today" is said of its day. */
  received: Date;
  /**
   * Set when no open day lies within `DAYS_AHEAD`: the office reopens `at`, when it is known.
   * `to` is then the office's target after the reopening, or a day after the request.
   */
  reopening?: { at?: Date };
}

/** The promise when the office has no open day soon enough: as soon as it reopens. */
function afterReopening(reach: Reach, received: Date, facts: OfficeFacts): CallPromise {
  const at = reopeningAfter(received, facts);
  const to = at
    ? new Date(at.getTime() + facts.familyOfficeMinutes * MINUTE)
    : new Date(received.getTime() + 24 * 60 * MINUTE);
  return { reach, received, from: received, to, reopening: { ...(at && { at }) } };
}

/**
 * The promise for a request received at `received` with the best time `bestTime`: the first
 * open day whose staffed hours reach into the chosen window, the window cut to those hours, that
 * ends at or after the office's own target. None chosen, or none staffed in the days looked
 * ahead, keeps the target. It never throws: with no open day ahead it promises the reopening.
 */
export function promisedCall(
  target: ResponseTarget,
  received: Date,
  bestTime?: string,
  facts: OfficeFacts = officeFacts,
  reach: Reach = 'call',
): CallPromise {
  const by = callBackBy(target, received, facts);
  if (!by) return afterReopening(reach, received, facts);
  const office = { reach, received, from: received, to: by };
  if (target !== 'family' || !isBestTimeWindow(bestTime)) return office;
  const window = facts.bestTimes[bestTime];
  const wall = wallAt(received);
  const first = { year: wall.year, month: wall.month, day: wall.day };
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(first, ahead);
    const hours = hoursOn(date, facts);
    if (!hours) continue;
    const from = Math.max(minutesOf(window.from), hours.opens);
    const to = Math.min(minutesOf(window.to), hours.closes);
    if (from >= to) continue;
    const ends = instantOf(date, to);
    if (ends.getTime() < by.getTime()) continue;
    return {
      reach,
      window: { name: bestTime, from: clock(from), to: clock(to) },
      from: instantOf(date, from),
      to: ends,
      received,
    };
  }
  return office;
}

/** Minutes after midnight as the office's clock writes them, "17:00". */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The promise of a kept submission: its time, its chosen window and the way it asked. */
export function promiseOf(
  target: ResponseTarget,
  record: { receivedAt: string; fields: Record<string, string> },
  facts: OfficeFacts = officeFacts,
): CallPromise {
  return promisedCall(
    target,
    new Date(record.receivedAt),
    record.fields[BEST_TIME_FIELD],
    facts,
    reachOf(record.fields[REACH_FIELD]),
  );
}

const words: Record<Locale, typeof english> = { en: english, es: spanish };

/** The office's clock, in a language: ICU's narrow no-break spaces made plain ones. */
function formatted(at: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return at.toLocaleString(locale, { timeZone: business.timeZone, ...options }).replace(/\s/g, ' ');
}

/** Whole days from the office day of `from` to that of `to`. */
function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(officeDay(to)) - Date.parse(officeDay(from))) / (24 * 60 * 60_000));
}

/** The day an instant falls on, as a promise names it: its weekday, and its date. */
function dayNamed(at: Date, locale: string) {
  return {
    weekday: formatted(at, locale, { weekday: 'long' }),
    date: formatted(at, locale, { month: 'long', day: 'numeric' }),
  };
}

/**
 * When the family hears from us, in their language, for running text, always with the day's
 * name: "tomorrow, Thursday, between 5 and 6 PM", "by 1:07 PM today, Friday", "on Monday,
 * December 7, between noon and 5 PM" (the date once it is more than six days off), or "as soon
 * as the office reopens, on Monday, January 4".
 */
export function promisePhrase(promise: CallPromise, language: Locale): string {
  const { callBackWords: when, promiseWords: said } = words[language];
  if (promise.reopening) {
    const at = promise.reopening.at;
    if (!at) return said.reopening();
    const { weekday, date } = dayNamed(at, when.locale);
    return said.reopening(weekday, date);
  }
  const { weekday, date } = dayNamed(promise.to, when.locale);
  const days = daysBetween(promise.received, promise.to);
  const { window } = promise;
  if (!window) {
    const time = formatted(promise.to, when.locale, { hour: 'numeric', minute: '2-digit' });
    if (days <= 0) return when.today(time, weekday);
    if (days === 1) return when.tomorrow(time, weekday);
    if (days <= 6) return when.thisWeek(time, weekday);
    return when.later(time, weekday, date);
  }
  if (days <= 0) return said.today(weekday, window.from, window.to);
  if (days === 1) return said.tomorrow(weekday, window.from, window.to);
  if (days <= 6) return said.thisWeek(weekday, window.from, window.to);
  return said.later(weekday, date, window.from, window.to);
}

/** What staff do, first word of the subject: "Call", "Text" or "Email". */
const staffVerb: Record<Reach, string> = { call: 'Call', text: 'Text', email: 'Email' };

/**
 * When the promise is due, as staff read it after the way: "5–6 PM Fri" for a window, "by
 * 1:07 PM Fri" for the office's target, "as soon as the office reopens" past a long closure.
 */
export function staffPromiseWhen(promise: CallPromise): string {
  if (promise.reopening && !promise.reopening.at) return 'as soon as the office reopens';
  if (!promise.window) return staffCallBackLine(promise.to).replace(/^Call back /, '');
  const weekday = formatted(promise.to, 'en-US', { weekday: 'short' });
  return `${english.promiseWords.span(promise.window.from, promise.window.to)} ${weekday}`;
}

/**
 * What staff read first, in the subject and atop the email: the way the family asked, then
 * when: "Call 5–6 PM Fri", "Text 5–6 PM Fri", "Email by 1:07 PM Fri", and "Call back by
 * 1:07 PM Fri" for a call by the office's own target.
 */
export function staffPromiseLine(promise: CallPromise): string {
  const when = staffPromiseWhen(promise);
  if (promise.reach === 'call' && when.startsWith('by ')) return `Call back ${when}`;
  return `${staffVerb[promise.reach]} ${when}`;
}

/** How the family asked to be reached, for staff after the time: nothing said for a call. */
const staffWay: Record<Reach, string> = {
  call: '',
  text: ', by text message',
  email: ', by email',
};

/**
 * The promise on the "Called back?" page: "Friday, November 27, 2026, 5–6 PM (the time they
 * chose), by text message", or "by Friday, November 27, 2026 at 1:07 PM" for the target.
 */
export function staffPromiseLong(promise: CallPromise): string {
  const way = staffWay[promise.reach];
  if (promise.reopening && !promise.reopening.at) return `as soon as the office reopens${way}`;
  if (!promise.window) return `by ${staffDateLong.format(promise.to)}${way}`;
  const day = formatted(promise.to, 'en-US', { dateStyle: 'full' });
  const span = english.promiseWords.span(promise.window.from, promise.window.to);
  return `${day}, ${span} (the time they chose)${way}`;
}

/**
 * The promise as the visitor reads it, the same sentence in their answer and their email:
 * "We will text you tomorrow, Thursday, between 5 and 6 PM." Undefined for a form that says
 * none.
 */
export function promiseSentence(
  form: ServerForm,
  promise: CallPromise,
  language: Locale,
): string | undefined {
  return form.said[language].acknowledgement?.callBy(
    promisePhrase(promise, language),
    promise.reach,
  );
}
