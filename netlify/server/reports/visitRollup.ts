import { leadCountsMonths } from '#src/config/retention';
import { officeDay } from '../shared/callBack';
import { logEvent } from '../shared/log';
import { mapLimit } from '../shared/mapLimit';
import type { DaySummary, VisitsStore } from '../store/visits';
import { tallyOfKey } from './visitKeys';

/**
 * The daily rollup of the visit beacons' keys (`visitKeys.ts`): once a day has been over for an
 * hour, its keys are tallied into one summary, kept only if none is kept yet, and then deleted.
 * A day with a summary is never counted again; its keys that are left are only deleted. So a
 * pass stopped anywhere loses nothing (before its summary is kept every key of the day is
 * there, after it the summary holds them), and a day rolled up twice, or by two passes at once,
 * counts once. Summaries, and any keys, older than the counts are kept for are dropped.
 */

const HOUR_MS = 60 * 60_000;

/**
 * A beacon's request may still be writing its key for Netlify's 60 s after its day ended: an
 * hour later, every key of the day is in.
 */
const SETTLED_AFTER_MS = HOUR_MS;

/**
 * Room kept for one store call: a healthy store answers in tens of milliseconds, a slow one in a
 * few hundred, and one that hangs is cut off by the store's own deadline, inside the margin
 * between the pass's budget and Netlify's 30 s (as the pass's tidying keeps, `tidy.ts`).
 */
const CALL_MS = 250;

/** Deletes at once: the pass's own bound (`CONCURRENCY` in `passState.ts`). */
const DELETES_AT_ONCE = 25;

/** Without a deadline of its own, as long as a redelivery pass may take. */
const DEFAULT_DEADLINE_MS = 20_000;

export interface RollupOptions {
  /** Milliseconds from the rollup's start after which no store call starts. */
  deadlineMs?: number;
  /**
   * Or the caller's own budget, whether work of `ms` still ends inside it: the redelivery pass's
   * `roomFor`, so the rollup takes only the time the pass has left.
   */
  roomFor?: (ms: number) => boolean;
  /** Store calls at once while deleting. */
  concurrency?: number;
}

export interface VisitRollup {
  /** Days whose summary this pass kept. */
  rolled: number;
  /** Beacons' keys deleted: counted in a summary, a stranger's, or past keeping. */
  forgotten: number;
  /** Summaries past keeping, dropped. */
  dropped: number;
  /** Time ran out with work left for the next pass. */
  stoppedEarly: boolean;
  /** What is left for the next pass: days over an hour with keys still kept, old summaries. */
  left: { days: string[]; summaries: number };
}

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The first day whose counts are still kept: earlier summaries and keys go. */
export function firstKeptDay(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadCountsMonths);
  return officeDay(cutoff);
}

/**
 * Whether a day's keys are all in: its office day ended over an hour ago, that is, the office's
 * calendar an hour ago showed a later day.
 */
function isSettled(day: string, now: Date): boolean {
  return day < officeDay(new Date(now.getTime() - SETTLED_AFTER_MS));
}

/** One day's keys tallied: each counted thing's name and how often; a stranger's key is not. */
function tallyDay(day: string, keys: readonly string[]): DaySummary {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const tally = tallyOfKey(key);
    if (tally?.day !== day) continue;
    counts.set(tally.name, (counts.get(tally.name) ?? 0) + 1);
  }
  return { day, counts: Object.fromEntries(counts) };
}

const errorText = (error: unknown) => String(error).slice(0, 200);

function budget({ deadlineMs = DEFAULT_DEADLINE_MS, roomFor }: RollupOptions) {
  if (roomFor) return roomFor;
  const startedAt = performance.now();
  return (ms: number) => performance.now() - startedAt + ms <= deadlineMs;
}

/**
 * Rolls every settled day's keys into its summary and deletes them, oldest day first, then drops
 * the summaries past keeping, in the time it is given. A failing call is logged and skips only
 * its own day (or its own key): the next pass finds what it left and finishes it.
 */
export async function rollUpVisits(
  visits: VisitsStore,
  now: Date,
  options: RollupOptions = {},
): Promise<VisitRollup> {
  const roomFor = budget(options);
  const atOnce = options.concurrency ?? DELETES_AT_ONCE;
  const result: VisitRollup = {
    rolled: 0,
    forgotten: 0,
    dropped: 0,
    stoppedEarly: false,
    left: { days: [], summaries: 0 },
  };
  const room = () => {
    if (roomFor(CALL_MS)) return true;
    result.stoppedEarly = true;
    return false;
  };
  const keptFrom = firstKeptDay(now);

  /** Deletes the keys while there is time: true when none is left. */
  const forgetAll = async (day: string, keys: readonly string[]) => {
    let left = keys.length;
    let failed = 0;
    let lastError: unknown;
    await mapLimit(keys, atOnce, async (key) => {
      if (!room()) return;
      try {
        await visits.forget(key);
        result.forgotten++;
        left--;
      } catch (error) {
        failed++;
        lastError = error;
      }
    });
    if (failed > 0) {
      logEvent('warn', 'visit-key-delete-failed', { day, failed, error: errorText(lastError) });
    }
    return left === 0;
  };

  /** One settled day: summed if it has no summary yet, then its keys deleted. */
  const closeDay = async (day: string) => {
    // A stranger's day, or one past keeping: nothing there is counted any more.
    if (!isDay(day) || day < keptFrom) return forgetAll(day, await visits.dayKeys(day));
    const [summary, keys] = await Promise.all([visits.summary(day), visits.dayKeys(day)]);
    if (!summary) {
      const tallied = tallyDay(day, keys);
      if (Object.keys(tallied.counts).length > 0) {
        if (!room()) return false;
        // Written only if new: if another pass kept one first, theirs stands, and counts once.
        if (await visits.keepSummary(tallied)) result.rolled++;
      }
    }
    return forgetAll(day, keys);
  };

  let settled: string[] = [];
  if (room()) {
    try {
      settled = (await visits.openDays()).filter((day) => !isDay(day) || isSettled(day, now));
    } catch (error) {
      logEvent('warn', 'visit-rollup-list-failed', { error: errorText(error) });
    }
  }
  for (const day of settled) {
    let done = false;
    if (room()) {
      try {
        done = await closeDay(day);
      } catch (error) {
        logEvent('warn', 'visit-rollup-failed', { day, error: errorText(error) });
      }
    }
    if (!done) result.left.days.push(day);
  }

  if (room()) {
    try {
      const old = (await visits.summaryDays()).filter((day) => isDay(day) && day < keptFrom);
      await mapLimit(old, atOnce, async (day) => {
        if (!room()) return;
        try {
          await visits.dropSummary(day);
          result.dropped++;
        } catch (error) {
          logEvent('warn', 'visit-summary-drop-failed', { day, error: errorText(error) });
        }
      });
      result.left.summaries = old.length - result.dropped;
    } catch (error) {
      logEvent('warn', 'visit-rollup-list-failed', { error: errorText(error) });
    }
  }

  if (result.rolled + result.forgotten + result.dropped > 0 || result.left.days.length > 0) {
    logEvent('info', 'visit-rollup', {
      rolled: result.rolled,
      forgotten: result.forgotten,
      dropped: result.dropped,
      stoppedEarly: result.stoppedEarly,
      daysLeft: result.left.days.length,
      summariesLeft: result.left.summaries,
    });
  }
  return result;
}
