import type { Reach } from '../config/callWindows';
import { business } from './business';
import { businessCopy } from './businessCopy';

/**
 * The email a visitor gets when their form is kept. It never repeats anything they typed: a form
 * that mails any address must not carry anyone's words to it. Each form's own lines are in its
 * `words.ts` (`acknowledgement`); only the functions read them and this module.
 */
export interface AcknowledgementWords {
  subject: string;
  heading: string;
  intro: string;
  /**
   * `when` is the promise in words (`callBackWords` or `promiseWords`): "by 10:00 AM tomorrow,
   * Tuesday", "today, Friday, between 5 and 6 PM"; `reach` the way the family asked to hear
   * from us, which the sentence's verb says.
   */
  callBy: (when: string, reach: Reach) => string;
}

/** What every acknowledgement says after its own lines. */
export const acknowledgementCommon = {
  urgent: businessCopy.urgent,
  reply: 'You can also reply to this email: it reaches our team.',
  signOff: `The ${business.name} team`,
  why: `You received this email because this address was entered in a form on the ${business.name} website. If that was not you, please ignore it: we will not write again.`,
};

/**
 * By when staff will reach the family, in words, always naming the day. `time` is "10:00 AM";
 * `weekday` "Tuesday"; `date` "November 30" (said once the day is more than six days off).
 */
export const callBackWords = {
  /** The language tag for the time and date formats. */
  locale: 'en-US',
  today: (time: string, weekday: string) => `by ${time} today, ${weekday}`,
  tomorrow: (time: string, weekday: string) => `by ${time} tomorrow, ${weekday}`,
  thisWeek: (time: string, weekday: string) => `by ${time} on ${weekday}`,
  later: (time: string, weekday: string, date: string) => `by ${time} on ${weekday}, ${date}`,
};

/** A part of the day a family may choose to be called in. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * A promise in the window a family chose, in words, always naming the day. `from` and `to` are
 * times of the office's day, "17:00", as promised that day; `weekday` "Monday"; `date`
 * "December 7" (said once the day is more than six days off).
 */
export interface PromiseWords {
  /** "5–7 PM", "8 AM–noon": a window, short, in the form's choices. */
  span: (from: string, to: string) => string;
  /** "Evening, 5–6 PM": a choice of the form's "Best time to reach you". */
  choice: (part: DayPart, from: string, to: string) => string;
  /** "today, Friday, between 5 and 6 PM", and the later days' likes. */
  today: (weekday: string, from: string, to: string) => string;
  tomorrow: (weekday: string, from: string, to: string) => string;
  thisWeek: (weekday: string, from: string, to: string) => string;
  later: (weekday: string, date: string, from: string, to: string) => string;
  /** Past a long closure: "as soon as the office reopens, on Monday, January 4". */
  reopening: (weekday?: string, date?: string) => string;
}

/** "17:30" as the hour and minutes a person says, and whether it is AM or PM. */
function spoken(clock: string) {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const number = minutes ? `${hour}:${String(minutes).padStart(2, '0')}` : `${hour}`;
  const noonOrMidnight = minutes === 0 && hours % 12 === 0;
  return { number, period: hours < 12 ? 'AM' : 'PM', noonOrMidnight, midnight: hours === 0 };
}

/** "5 PM", "noon": a time on its own. */
function time(clock: string): string {
  const t = spoken(clock);
  if (t.noonOrMidnight) return t.midnight ? 'midnight' : 'noon';
  return `${t.number} ${t.period}`;
}

/** "5 and 7 PM", "8 AM and noon", joined by `and`: one AM or PM when both share it. */
function range(from: string, to: string, and: string): string {
  const a = spoken(from);
  const b = spoken(to);
  if (!a.noonOrMidnight && !b.noonOrMidnight && a.period === b.period) {
    return `${a.number}${and}${b.number} ${b.period}`;
  }
  return `${time(from)}${and}${time(to)}`;
}

const partNames: Record<DayPart, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

export const promiseWords: PromiseWords = {
  span: (from, to) => range(from, to, '–'),
  choice: (part, from, to) => `${partNames[part]}, ${range(from, to, '–')}`,
  today: (weekday, from, to) => `today, ${weekday}, between ${range(from, to, ' and ')}`,
  tomorrow: (weekday, from, to) => `tomorrow, ${weekday}, between ${range(from, to, ' and ')}`,
  thisWeek: (weekday, from, to) => `on ${weekday} between ${range(from, to, ' and ')}`,
  later: (weekday, date, from, to) => `on ${weekday}, ${date}, between ${range(from, to, ' and ')}`,
  reopening: (weekday, date) =>
    weekday && date
      ? `as soon as the office reopens, on ${weekday}, ${date}`
      : 'as soon as the office reopens',
};
