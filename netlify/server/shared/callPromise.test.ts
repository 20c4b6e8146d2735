import { describe, expect, it } from 'vitest';
import { offeredBestTimes, offeredWindow, officeFacts, type Reach } from '#src/config/callWindows';
import { callLanguageNote } from '#src/content/callLanguage';
import { callLanguageWords as spanishLanguage } from '#src/content/es/callLanguageWords';
import { testOffice as office } from '../test/office';
import { callBackBy } from './callBack';
import {
  promiseOf,
  promisePhrase,
  promiseSentence,
  promisedCall,
  staffPromiseLine,
  staffPromiseLong,
} from './callPromise';
import { serverForms } from './forms';

/** An instant written as the office's wall clock shows it, with its UTC offset. */
const at = (iso: string) => new Date(iso);

/*
 * On an office of our own (8 to 6 on weekdays, 9 to 4 on Saturdays, closed December 24 and 25,
 * a family within the hour): an honest edit of the business facts at /admin/ never turns these
 * red.
 */
const said = (received: string, bestTime: string, facts = office, reach: Reach = 'call') => {
  const promise = promisedCall('family', at(received), bestTime, facts, reach);
  return {
    from: promise.from.toISOString(),
    to: promise.to.toISOString(),
    en: promisePhrase(promise, 'en'),
    es: promisePhrase(promise, 'es'),
    staff: staffPromiseLine(promise),
  };
};

/** The office above, closed on Thanksgiving too. */
const withThanksgiving = {
  ...office,
  closures: [...office.closures, { firstDay: '2026-11-26', lastDay: '2026-11-26' }],
};

describe('the promise at real moments of the week', () => {
  it('a weeknight at 10 PM: tomorrow, named, cut to the hour the office closes', () => {
    expect(said('2026-11-24T22:00-05:00', 'evening')).toEqual({
      from: at('2026-11-25T17:00-05:00').toISOString(),
      to: at('2026-11-25T18:00-05:00').toISOString(),
      en: 'tomorrow, Wednesday, between 5 and 6 PM',
      es: 'mañana, miércoles, entre las 5 y las 6\u00a0p.\u00a0m.',
      staff: 'Call 5–6 PM Wed',
    });
    expect(said('2026-11-24T22:00-05:00', 'any')).toMatchObject({
      to: at('2026-11-25T09:00-05:00').toISOString(),
      en: 'by 9:00 AM tomorrow, Wednesday',
      es: 'mañana, miércoles, antes de las 9:00\u00a0a.\u00a0m.',
      staff: 'Call back by 9:00 AM Wed',
    });
  });

  it('Friday 4:55 PM, Evening: today until closing at 6, never 7, and the reminder is due at 6', () => {
    expect(said('2026-11-27T16:55-05:00', 'evening')).toEqual({
      from: at('2026-11-27T17:00-05:00').toISOString(),
      to: at('2026-11-27T18:00-05:00').toISOString(),
      en: 'today, Friday, between 5 and 6 PM',
      es: 'hoy, viernes, entre las 5 y las 6\u00a0p.\u00a0m.',
      staff: 'Call 5–6 PM Fri',
    });
  });

  it('Saturday 3:30 PM, Afternoon: past the target on Saturday, so Monday, in its own hours', () => {
    expect(said('2026-11-28T15:30-05:00', 'afternoon')).toEqual({
      from: at('2026-11-30T12:00-05:00').toISOString(),
      to: at('2026-11-30T17:00-05:00').toISOString(),
      en: 'on Monday between noon and 5 PM',
      es: 'el lunes, entre el mediodía y las 5\u00a0p.\u00a0m.',
      staff: 'Call noon–5 PM Mon',
    });
    // Earlier on a Saturday, the afternoon ends when the office closes at 4.
    expect(said('2026-11-28T11:00-05:00', 'afternoon')).toMatchObject({
      to: at('2026-11-28T16:00-05:00').toISOString(),
      en: 'today, Saturday, between noon and 4 PM',
      staff: 'Call noon–4 PM Sat',
    });
  });

  it('the night before a holiday: the holiday is skipped, for families and applicants', () => {
    expect(said('2026-11-25T22:00-05:00', 'evening', withThanksgiving)).toMatchObject({
      to: at('2026-11-27T18:00-05:00').toISOString(),
      en: 'on Friday between 5 and 6 PM',
      es: 'el viernes, entre las 5 y las 6\u00a0p.\u00a0m.',
    });
    expect(said('2026-11-25T22:00-05:00', 'any', withThanksgiving)).toMatchObject({
      to: at('2026-11-27T09:00-05:00').toISOString(),
      en: 'by 9:00 AM on Friday',
    });
    // An application sent on Tuesday night: Wednesday and Friday are its two business days.
    const applied = promisedCall('applicant', at('2026-11-24T22:00-05:00'), '', withThanksgiving);
    expect(applied.to.toISOString()).toBe(at('2026-11-27T18:00-05:00').toISOString());
    expect(promisePhrase(applied, 'en')).toBe('by 6:00 PM on Friday');
    // Without the holiday it would have been Thursday.
    expect(callBackBy('applicant', at('2026-11-24T22:00-05:00'), office)?.toISOString()).toBe(
      at('2026-11-26T18:00-05:00').toISOString(),
    );
  });

  it('inside a 40-day closure: as soon as the office reopens, with the day, and no throw', () => {
    const closed = {
      ...office,
      closures: [{ firstDay: '2026-12-01', lastDay: '2027-01-09' }],
    };
    for (const bestTime of ['any', 'evening']) {
      expect(said('2026-12-10T10:00-05:00', bestTime, closed)).toMatchObject({
        to: at('2027-01-11T09:00-05:00').toISOString(),
        en: 'as soon as the office reopens, on Monday, January 11',
        es: 'en cuanto la oficina vuelva a abrir, el lunes 11 de enero',
        staff: 'Call back by 9:00 AM Mon',
      });
    }
    const applied = promisedCall('applicant', at('2026-12-10T10:00-05:00'), '', closed);
    expect(promisePhrase(applied, 'en')).toBe(
      'as soon as the office reopens, on Monday, January 11',
    );
    // An office with no hours at all: no day to name, and still a promise.
    const never = { ...office, callBackHours: [] };
    expect(said('2026-12-10T10:00-05:00', 'evening', never, 'text')).toMatchObject({
      to: at('2026-12-11T10:00-05:00').toISOString(),
      en: 'as soon as the office reopens',
      es: 'en cuanto la oficina vuelva a abrir',
      staff: 'Text as soon as the office reopens',
    });
  });
});

describe('the promise said the way the family asked', () => {
  const record = (reachBy: string) => ({
    receivedAt: '2026-11-24T22:00-05:00',
    fields: { bestTime: 'evening', reachBy },
  });
  const contact = serverForms.contact!;

  it('in the sentence, the language line and the staff lines, in both languages', () => {
    const cases = [
      ['call', 'We will call you', 'Le llamaremos', 'Le llamaremos en español.', 'Call'],
      [
        'text',
        'We will text you',
        'Le enviaremos un mensaje de texto',
        'Le escribiremos en español.',
        'Text',
      ],
      [
        'email',
        'We will email you',
        'Le escribiremos un correo electrónico',
        'Le escribiremos en español.',
        'Email',
      ],
    ] as const;
    for (const [reach, english, spanish, language, verb] of cases) {
      const promise = promiseOf('family', record(reach), office);
      expect(promise.reach).toBe(reach);
      expect(promiseSentence(contact, promise, 'en')).toBe(
        `${english} tomorrow, Wednesday, between 5 and 6 PM.`,
      );
      expect(promiseSentence(contact, promise, 'es')).toBe(
        `${spanish} mañana, miércoles, entre las 5 y las 6\u00a0p.\u00a0m.`,
      );
      expect(callLanguageNote('es', spanishLanguage, ['en', 'es'], reach)).toBe(language);
      expect(staffPromiseLine(promise)).toBe(`${verb} 5–6 PM Wed`);
      expect(staffPromiseLong(promise)).toMatch(/^Wednesday, November 25, 2026, 5–6 PM/);
    }
    expect(staffPromiseLong(promiseOf('family', record('text'), office))).toMatch(
      /by text message$/,
    );
  });

  it('an answer that is none of the three is a call', () => {
    expect(promiseOf('family', record('pigeon'), office).reach).toBe('call');
    expect(staffPromiseLine(promiseOf('family', record(''), office))).toBe('Call 5–6 PM Wed');
  });

  it('by the target, the verb leads staff too', () => {
    const promise = promisedCall('family', at('2026-11-24T10:00-05:00'), 'any', office, 'email');
    expect(staffPromiseLine(promise)).toBe('Email by 11:00 AM Tue');
  });
});

describe('the windows', () => {
  it('more than six days away names the date', () => {
    const longClosure = {
      ...office,
      closures: [{ firstDay: '2026-11-30', lastDay: '2026-12-06' }],
    };
    expect(said('2026-11-27T18:59-05:00', 'evening', longClosure)).toMatchObject({
      to: at('2026-12-07T18:00-05:00').toISOString(),
      en: 'on Monday, December 7, between 5 and 6 PM',
      es: 'el lunes 7 de diciembre, entre las 5 y las 6\u00a0p.\u00a0m.',
    });
  });

  it('call-back hours of their own cut the window, and a day with none of it is skipped', () => {
    const lateDesk = {
      ...office,
      callBackHours: [
        { dayOfWeek: ['Monday', 'Wednesday'], opens: '08:00', closes: '19:00' },
        { dayOfWeek: ['Tuesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
      ],
    };
    // Tuesday 10 AM, Evening: Tuesday has no evening; Wednesday has all of it.
    expect(said('2026-11-24T10:00-05:00', 'evening', lateDesk)).toMatchObject({
      from: at('2026-11-25T17:00-05:00').toISOString(),
      to: at('2026-11-25T19:00-05:00').toISOString(),
      en: 'tomorrow, Wednesday, between 5 and 7 PM',
    });
    expect(offeredWindow('evening', lateDesk)).toEqual({ from: '17:00', to: '19:00' });
    expect(offeredWindow('evening', office)).toEqual({ from: '17:00', to: '18:00' });
  });

  it('"Any time", no answer, or a window nobody is there for keep the office\'s own target', () => {
    const received = at('2026-11-27T16:50-05:00');
    const target = callBackBy('family', received, office)?.toISOString();
    for (const bestTime of ['any', '', undefined, 'midnight']) {
      const promise = promisedCall('family', received, bestTime, office);
      expect(promise.to.toISOString()).toBe(target);
      expect(promise.window).toBeUndefined();
    }
    expect(said('2026-11-27T16:50-05:00', 'any')).toMatchObject({
      en: 'by 5:50 PM today, Friday',
      es: 'hoy, viernes, antes de las 5:50\u00a0p.\u00a0m.',
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
  it('are those some day of call-back hours reaches into, once each, in the order of the day', () => {
    expect(offeredBestTimes(office)).toEqual(['morning', 'afternoon', 'evening']);
    const early = {
      ...office,
      bestTimes: { ...office.bestTimes, evening: { from: '18:00', to: '20:00' } },
    };
    expect(offeredBestTimes(early)).toEqual(['morning', 'afternoon']);
  });

  it("today's business facts offer each window at most once, each inside someone's hours", () => {
    const offered = offeredBestTimes(officeFacts);
    expect(new Set(offered).size).toBe(offered.length);
    const latest =
      officeFacts.callBackHours
        .map((hours) => hours.closes)
        .sort()
        .at(-1) ?? '';
    for (const key of offered) expect(offeredWindow(key).to <= latest).toBe(true);
  });
});
