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
  it('keeps each beacon’s key as given, lists them by day and forgets one', async () => {
    const { visits } = open();
    // Keys as the function writes them: pages and sources percent-encoded, slashes and spaces.
    const earlier = visitKey(view('2026-11-20', '/', '(direct)'), idOf(1));
    const later = [
      visitKey(view('2026-11-21', '/es/contact', 'caring.com / referral'), idOf(2)),
      visitKey(view('2026-11-21', '/areas/villa-rica', 'flyer / print'), idOf(3)),
      visitKey(
        {
          kind: 'vital',
          day: '2026-11-21',
          pageKind: 'home',
          device: 'desktop',
          metric: 'cls',
          value: 0.12,
        },
        idOf(4),
      ),
    ];
    for (const key of [...later, earlier]) await visits.count(key);
    expect(await visits.openDays()).toEqual(['2026-11-20', '2026-11-21']);
    expect(await visits.dayKeys('2026-11-21')).toEqual([...later].sort());
    expect(await visits.dayKeys('2026-11-20')).toEqual([earlier]);
    expect(await visits.dayKeys('2026-11-22')).toEqual([]);

    await visits.forget(earlier);
    // Netlify's local server keeps a folder once emptied, where Blobs and the twin list none: a
    // day whose keys are all gone may still be named, and has no keys.
    expect(await visits.openDays()).toContain('2026-11-21');
    expect(await visits.dayKeys('2026-11-20')).toEqual([]);
    expect(await visits.dayKeys('2026-11-21')).toHaveLength(3);
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

    await visits.dropSummary('2026-11-19');
    expect(await visits.summaryDays()).toEqual(['2026-11-21']);
    expect(await visits.summary('2026-11-19')).toBeUndefined();
  });
});
