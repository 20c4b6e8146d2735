import { describe, expect, it, vi } from 'vitest';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from '../intake/submission';
import { officeDay } from '../shared/callBack';
import type { DaySummary, VisitsStore } from '../store/visits';
import { family, jsonPost, world } from '../test/fixtures';
import { memoryStore } from '../test/memoryStore';
import { mockPostmark, ok, postmarkAnswers, postmarkError } from '../test/postmark';
import { firstKeptDay, rollUpVisits } from './visitRollup';
import { tallyName, visitKey, type VisitFacts } from './visitKeys';

mockPostmark();

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Noon at the office on a Wednesday: the 24th is over, the 25th is today. */
const noon = new Date('2026-11-25T12:00:00-05:00');
const yesterday = '2026-11-24';
const today = '2026-11-25';

const view = (day: string, page = '/', source = '(direct)'): VisitFacts => ({
  kind: 'view',
  day,
  page,
  language: 'en',
  source,
  device: 'phone',
});
const started = (day: string): VisitFacts => ({
  kind: 'form',
  day,
  form: 'contact',
  step: 'started',
  field: '-',
  language: 'en',
  source: 'flyer / print',
});
const lcp = (day: string): VisitFacts => ({
  kind: 'vital',
  day,
  pageKind: 'home',
  device: 'phone',
  metric: 'lcp',
  value: 1800,
});

let ids = 0;
/** Counts each of the facts as one beacon, as the visit function does. */
async function beacons(visits: VisitsStore, facts: VisitFacts[]) {
  for (const each of facts) await visits.count(visitKey(each, `id${++ids}`));
}

/** The store, with `before` run as each of its calls starts (and failing it if it throws). */
function around(visits: VisitsStore, before: () => void): VisitsStore {
  const calls = Object.entries(visits).map(
    ([name, call]: [string, (...a: unknown[]) => unknown]) => [
      name,
      async (...args: unknown[]) => {
        before();
        return call(...args);
      },
    ],
  );
  return Object.fromEntries(calls) as VisitsStore;
}

/** A day as the owner's report reads it: from its summary if there is one, else its keys. */
async function countsOf(visits: VisitsStore, day: string): Promise<Record<string, number>> {
  const summary = await visits.summary(day);
  if (summary) return summary.counts;
  const counts: Record<string, number> = {};
  for (const key of await visits.dayKeys(day)) {
    const name = key.split('/').slice(1, -1).join('/');
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** Three views of home (two from a flyer), one of the contact page, a form started, a speed. */
function aDay(day: string): VisitFacts[] {
  return [
    view(day),
    view(day, '/', 'flyer / print'),
    view(day, '/', 'flyer / print'),
    view(day, '/contact'),
    started(day),
    lcp(day),
  ];
}
const expected = (day: string) => ({
  [tallyName(view(day))]: 1,
  [tallyName(view(day, '/', 'flyer / print'))]: 2,
  [tallyName(view(day, '/contact'))]: 1,
  [tallyName(started(day))]: 1,
  [tallyName(lcp(day))]: 1,
});

describe("the daily rollup of the visit beacons' keys", () => {
  it('tallies a finished day into one summary and deletes its keys, leaving today alone', async () => {
    const { stores } = memoryStore();
    await beacons(stores.visits, [...aDay(yesterday), ...aDay(today)]);

    const result = await rollUpVisits(stores.visits, noon);

    expect(result).toMatchObject({ rolled: 1, forgotten: 6, stoppedEarly: false });
    expect(result.left.days).toEqual([]);
    expect(await stores.visits.summary(yesterday)).toEqual({
      day: yesterday,
      counts: expected(yesterday),
    });
    expect(await stores.visits.dayKeys(yesterday)).toEqual([]);
    expect(await stores.visits.openDays()).toEqual([today]);
    expect(await stores.visits.dayKeys(today)).toHaveLength(6);
    expect(await stores.visits.summary(today)).toBeUndefined();
  });

  it('leaves yesterday alone within the hour after it ended, when a beacon may still be writing', async () => {
    const { stores } = memoryStore();
    await beacons(stores.visits, aDay(yesterday));
    const midnight = new Date('2026-11-25T00:00:00-05:00');
    expect(officeDay(midnight)).toBe(today);

    for (const minutes of [0, 1, 30, 59]) {
      const result = await rollUpVisits(
        stores.visits,
        new Date(midnight.getTime() + minutes * 60_000),
      );
      expect(result.rolled).toBe(0);
    }
    expect(await stores.visits.dayKeys(yesterday)).toHaveLength(6);
    expect(await stores.visits.summaryDays()).toEqual([]);

    const after = await rollUpVisits(stores.visits, new Date(midnight.getTime() + HOUR + 1000));
    expect(after.rolled).toBe(1);
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
  });

  it('counts a day rolled up twice once, even with its keys still there', async () => {
    const { stores, state } = memoryStore();
    await beacons(stores.visits, aDay(yesterday));
    // The first pass keeps the summary, then cannot delete two of the keys.
    const [first, second] = await stores.visits.dayKeys(yesterday);
    state.failing.add(`visit/${first}`).add(`visit/${second}`);
    const once = await rollUpVisits(stores.visits, noon);
    expect(once).toMatchObject({ rolled: 1, forgotten: 4, left: { days: [yesterday] } });
    expect(await stores.visits.dayKeys(yesterday)).toHaveLength(2);

    state.failing.clear();
    const twice = await rollUpVisits(stores.visits, noon);
    expect(twice).toMatchObject({ rolled: 0, forgotten: 2, left: { days: [] } });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
    expect(await stores.visits.openDays()).toEqual([]);

    // A third pass has nothing to do, and the count stands.
    expect(await rollUpVisits(stores.visits, new Date(noon.getTime() + DAY))).toMatchObject({
      rolled: 0,
      forgotten: 0,
    });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
  });

  it('counts a day once when two passes roll it up at the same time', async () => {
    const { stores, state } = memoryStore();
    const many = Array.from({ length: 40 }, (_, n) => view(yesterday, n % 2 ? '/' : '/contact'));
    await beacons(stores.visits, many);
    // Each call a few milliseconds: the two passes' calls interleave.
    state.latencyMs = 3;
    const [a, b] = await Promise.all([
      rollUpVisits(stores.visits, noon),
      rollUpVisits(stores.visits, noon),
    ]);
    state.latencyMs = 0;

    expect(a.rolled + b.rolled).toBe(1);
    expect((await stores.visits.summary(yesterday))?.counts).toEqual({
      [tallyName(view(yesterday, '/'))]: 20,
      [tallyName(view(yesterday, '/contact'))]: 20,
    });
    expect(await stores.visits.openDays()).toEqual([]);
  });

  it("keeps every key when the summary's write fails, and the next pass rolls the day up", async () => {
    const { stores, state } = memoryStore();
    await beacons(stores.visits, aDay(yesterday));
    state.failingWrites = (key) => key.startsWith('visit-day/');

    const failed = await rollUpVisits(stores.visits, noon);
    expect(failed).toMatchObject({ rolled: 0, forgotten: 0, left: { days: [yesterday] } });
    expect(await stores.visits.dayKeys(yesterday)).toHaveLength(6);

    state.failingWrites = () => false;
    expect(await rollUpVisits(stores.visits, noon)).toMatchObject({ rolled: 1, forgotten: 6 });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
  });

  it("rolls up the other days when one day's summary cannot be written", async () => {
    const { stores, state } = memoryStore();
    const days = ['2026-11-21', '2026-11-22', '2026-11-23', yesterday];
    for (const day of days) await beacons(stores.visits, aDay(day));
    state.failingWrites = (key) => key === 'visit-day/2026-11-22';

    const first = await rollUpVisits(stores.visits, noon);
    expect(first).toMatchObject({ rolled: 3, left: { days: ['2026-11-22'] } });
    expect(await stores.visits.summaryDays()).toEqual(['2026-11-21', '2026-11-23', yesterday]);
    expect(await stores.visits.dayKeys('2026-11-22')).toHaveLength(6);

    state.failingWrites = () => false;
    expect(await rollUpVisits(stores.visits, noon)).toMatchObject({ rolled: 1 });
    for (const day of days) {
      expect((await stores.visits.summary(day))?.counts).toEqual(expected(day));
    }
    expect(await stores.visits.openDays()).toEqual([]);
  });

  it('loses nothing when a pass is stopped at any call, and the next pass finishes', async () => {
    const days = ['2026-11-23', yesterday];
    // Every call of a whole pass, stopped at each in turn: from there on, the store fails.
    for (let stopAt = 0; ; stopAt++) {
      const { stores } = memoryStore();
      for (const day of days) await beacons(stores.visits, aDay(day));
      let calls = 0;
      const stopping = around(stores.visits, () => {
        if (calls++ >= stopAt) throw new Error('the pass was stopped');
      });

      const stopped = await rollUpVisits(stopping, noon, { concurrency: 1 });
      // Whatever was done, each day is whole: in its summary, or in its keys.
      for (const day of days) expect(await countsOf(stores.visits, day)).toEqual(expected(day));

      const next = await rollUpVisits(stores.visits, noon);
      expect(next.left.days).toEqual([]);
      expect(await stores.visits.openDays()).toEqual([]);
      for (const day of days) {
        expect((await stores.visits.summary(day))?.counts).toEqual(expected(day));
      }
      // The last round stopped nothing: the whole pass ran.
      if (calls <= stopAt) {
        expect(stopped).toMatchObject({ rolled: 2, left: { days: [] } });
        expect(stopAt).toBeGreaterThan(10);
        break;
      }
    }
  });

  it('stops at its deadline and the next pass goes on, at 200 ms a store call and 2,000 keys a day', async () => {
    const { stores, state } = memoryStore();
    await beacons(
      stores.visits,
      Array.from({ length: 2_000 }, (_, n) => view(yesterday, n % 4 ? '/' : '/contact')),
    );
    await beacons(stores.visits, aDay(today));
    state.latencyMs = 200;
    const deadlineMs = 2_000;

    const before = performance.now();
    const starts: number[] = [];
    const watched = around(stores.visits, () => starts.push(performance.now() - before));
    const first = await rollUpVisits(watched, noon, { deadlineMs });
    const took = performance.now() - before;

    // Inside its deadline: no call started that could end past it (the wall clock with room
    // for a busy machine's timers).
    expect(Math.max(...starts) + 200).toBeLessThanOrEqual(deadlineMs);
    expect(took).toBeLessThan(deadlineMs + 1_000);
    expect(first).toMatchObject({ rolled: 1, stoppedEarly: true, left: { days: [yesterday] } });
    expect(first.forgotten).toBeGreaterThan(0);
    const left = (await stores.visits.dayKeys(yesterday)).length;
    expect(left).toBe(2_000 - first.forgotten);

    const second = await rollUpVisits(stores.visits, noon, { deadlineMs });
    expect(second).toMatchObject({ rolled: 0, left: { days: [yesterday] } });
    expect(second.forgotten).toBeGreaterThan(0);
    expect((await stores.visits.dayKeys(yesterday)).length).toBe(left - second.forgotten);

    state.latencyMs = 0;
    await rollUpVisits(stores.visits, noon);
    expect(await stores.visits.openDays()).toEqual([today]);
    expect((await stores.visits.summary(yesterday))?.counts).toEqual({
      [tallyName(view(yesterday, '/'))]: 1_500,
      [tallyName(view(yesterday, '/contact'))]: 500,
    });
  });

  it("counts no stranger's key, and deletes it", async () => {
    const { stores, kv } = memoryStore();
    await beacons(stores.visits, [view(yesterday)]);
    const strangers = [
      `visit/${yesterday}/view/robot`,
      `visit/${yesterday}/view/%E0%A4%A/en/(direct)/phone/x`,
      `visit/${yesterday}/view/%2F/en/(direct)/tablet/x`,
      `visit/${yesterday}/vital/home/phone/lcp/fast/x`,
      `visit/${yesterday}/party/1/2/3/4/x`,
      'visit/not-a-day/view/%2F/en/(direct)/phone/x',
    ];
    for (const key of strangers) await kv.set(key, '');

    const result = await rollUpVisits(stores.visits, noon);

    expect(result).toMatchObject({ rolled: 1, forgotten: 7, left: { days: [] } });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual({
      [tallyName(view(yesterday))]: 1,
    });
    expect(await kv.list('visit/')).toEqual([]);
  });

  it('drops summaries and keys past 13 months and keeps the rest', async () => {
    const { stores } = memoryStore();
    const kept = firstKeptDay(noon);
    expect(kept).toBe('2025-10-25');
    const summary = (day: string): DaySummary => ({ day, counts: { [tallyName(view(day))]: 9 } });
    for (const day of ['2025-09-30', '2025-10-24', kept, '2026-01-01', '2026-11-23']) {
      await stores.visits.keepSummary(summary(day));
    }
    // Keys a long outage left behind: past keeping, they are deleted, never summed.
    await beacons(stores.visits, [view('2025-10-20'), view('2025-10-24')]);

    const result = await rollUpVisits(stores.visits, noon);

    expect(result).toMatchObject({ rolled: 0, dropped: 2, forgotten: 2 });
    expect(result.left).toEqual({ days: [], summaries: 0 });
    expect(await stores.visits.summaryDays()).toEqual([kept, '2026-01-01', '2026-11-23']);
    expect(await stores.visits.summary(kept)).toEqual(summary(kept));
    expect(await stores.visits.openDays()).toEqual([]);
  });
});

describe('the rollup in the redelivery pass', () => {
  it('rolls up yesterday on a pass and says so in its report', async () => {
    const { deps, stores } = world();
    await beacons(stores.visits, [...aDay(yesterday), ...aDay(today)]);

    const report = await redeliveryPass({ ...deps, stores, now: () => noon });

    expect(report.visitDaysRolled).toBe(1);
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
    expect(await stores.visits.openDays()).toEqual([today]);
  });

  it("still delivers the leads when the visits' store fails", async () => {
    const { deps, stores, records } = world();
    // A care request kept while Postmark failed: the next pass sends it.
    postmarkAnswers(postmarkError(503, 0));
    const request = jsonPost('/api/contact', family);
    expect((await handleSubmission(request, 'contact', deps)).status).toBe(202);
    postmarkAnswers(ok);
    const broken = (): never => {
      throw new Error('visits store broken');
    };
    const failing = Object.fromEntries(
      Object.keys(stores.visits).map((name) => [
        name,
        name === 'openDays' ? broken : () => Promise.reject(new Error('down')),
      ]),
    ) as unknown as VisitsStore;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const report = await redeliveryPass({
      ...deps,
      stores: { ...stores, visits: failing },
      now: () => new Date(Date.now() + 6 * 60_000),
    });

    expect(report).toMatchObject({ sent: 1, pending: 0, visitDaysRolled: 0 });
    expect(records()[0]).toMatchObject({ status: 'sent' });
  });
});
