import type { Locale } from '#src/config/locales';
import {
  isBestTimeWindow,
  minutesOf,
  officeFacts,
  type BestTimeWindow,
  type OfficeFacts,
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
  staffCallBackLine,
  wallAt,
  type ResponseTarget,
} from './callBack';
import type { ServerForm } from './forms';
import { staffDateLong } from './staffTime';

/** The care request's "Best time to reach you": a window's name, `any`, or nothing. */
export const BEST_TIME_FIELD = 'bestTime';

/**
 * The call a visitor is promised: in the window they chose, or, for "Any time" and every form
 * without a choice, by the office's own target (`callBackBy`). Every place that says or counts
 * the promise reads it from here: the visitor's answer and email, the staff email, the
 * "Called back?" page, the reminder's due time and the report's on-time rate.
 */
export interface CallPromise {
  /** The window promised, with its clock times; none for the office's own target. */
  window?: { name: BestTimeWindow; from: string; to: string };
  /** When the call is due: from the window's start (or the request) to its end (or the target). */
  from: Date;
  to: Date;
  /** When the request came in: "this evening" is said of its day. */
  received: Date;
}

/**
 * The promise for a request received at `received` with the best time `bestTime`: the first of
 * the chosen windows, on a day the office is open and its hours reach into the window, that
 * ends at or after the office's own target. A window the office no longer calls in, or none
 * chosen, keeps the target.
 */
export function promisedCall(
  target: ResponseTarget,
  received: Date,
  bestTime?: string,
  facts: OfficeFacts = officeFacts,
): CallPromise {
  const by = callBackBy(target, received, facts);
  const office = { received, from: received, to: by };
  if (target !== 'family' || !isBestTimeWindow(bestTime)) return office;
  const window = facts.bestTimes[bestTime];
  const [from, to] = [minutesOf(window.from), minutesOf(window.to)];
  const wall = wallAt(received);
  const first = { year: wall.year, month: wall.month, day: wall.day };
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(first, ahead);
    const hours = hoursOn(date, facts);
    if (!hours || hours.opens >= to || from >= hours.closes) continue;
    const ends = instantOf(date, to);
    if (ends.getTime() < by.getTime()) continue;
    return {
      window: { name: bestTime, from: window.from, to: window.to },
      from: instantOf(date, from),
      to: ends,
      received,
    };
  }
  return office;
}

/** The promise of a kept submission of a form that promises a call. */
export function promiseOf(
  target: ResponseTarget,
  record: { receivedAt: string; fields: Record<string, string> },
  facts: OfficeFacts = officeFacts,
): CallPromise {
  return promisedCall(target, new Date(record.receivedAt), record.fields[BEST_TIME_FIELD], facts);
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

/**
 * When the call comes, in the visitor's language, for running text: "this evening between 5
 * and 7 PM", "tomorrow morning between 8 AM and noon", or the target's "by 1:07 PM today".
 */
export function promisePhrase(promise: CallPromise, language: Locale): string {
  const { callBackWords: when, promiseWords: said } = words[language];
  const format = (options: Intl.DateTimeFormatOptions) =>
    formatted(promise.to, when.locale, options);
  const weekday = format({ weekday: 'long' });
  const date = format({ month: 'long', day: 'numeric' });
  const days = daysBetween(promise.received, promise.to);
  const { window } = promise;
  if (!window) {
    const time = format({ hour: 'numeric', minute: '2-digit' });
    if (days <= 0) return when.today(time);
    if (days === 1) return when.tomorrow(time, weekday);
    return when.later(time, weekday, date);
  }
  if (days <= 0) return said.today(window.name, window.from, window.to);
  if (days === 1) return said.tomorrow(window.name, window.from, window.to);
  if (days < 7) return said.thisWeek(window.name, weekday, window.from, window.to);
  return said.later(window.name, weekday, date, window.from, window.to);
}

/**
 * What staff read first, in the subject and atop the email: "Call 5–7 PM Fri" for a window,
 * "Call back by 1:07 PM Fri" for the office's own target.
 */
export function staffPromiseLine(promise: CallPromise): string {
  if (!promise.window) return staffCallBackLine(promise.to);
  const weekday = formatted(promise.to, 'en-US', { weekday: 'short' });
  const span = english.promiseWords.span(promise.window.from, promise.window.to);
  return `Call ${span} ${weekday}`;
}

/**
 * The promise on the "Called back?" page: "Friday, November 27, 2026, 5–7 PM (the time they
 * chose)", or "by Friday, November 27, 2026 at 1:07 PM" for the office's own target.
 */
export function staffPromiseLong(promise: CallPromise): string {
  if (!promise.window) return `by ${staffDateLong.format(promise.to)}`;
  const day = formatted(promise.to, 'en-US', { dateStyle: 'full' });
  const span = english.promiseWords.span(promise.window.from, promise.window.to);
  return `${day}, ${span} (the time they chose)`;
}

/**
 * The promise as the visitor reads it, the same sentence in their answer and their email:
 * "We will call you this evening between 5 and 7 PM." Undefined for a form that says none.
 */
export function promiseSentence(
  form: ServerForm,
  promise: CallPromise,
  language: Locale,
): string | undefined {
  return form.said[language].acknowledgement?.callBy(promisePhrase(promise, language));
}
