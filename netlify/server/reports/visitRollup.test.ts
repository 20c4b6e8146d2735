import { describe, expect, it, vi } from 'vitest';
import { budgets as businessBudgets } from '#src/config/budgets';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from '../intake/submission';
import { VISIT_FIRST_POOL_HOURS } from '../intake/visits';
import { officeDay } from '../shared/callBack';
import { hourOf } from '../store/keys';
import type { DaySummary, VisitsStore } from '../store/visits';
import { family, jsonPost, world } from '../test/fixtures';
import { memoryStore } from '../test/memoryStore';
import { storesOver } from '../store/stores';
import { mockPostmark, ok, postmarkAnswers, postmarkError } from '../test/postmark';
import { firstKeptDay } from './rollupRules';
import { rollUpVisits } from './visitRollup';
import { tallyName, visitKey, type VisitFacts } from './visitKeys';

mockPostmark();

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Noon at the office on a Wednesday: the 24th is over, the 25th is today. */
const noon = new Date('2026-11-25T12:00:00-05:00');
const yesterday = '2026-11-24';
const today = '2026-11-25';

/** The UTC hour of an office hour of a day: 10 a.m. at the office is 3 p.m. UTC in November. */
const hourAt = (day: string, officeHour = 10) =>
  hourOf(new Date(`${day}T${String(officeHour).padStart(2, '0')}:30:00-05:00`));
/** The hour it is at `noon`: not over, so not rolled up. */
const thisHour = hourAt(today, 12);

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
/**
 * Counts each of the facts as one beacon, as the visit function does, in the hour given (by
 * default a morning hour of its day; today's, the hour it is now).
 */
async function beacons(visits: VisitsStore, facts: VisitFacts[], hour?: string) {
  for (const each of facts) {
    const at = hour ?? (each.day === today ? thisHour : hourAt(each.day));
    await visits.count(visitKey(each, at, `id${++ids}`));
  }
}

/** Every beacon key of a day, in all its hour folders. */
async function dayKeys(visits: VisitsStore, day: string): Promise<string[]> {
  const hours = await visits.openHours(day);
  return (await Promise.all(hours.map((hour) => visits.hourKeys(day, hour)))).flat();
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

/**
 * A day as the owner's report reads it: from its summary if there is one, else from its hours'
 * summaries and the keys of its hours without one.
 */
async function countsOf(visits: VisitsStore, day: string): Promise<Record<string, number>> {
  const summary = await visits.summary(day);
  if (summary) return summary.counts;
  const counts: Record<string, number> = {};
  const add = (name: string, times: number) => (counts[name] = (counts[name] ?? 0) + times);
  const hourly = await visits.hourSummaries(day);
  for (const one of hourly)
    for (const [name, times] of Object.entries(one.counts)) add(name, times);
  const rolled = new Set(hourly.map((one) => one.hour));
  for (const hour of await visits.openHours(day)) {
    if (rolled.has(hour)) continue;
    for (const key of await visits.hourKeys(day, hour))
      add(key.split('/').slice(2, -1).join('/'), 1);
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
    expect(await dayKeys(stores.visits, yesterday)).toEqual([]);
    expect(await stores.visits.openDays()).toEqual([today]);
    expect(await dayKeys(stores.visits, today)).toHaveLength(6);
    expect(await stores.visits.summary(today)).toBeUndefined();
  });

  it('rolls an hour two minutes after it ended, and its day an hour after the day ended', async () => {
    const { stores } = memoryStore();
    // Yesterday's last hour at the office, 11 p.m. to midnight.
    const lastHour = hourAt(yesterday, 23);
    await beacons(stores.visits, aDay(yesterday), lastHour);
    const midnight = new Date('2026-11-25T00:00:00-05:00');
    expect(officeDay(midnight)).toBe(today);
    const at = (minutes: number) => new Date(midnight.getTime() + minutes * 60_000);

    // A beacon's request may still be writing its key for a minute or so: its keys stay.
    for (const minutes of [0, 1]) {
      expect(await rollUpVisits(stores.visits, at(minutes))).toMatchObject({
        rolled: 0,
        hoursRolled: 0,
      });
    }
    expect(await dayKeys(stores.visits, yesterday)).toHaveLength(6);

    // Two minutes on, the hour is summed and its keys go; the day waits out its hour.
    expect(await rollUpVisits(stores.visits, at(2))).toMatchObject({
      rolled: 0,
      hoursRolled: 1,
      forgotten: 6,
      left: { days: [] },
    });
    expect(await stores.visits.hourSummaries(yesterday)).toEqual([
      { day: yesterday, hour: lastHour, counts: expected(yesterday) },
    ]);
    for (const minutes of [30, 59]) {
      expect((await rollUpVisits(stores.visits, at(minutes))).rolled).toBe(0);
    }
    expect(await stores.visits.summaryDays()).toEqual([]);

    const after = await rollUpVisits(stores.visits, new Date(midnight.getTime() + HOUR + 1000));
    expect(after).toMatchObject({ rolled: 1, hoursRolled: 0, left: { days: [] } });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
    expect(await stores.visits.hourSummaryDays()).toEqual([]);
  });

  it('sums a day from its hours, each hour from its own folder', async () => {
    const { stores } = memoryStore();
    const [morning, evening] = [hourAt(yesterday, 9), hourAt(yesterday, 20)];
    await beacons(stores.visits, aDay(yesterday).slice(0, 2), morning);
    await beacons(stores.visits, aDay(yesterday).slice(2), evening);
    // Today: an hour over, and the hour it is now.
    await beacons(stores.visits, [view(today)], hourAt(today, 8));
    await beacons(stores.visits, [view(today)]);

    const result = await rollUpVisits(stores.visits, noon);

    expect(result).toMatchObject({ rolled: 1, hoursRolled: 3, forgotten: 7, left: { days: [] } });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
    expect(await stores.visits.hourSummaries(yesterday)).toEqual([]);
    expect(await stores.visits.hourSummaries(today)).toEqual([
      { day: today, hour: hourAt(today, 8), counts: { [tallyName(view(today))]: 1 } },
    ]);
    expect(await stores.visits.openHours(today)).toEqual([thisHour]);
    expect(await stores.visits.summary(today)).toBeUndefined();
  });

  it('counts a day rolled up twice once, even with its keys and hours still there', async () => {
    const { stores, state } = memoryStore();
    await beacons(stores.visits, aDay(yesterday));
    // The first pass keeps the hour's summary, then cannot delete two of the keys.
    const [first, second] = await dayKeys(stores.visits, yesterday);
    state.failing.add(`visit/${first}`).add(`visit/${second}`);
    const once = await rollUpVisits(stores.visits, noon);
    expect(once).toMatchObject({
      rolled: 0,
      hoursRolled: 1,
      forgotten: 4,
      left: { days: [yesterday] },
    });
    expect(await dayKeys(stores.visits, yesterday)).toHaveLength(2);
    expect(await countsOf(stores.visits, yesterday)).toEqual(expected(yesterday));

    // The second sums the day, then cannot drop its hour's summary.
    state.failing.clear();
    const cannotDrop: VisitsStore = {
      ...stores.visits,
      dropHourSummary: () => Promise.reject(new Error('the store failed')),
    };
    const twice = await rollUpVisits(cannotDrop, noon);
    expect(twice).toMatchObject({
      rolled: 1,
      hoursRolled: 0,
      forgotten: 2,
      left: { days: [yesterday] },
    });
    expect(await countsOf(stores.visits, yesterday)).toEqual(expected(yesterday));

    const thrice = await rollUpVisits(stores.visits, noon);
    expect(thrice).toMatchObject({ rolled: 0, hoursRolled: 0, forgotten: 0, left: { days: [] } });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
    expect(await stores.visits.openDays()).toEqual([]);
    expect(await stores.visits.hourSummaryDays()).toEqual([]);

    // A fourth pass has nothing to do, and the count stands.
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

  it("keeps every key when the hour's summary cannot be written, and the next pass rolls it up", async () => {
    const { stores, state } = memoryStore();
    await beacons(stores.visits, aDay(yesterday));
    state.failingWrites = (key) => key.startsWith('visit-hour/');

    const failed = await rollUpVisits(stores.visits, noon);
    expect(failed).toMatchObject({ rolled: 0, forgotten: 0, left: { days: [yesterday] } });
    expect(await dayKeys(stores.visits, yesterday)).toHaveLength(6);

    state.failingWrites = () => false;
    expect(await rollUpVisits(stores.visits, noon)).toMatchObject({
      rolled: 1,
      hoursRolled: 1,
      forgotten: 6,
    });
    expect((await stores.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
  });

  it('counts once when a summary was written but its answer was lost', async () => {
    const { kv } = memoryStore();
    // The store keeps each summary's first write, and the pass hears an error for it.
    const answered = new Set<string>();
    const lossy = storesOver({
      ...kv,
      async set(key, data, options) {
        const etag = await kv.set(key, data, options);
        if (etag !== undefined && key.startsWith('visit-') && !answered.has(key)) {
          answered.add(key);
          throw new Error(`no answer writing ${key}`);
        }
        return etag;
      },
    });
    await beacons(lossy.visits, aDay(yesterday));
    for (let pass = 0; pass < 4; pass++) await rollUpVisits(lossy.visits, noon);
    expect(await lossy.visits.openDays()).toEqual([]);
    expect((await lossy.visits.summary(yesterday))?.counts).toEqual(expected(yesterday));
  });

  it("rolls up the other days when one day's summary cannot be written, keeping its hours", async () => {
    const { stores, state } = memoryStore();
    const days = ['2026-11-21', '2026-11-22', '2026-11-23', yesterday];
    for (const day of days) await beacons(stores.visits, aDay(day));
    state.failingWrites = (key) => key === 'visit-day/2026-11-22';

    const first = await rollUpVisits(stores.visits, noon);
    expect(first).toMatchObject({ rolled: 3, hoursRolled: 4, left: { days: ['2026-11-22'] } });
    expect(await stores.visits.summaryDays()).toEqual(['2026-11-21', '2026-11-23', yesterday]);
    expect(await dayKeys(stores.visits, '2026-11-22')).toEqual([]);
    expect(await stores.visits.rolledHours('2026-11-22')).toEqual([hourAt('2026-11-22')]);
    expect(await countsOf(stores.visits, '2026-11-22')).toEqual(expected('2026-11-22'));

    state.failingWrites = () => false;
    expect(await rollUpVisits(stores.visits, noon)).toMatchObject({ rolled: 1, hoursRolled: 0 });
    for (const day of days) {
      expect((await stores.visits.summary(day))?.counts).toEqual(expected(day));
    }
    expect(await stores.visits.openDays()).toEqual([]);
    expect(await stores.visits.hourSummaryDays()).toEqual([]);
  });

  it('loses nothing when a pass is stopped at any call, and the next pass finishes', async () => {
    const days = ['2026-11-23', yesterday];
    // Every call of a whole pass, stopped at each in turn: from there on, the store fails.
    for (let stopAt = 0; ; stopAt++) {
      const { stores } = memoryStore();
      for (const day of days) {
        await beacons(stores.visits, aDay(day).slice(0, 3), hourAt(day, 9));
        await beacons(stores.visits, aDay(day).slice(3), hourAt(day, 15));
      }
      let calls = 0;
      const stopping = around(stores.visits, () => {
        if (calls++ >= stopAt) throw new Error('the pass was stopped');
      });

      const stopped = await rollUpVisits(stopping, noon, { concurrency: 1 });
      // Whatever was done, each day is whole: in its summary, or in its hours' summaries and
      // the keys of its hours without one.
      for (const day of days) expect(await countsOf(stores.visits, day)).toEqual(expected(day));

      const next = await rollUpVisits(stores.visits, noon);
      expect(next.left.days).toEqual([]);
      expect(await stores.visits.openDays()).toEqual([]);
      expect(await stores.visits.hourSummaryDays()).toEqual([]);
      for (const day of days) {
        expect((await stores.visits.summary(day))?.counts).toEqual(expected(day));
      }
      // The last round stopped nothing: the whole pass ran.
      if (calls <= stopAt) {
        expect(stopped).toMatchObject({ rolled: 2, hoursRolled: 4, left: { days: [] } });
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
    const deadlineMs = 4_000;

    const before = performance.now();
    const starts: number[] = [];
    const watched = around(stores.visits, () => starts.push(performance.now() - before));
    const first = await rollUpVisits(watched, noon, { deadlineMs });
    const took = performance.now() - before;

    // Inside its deadline: no call started that could end past it (the wall clock with room
    // for a busy machine's timers).
    expect(Math.max(...starts) + 200).toBeLessThanOrEqual(deadlineMs);
    expect(took).toBeLessThan(deadlineMs + 1_000);
    expect(first).toMatchObject({
      rolled: 0,
      hoursRolled: 1,
      stoppedEarly: true,
      left: { days: [yesterday] },
    });
    expect(first.forgotten).toBeGreaterThan(0);
    const left = (await dayKeys(stores.visits, yesterday)).length;
    expect(left).toBe(2_000 - first.forgotten);

    const second = await rollUpVisits(stores.visits, noon, { deadlineMs });
    expect(second).toMatchObject({ rolled: 0, hoursRolled: 0, left: { days: [yesterday] } });
    expect(second.forgotten).toBeGreaterThan(0);
    expect((await dayKeys(stores.visits, yesterday)).length).toBe(left - second.forgotten);

    state.latencyMs = 0;
    await rollUpVisits(stores.visits, noon);
    expect(await stores.visits.openDays()).toEqual([today]);
    expect((await stores.visits.summary(yesterday))?.counts).toEqual({
      [tallyName(view(yesterday, '/'))]: 1_500,
      [tallyName(view(yesterday, '/contact'))]: 500,
    });
  });

  it('rolls a flooded day, every hour at its budgets’ most keys, in passes each inside its deadline, counting every key once', async () => {
    const { stores, state, kv } = memoryStore();
    // The most keys one hour's folder can hold: every beacon the hour's budget and the first
    // beacons' pool let through, each a speed beacon's three keys.
    const hourMost = 3 * (1 + VISIT_FIRST_POOL_HOURS) * businessBudgets.visitsHour;
    const pages = ['/', '/contact', '/services', 'other'];
    const hours = Array.from({ length: 24 }, (_, at) => hourAt(yesterday, at));
    for (const hour of hours) {
      await Promise.all(
        Array.from({ length: hourMost }, (_, n) =>
          kv.set(`visit/${visitKey(view(yesterday, pages[n % 4]), hour, `f${n}`)}`, ''),
        ),
      );
    }
    state.latencyMs = 50;
    const deadlineMs = 5_000;

    const passes: { took: number; lastStart: number }[] = [];
    let result;
    do {
      const before = performance.now();
      const starts: number[] = [];
      const watched = around(stores.visits, () => starts.push(performance.now() - before));
      // Deletes many at once, so that the test takes seconds: a pass's own 25 at once take
      // more passes, each bounded the same (the bench measures them on the local server).
      result = await rollUpVisits(watched, noon, { deadlineMs, concurrency: 1_000 });
      passes.push({ took: performance.now() - before, lastStart: Math.max(...starts) });
      // However far a pass got (it depends on the machine's speed), each hour is whole: in its
      // summary, or in every one of its keys.
      const rolled = new Set(await stores.visits.rolledHours(yesterday));
      const daySummed = (await stores.visits.summary(yesterday)) !== undefined;
      for (const hour of daySummed ? [] : hours) {
        if (rolled.has(hour)) continue;
        expect((await stores.visits.hourKeys(yesterday, hour)).length, hour).toBe(hourMost);
      }
    } while (result.left.days.length > 0 && passes.length < 20);
    state.latencyMs = 0;

    expect(passes.length).toBeGreaterThan(1);
    for (const { took, lastStart } of passes) {
      expect(lastStart + 50).toBeLessThanOrEqual(deadlineMs);
      // The calls in flight at the deadline end within their own limits: the pass's 20 s leave
      // Netlify's 30 s ten to spare, and a busy test machine needs some of it.
      expect(took).toBeLessThan(deadlineMs + 2_000);
    }
    expect(result.left.days).toEqual([]);
    expect(await stores.visits.openDays()).toEqual([]);
    expect(await stores.visits.hourSummaryDays()).toEqual([]);
    const counts = (await stores.visits.summary(yesterday))?.counts ?? {};
    const each = (24 * hourMost) / 4;
    expect(counts).toEqual(
      Object.fromEntries(pages.map((page) => [tallyName(view(yesterday, page)), each])),
    );
  }, 120_000);

  it("counts no stranger's key, and deletes it", async () => {
    const { stores, kv } = memoryStore();
    await beacons(stores.visits, [view(yesterday)]);
    const hour = hourAt(yesterday);
    const strangers = [
      `visit/${yesterday}/${hour}/view/robot`,
      `visit/${yesterday}/${hour}/view/%E0%A4%A/en/(direct)/phone/x`,
      `visit/${yesterday}/${hour}/view/%2F/en/(direct)/tablet/x`,
      `visit/${yesterday}/${hour}/vital/home/phone/lcp/fast/x`,
      `visit/${yesterday}/${hour}/party/1/2/3/4/x`,
      // The old layout, with no hour; an hour of another day; a day that is not one.
      `visit/${yesterday}/view/%2F/en/(direct)/phone/x`,
      `visit/${yesterday}/2026-11-20T15/view/%2F/en/(direct)/phone/x`,
      `visit/not-a-day/${hour}/view/%2F/en/(direct)/phone/x`,
    ];
    for (const key of strangers) await kv.set(key, '');

    const result = await rollUpVisits(stores.visits, noon);

    expect(result).toMatchObject({ rolled: 1, forgotten: 9, left: { days: [] } });
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
