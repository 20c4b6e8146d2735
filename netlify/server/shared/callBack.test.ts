import { describe, expect, it } from 'vitest';
import { testOffice } from '../test/office';
import { callBackBy, staffCallBackLine } from './callBack';

/** An instant written as the office's wall clock shows it, with its UTC offset. */
const at = (iso: string) => new Date(iso);

/*
 * The rule, on an office of our own (8 to 6 on weekdays, 9 to 4 on Saturdays, a family within
 * the hour, an applicant within two business days): an honest edit of the business facts at
 * /admin/ never turns these red.
 */

describe('when a family is called back', () => {
  const cases = [
    ['inside office hours: within the hour', '2026-11-24T10:00-05:00', '2026-11-24T11:00-05:00'],
    ['an hour before closing: still today', '2026-11-24T17:00-05:00', '2026-11-24T18:00-05:00'],
    [
      'near closing: an hour after the next opening',
      '2026-11-24T17:30-05:00',
      '2026-11-25T09:00-05:00',
    ],
    ['before opening: an hour after it opens', '2026-11-24T06:30-05:00', '2026-11-24T09:00-05:00'],
    [
      'Friday evening: Saturday, when the office opens at 9',
      '2026-11-27T19:00-05:00',
      '2026-11-28T10:00-05:00',
    ],
    ['Saturday inside its shorter hours', '2026-11-28T10:15-05:00', '2026-11-28T11:15-05:00'],
    ['Saturday near its 4 PM closing: Monday', '2026-11-28T15:30-05:00', '2026-11-30T09:00-05:00'],
    ['Sunday: Monday morning', '2026-11-29T12:00-05:00', '2026-11-30T09:00-05:00'],
    [
      'across the spring change: Monday 9 AM daylight time',
      '2027-03-13T20:00-05:00',
      '2027-03-15T09:00-04:00',
    ],
    [
      'across the autumn change: Monday 9 AM standard time',
      '2026-10-31T20:00-04:00',
      '2026-11-02T09:00-05:00',
    ],
    ['on the spring-change night itself', '2027-03-14T03:30-04:00', '2027-03-15T09:00-04:00'],
  ] as const;
  for (const [name, received, expected] of cases) {
    it(name, () => {
      expect(callBackBy('family', at(received), testOffice)?.toISOString()).toBe(
        at(expected).toISOString(),
      );
    });
  }
});

describe('when an applicant hears back', () => {
  const cases = [
    ['Monday: by Wednesday at closing', '2026-11-23T10:00-05:00', '2026-11-25T18:00-05:00'],
    [
      'Friday: by Tuesday, the weekend not counted',
      '2026-11-27T15:00-05:00',
      '2026-12-01T18:00-05:00',
    ],
    ['Saturday: by Tuesday', '2026-11-28T11:00-05:00', '2026-12-01T18:00-05:00'],
  ] as const;
  for (const [name, received, expected] of cases) {
    it(name, () => {
      expect(callBackBy('applicant', at(received), testOffice)?.toISOString()).toBe(
        at(expected).toISOString(),
      );
    });
  }
});

describe('the line staff read first', () => {
  it('names the time and day in the office zone, whatever the server zone', () => {
    expect(staffCallBackLine(at('2026-11-24T15:00Z'))).toBe('Call back by 10:00 AM Tue');
    expect(staffCallBackLine(at('2026-11-25T23:00Z'))).toBe('Call back by 6:00 PM Wed');
  });
});
