import { describe, expect, it } from 'vitest';
import { offeredBestTimes, officeFacts } from '#src/config/callWindows';
import { testOffice as office } from '../test/office';
import { callBackBy } from './callBack';
import { promisedCall, promisePhrase, staffPromiseLine } from './callPromise';

/** An instant written as the office's wall clock shows it, with its UTC offset. */
const at = (iso: string) => new Date(iso);

const said = (received: string, bestTime: string, facts = office) => {
  const promise = promisedCall('family', at(received), bestTime, facts);
  return {
    from: promise.from.toISOString(),
    to: promise.to.toISOString(),
    en: promisePhrase(promise, 'en'),
    es: promisePhrase(promise, 'es'),
    staff: staffPromiseLine(promise),
  };
};

describe('the call promised in the window the family chose', () => {
  it('a Friday evening asked for before the office closes: this evening', () => {
    // Friday 4:50 PM: the office's own target is 5:50 PM, inside this evening's window.
    expect(said('2026-11-27T16:50-05:00', 'evening')).toEqual({
      from: at('2026-11-27T17:00-05:00').toISOString(),
      to: at('2026-11-27T19:00-05:00').toISOString(),
      en: 'this evening between 5 and 7 PM',
      es: 'hoy por la noche, entre las 5 y las 7\u00a0p.\u00a0m.',
      staff: 'Call 5–7 PM Fri',
    });
  });

  it("the last minute of Friday's evening window: Monday evening, Saturday's hours never reach it", () => {
    // Friday 6:59 PM: the target is 10 AM Saturday, past tonight's window; the office closes
    // at 4 on Saturday and all Sunday.
    expect(said('2026-11-27T18:59-05:00', 'evening')).toEqual({
      from: at('2026-11-30T17:00-05:00').toISOString(),
      to: at('2026-11-30T19:00-05:00').toISOString(),
      en: 'Monday evening between 5 and 7 PM',
      es: 'el lunes por la noche, entre las 5 y las 7\u00a0p.\u00a0m.',
      staff: 'Call 5–7 PM Mon',
    });
  });

  it('the last minute of a morning: tomorrow morning, since the hour the office takes ends past it', () => {
    expect(said('2026-11-30T11:59-05:00', 'morning')).toMatchObject({
      to: at('2026-12-01T12:00-05:00').toISOString(),
      en: 'tomorrow morning between 8 AM and noon',
      es: 'mañana por la mañana, entre las 8\u00a0a.\u00a0m. y el mediodía',
      staff: 'Call 8 AM–noon Tue',
    });
    // An hour before the window ends, the office's hour ends with it: still this morning.
    expect(said('2026-11-30T11:00-05:00', 'morning')).toMatchObject({
      to: at('2026-11-30T12:00-05:00').toISOString(),
      en: 'this morning between 8 AM and noon',
    });
  });

  it('a Saturday afternoon, inside the shorter hours: this afternoon', () => {
    expect(said('2026-11-28T11:00-05:00', 'afternoon')).toEqual({
      from: at('2026-11-28T12:00-05:00').toISOString(),
      to: at('2026-11-28T17:00-05:00').toISOString(),
      en: 'this afternoon between noon and 5 PM',
      es: 'hoy por la tarde, entre el mediodía y las 5\u00a0p.\u00a0m.',
      staff: 'Call noon–5 PM Sat',
    });
  });

  it('a Sunday, the office closed: the first window on Monday', () => {
    expect(said('2026-11-29T14:00-05:00', 'morning')).toMatchObject({
      to: at('2026-11-30T12:00-05:00').toISOString(),
      en: 'tomorrow morning between 8 AM and noon',
    });
    expect(said('2026-11-29T14:00-05:00', 'afternoon')).toMatchObject({
      to: at('2026-11-30T17:00-05:00').toISOString(),
      en: 'tomorrow afternoon between noon and 5 PM',
      staff: 'Call noon–5 PM Mon',
    });
  });

  it('a holiday the notice closes: no promise on its days, and the target moves past them too', () => {
    // Wednesday December 23, 5:30 PM: closed the 24th and 25th, open Saturday the 26th.
    expect(said('2026-12-23T17:30-05:00', 'evening')).toMatchObject({
      to: at('2026-12-28T19:00-05:00').toISOString(),
      en: 'Monday evening between 5 and 7 PM',
      es: 'el lunes por la noche, entre las 5 y las 7\u00a0p.\u00a0m.',
    });
    expect(said('2026-12-23T17:30-05:00', 'morning')).toMatchObject({
      to: at('2026-12-26T12:00-05:00').toISOString(),
      en: 'Saturday morning between 8 AM and noon',
    });
    expect(said('2026-12-23T17:30-05:00', 'any')).toMatchObject({
      to: at('2026-12-26T10:00-05:00').toISOString(),
      en: 'by 10:00 AM on Saturday, December 26',
      staff: 'Call back by 10:00 AM Sat',
    });
    // Without the closure, Thursday would be promised.
    expect(said('2026-12-23T17:30-05:00', 'morning', { ...office, closures: [] }).en).toBe(
      'tomorrow morning between 8 AM and noon',
    );
  });

  it('more than a week away names the date', () => {
    const longClosure = {
      ...office,
      closures: [{ firstDay: '2026-11-30', lastDay: '2026-12-06' }],
    };
    expect(said('2026-11-27T18:59-05:00', 'evening', longClosure)).toMatchObject({
      to: at('2026-12-07T19:00-05:00').toISOString(),
      en: 'on Monday, December 7, in the evening between 5 and 7 PM',
      es: 'el lunes 7 de diciembre, por la noche, entre las 5 y las 7\u00a0p.\u00a0m.',
    });
  });

  it('"Any time", no answer, or a window the office no longer calls in keep the office\'s own target', () => {
    const received = at('2026-11-27T16:50-05:00');
    const target = callBackBy('family', received, office).toISOString();
    for (const bestTime of ['any', '', undefined, 'midnight']) {
      const promise = promisedCall('family', received, bestTime, office);
      expect(promise.to.toISOString()).toBe(target);
      expect(promise.window).toBeUndefined();
    }
    expect(said('2026-11-27T16:50-05:00', 'any')).toMatchObject({
      en: 'by 5:50 PM today',
      es: 'hoy antes de las 5:50\u00a0p.\u00a0m.',
      staff: 'Call back by 5:50 PM Fri',
    });
    const lateEvening = {
      ...office,
      bestTimes: { ...office.bestTimes, evening: { from: '19:00', to: '21:00' } },
    };
    expect(promisedCall('family', received, 'evening', lateEvening).to.toISOString()).toBe(target);
  });

  it("an applicant's answer never follows a family's window", () => {
    const received = at('2026-11-27T16:50-05:00');
    expect(promisedCall('applicant', received, 'evening', office).to).toEqual(
      callBackBy('applicant', received, office),
    );
  });
});

describe('the windows the care request offers', () => {
  it('are those some day of office hours reaches into, once each, in the order of the day', () => {
    expect(offeredBestTimes(office)).toEqual(['morning', 'afternoon', 'evening']);
    const early = {
      ...office,
      bestTimes: { ...office.bestTimes, evening: { from: '18:00', to: '20:00' } },
    };
    expect(offeredBestTimes(early)).toEqual(['morning', 'afternoon']);
  });

  it("today's business facts offer each window at most once", () => {
    const offered = offeredBestTimes(officeFacts);
    expect(new Set(offered).size).toBe(offered.length);
  });
});
