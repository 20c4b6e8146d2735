import { expect, it } from 'vitest';
import { visitKey, type VisitFacts } from '../reports/visitKeys';
import { idOf, storeContract } from '../test/storeContract';

const view = (day: string, page: string, source: string): VisitFacts => ({
  kind: 'view',
  day,
  page,
  language: page.startsWith('/es') ? 'es' : 'en',
  source,
  device: 'phone',
});

storeContract('visits', (open) => {
  it('keeps each beacon’s key as given in its hour’s folder, lists days and hours, forgets one', async () => {
    const { visits } = open();
    // Keys as the function writes them: pages and sources percent-encoded, slashes and spaces.
    const earlier = visitKey(view('2026-11-20', '/', '(direct)'), '2026-11-20T15', idOf(1));
    const later = [
      visitKey(
        view('2026-11-21', '/es/contact', 'caring.com / referral'),
        '2026-11-21T14',
        idOf(2),
      ),
      visitKey(view('2026-11-21', '/areas/villa-rica', 'flyer / print'), '2026-11-21T14', idOf(3)),
      visitKey(
        {
          kind: 'vital',
          day: '2026-11-21',
          pageKind: 'home',
          device: 'desktop',
          metric: 'cls',
          value: 0.12,
        },
        '2026-11-21T16',
        idOf(4),
      ),
    ];
    for (const key of [...later, earlier]) await visits.count(key);
    expect(await visits.openDays()).toEqual(['2026-11-20', '2026-11-21']);
    expect(await visits.openHours('2026-11-21')).toEqual(['2026-11-21T14', '2026-11-21T16']);
    expect(await visits.hourKeys('2026-11-21', '2026-11-21T14')).toEqual(later.slice(0, 2).sort());
    expect(await visits.hourKeys('2026-11-21', '2026-11-21T16')).toEqual([later[2]]);
    expect(await visits.hourKeys('2026-11-20', '2026-11-20T15')).toEqual([earlier]);
    expect(await visits.hourKeys('2026-11-22', '2026-11-22T15')).toEqual([]);

    await visits.forget(earlier);
    // Netlify's local server keeps a folder once emptied, where Blobs and the twin list none: a
    // day or an hour whose keys are all gone may still be named, and has no keys.
    expect(await visits.openDays()).toContain('2026-11-21');
    expect(await visits.hourKeys('2026-11-20', '2026-11-20T15')).toEqual([]);
    expect(await visits.openHours('2026-11-21')).toHaveLength(2);
  });

  it('keeps an hour’s summary once, lists a day’s and drops one', async () => {
    const { visits } = open();
    const first = {
      day: '2026-11-21',
      hour: '2026-11-21T14',
      counts: { 'view/%2F/en/(direct)/phone': 3 },
    };
    expect(await visits.keepHourSummary(first)).toBe(true);
    expect(
      await visits.keepHourSummary({ ...first, counts: { 'view/%2F/en/(direct)/phone': 9 } }),
    ).toBe(false);
    const second = { ...first, hour: '2026-11-21T15', counts: {} };
    await visits.keepHourSummary(second);
    await visits.keepHourSummary({ ...first, day: '2026-11-20', hour: '2026-11-20T20' });
    expect(await visits.rolledHours('2026-11-21')).toEqual(['2026-11-21T14', '2026-11-21T15']);
    expect(await visits.hourSummaries('2026-11-21')).toEqual([first, second]);
    expect(await visits.hourSummaryDays()).toEqual(['2026-11-20', '2026-11-21']);
    // Hour summaries are neither beacons' days nor days' summaries.
    expect(await visits.openDays()).toEqual([]);
    expect(await visits.summaryDays()).toEqual([]);

    await visits.dropHourSummary('2026-11-21', '2026-11-21T14');
    expect(await visits.hourSummaries('2026-11-21')).toEqual([second]);
  });

  it('keeps a day’s summary once: a second one for the day leaves the first', async () => {
    const { visits } = open();
    const first = { day: '2026-11-21', counts: { 'view/%2F/en/(direct)/phone': 3 } };
    expect(await visits.summary('2026-11-21')).toBeUndefined();
    expect(await visits.keepSummary(first)).toBe(true);
    expect(
      await visits.keepSummary({ ...first, counts: { 'view/%2F/en/(direct)/phone': 9 } }),
    ).toBe(false);
    expect(await visits.summary('2026-11-21')).toEqual(first);
    await visits.keepSummary({ day: '2026-11-19', counts: {} });
    expect(await visits.summaryDays()).toEqual(['2026-11-19', '2026-11-21']);
    // Summaries are not beacons' days, nor beacons a summary's.
    expect(await visits.openDays()).toEqual([]);
    expect(await visits.hourSummaryDays()).toEqual([]);

    await visits.dropSummary('2026-11-19');
    expect(await visits.summaryDays()).toEqual(['2026-11-21']);
    expect(await visits.summary('2026-11-19')).toBeUndefined();
  });
});
