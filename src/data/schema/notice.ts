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
  });
