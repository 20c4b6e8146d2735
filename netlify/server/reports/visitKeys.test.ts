import { describe, expect, it } from 'vitest';
import {
  factsOfTally,
  tallyName,
  tallyOfKey,
  visitKey,
  vitalBucket,
  type VisitFacts,
} from './visitKeys';

const day = '2026-11-21';
/** 2 p.m. UTC, 9 a.m. at the office: an hour of the 21st. */
const hour = '2026-11-21T14';
const view: VisitFacts = {
  kind: 'view',
  day,
  page: '/es/contact',
  language: 'es',
  source: 'caring.com / referral',
  device: 'phone',
};
const refused: VisitFacts = {
  kind: 'form',
  day,
  form: 'contact',
  step: 'refused',
  field: 'careZip',
  language: 'en',
  source: 'flyer / print',
};
const lcp: VisitFacts = {
  kind: 'vital',
  day,
  pageKind: 'service',
  device: 'desktop',
  metric: 'lcp',
  value: 2400,
};

/** The facts a beacon's key holds, read back as the rollup and the report read them. */
function readBack(key: string): VisitFacts | undefined {
  const tally = tallyOfKey(key);
  return tally && factsOfTally(tally.day, tally.name);
}

describe("a beacon's key", () => {
  it.each([view, refused, lcp])('reads back as the $kind facts it was written from', (facts) => {
    const key = visitKey(facts, hour, 'id-1');
    expect(key.startsWith(`${day}/${hour}/`)).toBe(true);
    expect(tallyOfKey(key)).toEqual({ day, hour, name: tallyName(facts) });
    expect(readBack(key)).toEqual(facts);
  });

  it('names no field for a step that has none, and reads back `-`', () => {
    const started = { ...refused, step: 'started', field: '' } as const;
    expect(readBack(visitKey(started, hour, 'id-2'))).toEqual({ ...started, field: '-' });
  });

  it('keeps odd pages and sources whole, slashes, spaces and accents included', () => {
    const pages = ['/', 'other', '/areas/villa-rica', '/a b/%2F/..', '/es/niños?x=1&y=2#top'];
    for (const page of pages) {
      const facts = { ...view, page, source: 'other / referral' };
      const key = visitKey(facts, hour, 'id-3');
      expect(readBack(key)).toEqual(facts);
      // Its day, its hour, its name and its id: the page adds no part of its own.
      expect(key.split('/')).toHaveLength(2 + tallyName(facts).split('/').length + 1);
    }
  });

  it('is a stranger’s key when any part of it is not one a beacon writes', () => {
    const good = visitKey(view, hour, 'id-4');
    const strangers = [
      '',
      'leads/2026-11-21/contact/en/(direct)/id',
      good.replace(day, 'not-a-day'),
      good.replace('/phone/', '/tablet/'),
      good.replace('/view/', '/click/'),
      `${day}/view/%2F/en/(direct)/id`,
      `${day}/view/%E0%A4%A/en/(direct)/phone/id`,
      visitKey(refused, hour, 'id').replace('/refused/', '/opened/'),
      visitKey(lcp, hour, 'id').replace('/lcp/', '/fid/'),
      visitKey(lcp, hour, 'id').replace('/2400/', '/many/'),
      visitKey(lcp, hour, 'id').replace('/2400/', '//'),
      visitKey(lcp, hour, 'id').replace('/service/', '/blog/'),
      `${day}/id`,
      // The keys' old layout, with no hour, and hours that are not one of the day's.
      `${day}/view/%2F/en/(direct)/phone/id`,
      good.replace(hour, '2026-11-21T04'),
      good.replace(hour, '2026-11-22T05'),
      good.replace(hour, '2026-11-21T1'),
      good.replace(hour, 'noon'),
    ];
    for (const key of strangers) expect(tallyOfKey(key), key).toBeUndefined();
    expect(factsOfTally(day, 'view/%2F/en')).toBeUndefined();
  });
});

describe('a measured value', () => {
  it('is kept to its metric’s step, rounded to the nearest', () => {
    expect(vitalBucket('lcp', 2449)).toBe(2400);
    expect(vitalBucket('lcp', 2450)).toBe(2500);
    expect(vitalBucket('inp', 94)).toBe(90);
    expect(vitalBucket('inp', 96)).toBe(100);
    expect(vitalBucket('cls', 0.1234)).toBe(0.12);
    expect(vitalBucket('cls', 0.07)).toBe(0.07);
    expect(vitalBucket('cls', 0.1)).toBe(0.1);
  });

  it('stays within zero and its scale’s ceiling', () => {
    expect(vitalBucket('lcp', -40)).toBe(0);
    expect(vitalBucket('lcp', 1e12)).toBe(vitalBucket('lcp', 1e9));
    expect(vitalBucket('inp', 1e12)).toBe(vitalBucket('inp', 1e9));
    expect(vitalBucket('cls', 1e12)).toBe(vitalBucket('cls', 1e9));
    expect(vitalBucket('cls', 1e12)).toBeGreaterThan(1);
  });

  it('reads back from its key as the same number, for every step of a small scale', () => {
    for (let hundredths = 0; hundredths <= 100; hundredths++) {
      const value = vitalBucket('cls', hundredths / 100 + 0.001);
      const facts: VisitFacts = { ...lcp, metric: 'cls', value };
      expect(readBack(visitKey(facts, hour, 'id'))).toEqual(facts);
      expect(String(value).length).toBeLessThanOrEqual(4);
    }
  });
});
