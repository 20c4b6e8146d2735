import { object } from 'yup';
import { day, words } from './rules';

/** A dated line shown on every page, such as holiday hours; empty words show nothing. */
export const noticeSchema = object({
  firstDay: day().label('Show from'),
  lastDay: day().label('Show until'),
  text: words('Notice').max(200).meta({
    i18n: 'translate',
    // A closure must reach every family: better in English than not at all (src/build/notice.ts).
    translationOptional: true,
    hint: 'One or two sentences, such as "Closed Thursday, November 26, for Thanksgiving." Please give the Spanish too: left empty, the Spanish pages show the English words.',
  }),
  closedFrom: day().label('Office closed from').meta({
    hint: 'For a holiday: the first day the office is closed. No call back is promised on these days; the notice should say so.',
  }),
  closedUntil: day().label('Office closed until').meta({ hint: 'The last day it is closed.' }),
})
  .test('notice-days', 'Show from and Show until are both needed, in order', function (value) {
    if (!value?.text) return true;
    if (value.firstDay && value.lastDay && value.firstDay <= value.lastDay) return true;
    return this.createError({ path: `${this.path ? `${this.path}.` : ''}lastDay` });
  })
  .test('closed-days', 'Office closed from and until are both needed, in order', function (value) {
    if (!value?.closedFrom && !value?.closedUntil) return true;
    if (value.closedFrom && value.closedUntil && value.closedFrom <= value.closedUntil) return true;
    return this.createError({ path: `${this.path ? `${this.path}.` : ''}closedUntil` });
  })
  .test('closed-bounded', function (value) {
    const problem = closureProblem(value?.closedFrom, value?.closedUntil, today());
    return problem
      ? this.createError({
          path: `${this.path ? `${this.path}.` : ''}closedUntil`,
          message: problem,
        })
      : true;
  });

/** The longest closure a notice may announce: longer is a typing slip or a plan for /admin/'s holidays. */
export const MAX_CLOSED_DAYS = 31;

const DAY = 24 * 60 * 60_000;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * What is wrong with a closure from `from` to `until` seen on `on` (all YYYY-MM-DD), in words
 * for the office; undefined when it is fine or not both given. A closure that never ends would
 * leave no day to promise a call on.
 */
export function closureProblem(
  from: string | undefined,
  until: string | undefined,
  on: string,
): string | undefined {
  if (!from || !until || from > until) return undefined;
  const days = Math.round((Date.parse(until) - Date.parse(from)) / DAY) + 1;
  if (days > MAX_CLOSED_DAYS) {
    return `Office closed from and until cover ${days} days: a notice may close the office for at most ${MAX_CLOSED_DAYS}. Check the year; for holidays, use the business facts' holidays.`;
  }
  if (Date.parse(from) - Date.parse(on) > 366 * DAY) {
    return 'Office closed from is more than a year ahead: check the year.';
  }
  return undefined;
}
