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
  /** `when` is a call-back phrase from `callBackWords`, e.g. "by 10:00 AM tomorrow, Tuesday". */
  callBy: (when: string) => string;
}

/** What every acknowledgement says after its own lines. */
export const acknowledgementCommon = {
  urgent: businessCopy.urgent,
  reply: 'You can also reply to this email: it reaches our team.',
  signOff: `The ${business.name} team`,
  why: `You received this email because this address was entered in a form on the ${business.name} website. If that was not you, please ignore it: we will not write again.`,
};

/**
 * When staff will call, in words. `time` is "10:00 AM"; `weekday` "Tuesday"; `date`
 * "November 30".
 */
export const callBackWords = {
  /** The language tag for the time and date formats. */
  locale: 'en-US',
  today: (time: string) => `by ${time} today`,
  tomorrow: (time: string, weekday: string) => `by ${time} tomorrow, ${weekday}`,
  later: (time: string, weekday: string, date: string) => `by ${time} on ${weekday}, ${date}`,
};
