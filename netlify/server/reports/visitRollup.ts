import { logEvent } from '../shared/log';
import { mapLimit } from '../shared/mapLimit';
import type { VisitsStore } from '../store/visits';
import {
  budget,
  CALL_MS,
  DELETES_AT_ONCE,
  LIST_MS,
  type RollupOptions,
  type VisitRollup,
} from './rollupBudget';
import {
  firstKeptDay,
  isDay,
  isHourSettled,
  isOurs,
  isSettled,
  sumHours,
  tallyHour,
} from './rollupRules';
import { isHourOf } from './visitKeys';

/**
 * The rollup of the visit beacons' keys (`visitKeys.ts`), in two steps. Once a UTC hour has
 * been over two minutes, its folder's keys (at most the hour's budgets') are tallied into the
 * hour's summary, kept only if none is kept yet, and then deleted; an hour with a summary is
 * never counted again, and its keys that are left are only deleted. Once its office day has
 * been over an hour and none of its hour folders has a key left, the day's hour summaries are
 * added into one day summary, kept only if new, and then dropped; a day with a summary is never
 * summed again, and its hour summaries that are left are only dropped. So a pass stopped
 * anywhere loses nothing (an hour is whole in its keys or in its summary, a day in its hours or
 * in its summary), and an hour or a day rolled up twice, or by two passes at once, counts once.
 * No listing is longer than one hour's keys, whatever a flood sends. Summaries, and any keys,
 * older than the counts are kept for are dropped.
 */

const errorText = (error: unknown) => String(error).slice(0, 200);

/** One open day as the pass found it. */
interface OpenDay {
  day: string;
  /** A stranger's day or one past keeping: its keys are only deleted, its summaries dropped. */
  gone: boolean;
  /** Its hour folders, as listed. */
  hours: string[];
  /** Its hours with a summary. */
  rolled: Set<string>;
  /** Each hour folder's keys, as this pass listed them. */
  keysOf: Map<string, string[]>;
  /** Hour folders this pass found, or left, with no key. */
  emptied: Set<string>;
  /** Whether anything due was left undone (or failed). */
  unfinished: boolean;
}

/**
 * Rolls every settled hour's keys into its summary, oldest day first, and only then deletes
 * keys, so that a flood's backlog of deletes never keeps an hour unsummed (the report would
 * read its keys); then sums each settled day whose hours are all rolled, and drops the
 * summaries past keeping, in the time it is given. A failing call is logged and skips only its
 * own hour or day (or its own key): the next pass finds what it left and finishes it.
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
    hoursRolled: 0,
    forgotten: 0,
    dropped: 0,
    stoppedEarly: false,
    left: { days: [], summaries: 0 },
  };
  const room = (ms = CALL_MS) => {
    if (roomFor(ms)) return true;
    result.stoppedEarly = true;
    return false;
  };
  const keptFrom = firstKeptDay(now);
  /** Whether an hour's keys are due: settled, a stranger's folder, or a day past keeping. */
  const isDue = (open: OpenDay, hour: string) =>
    open.gone || !isHourOf(open.day, hour) || isHourSettled(hour, now);

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

  /** Runs one step of a day, logging a failure and marking the day unfinished. */
  const step = async (open: OpenDay, work: () => Promise<void>) => {
    if (!room()) {
      open.unfinished = true;
      return;
    }
    try {
      await work();
    } catch (error) {
      open.unfinished = true;
      logEvent('warn', 'visit-rollup-failed', { day: open.day, error: errorText(error) });
    }
  };

  /** Lists a day's hour folders and hour summaries. */
  const find = async (open: OpenDay) => {
    const [hours, rolled] = await Promise.all([
      visits.openHours(open.day),
      open.gone ? [] : visits.rolledHours(open.day),
    ]);
    open.hours = hours;
    open.rolled = new Set(rolled);
  };

  /** One settled hour's keys summed, unless it has a summary: its keys stay for the deletes. */
  const rollHour = async (open: OpenDay, hour: string) => {
    if (!room(LIST_MS)) {
      open.unfinished = true;
      return;
    }
    const keys = await visits.hourKeys(open.day, hour);
    open.keysOf.set(hour, keys);
    const tallied = tallyHour(open.day, hour, keys);
    // Nothing of ours in it (a stranger's keys, or none): nothing to sum, its keys only go.
    if (Object.keys(tallied.counts).length === 0) return;
    if (!room()) {
      open.unfinished = true;
      return;
    }
    // Written only if new: if another pass kept one first, theirs stands, and counts once.
    if (await visits.keepHourSummary(tallied)) result.hoursRolled++;
    open.rolled.add(hour);
  };

  /** A due hour's keys deleted, if it has its summary or holds nothing of ours. */
  const clearHour = async (open: OpenDay, hour: string) => {
    let keys = open.keysOf.get(hour);
    if (!keys) {
      if (!room(LIST_MS)) {
        open.unfinished = true;
        return;
      }
      keys = await visits.hourKeys(open.day, hour);
    }
    const mayGo =
      open.gone ||
      !isHourOf(open.day, hour) ||
      open.rolled.has(hour) ||
      !keys.some((key) => isOurs(open.day, hour, key));
    // Keys of ours that no summary holds (one this pass could not keep, or keys that came after
    // its listing): the next pass sums them first.
    if (!mayGo) {
      open.unfinished = true;
      return;
    }
    if (await forgetAll(open.day, keys)) open.emptied.add(hour);
    else open.unfinished = true;
  };

  /** A settled day whose hours are all rolled and emptied: summed, then its hours' summaries go. */
  const closeDay = async (open: OpenDay) => {
    const { day } = open;
    if (open.hours.some((hour) => !open.emptied.has(hour))) {
      open.unfinished = true;
      return;
    }
    let hours = [...open.rolled];
    if (!open.gone) {
      const summary = await visits.summary(day);
      if (!summary) {
        // Read after every hour folder was found empty: each hour's summary was kept before its
        // keys went, so every hour of the day is here.
        if (!room()) {
          open.unfinished = true;
          return;
        }
        const hourly = await visits.hourSummaries(day);
        hours = hourly.map((one) => one.hour);
        const summed = sumHours(day, hourly);
        if (Object.keys(summed.counts).length > 0) {
          if (!room()) {
            open.unfinished = true;
            return;
          }
          if (await visits.keepSummary(summed)) result.rolled++;
        }
      }
    } else {
      hours = await visits.rolledHours(day);
    }
    await mapLimit(hours, atOnce, async (hour) => {
      if (!room()) {
        open.unfinished = true;
        return;
      }
      try {
        await visits.dropHourSummary(day, hour);
      } catch (error) {
        open.unfinished = true;
        logEvent('warn', 'visit-hour-drop-failed', { day, hour, error: errorText(error) });
      }
    });
  };

  const days = new Set<string>();
  if (room()) {
    const lists = [visits.openDays(), visits.hourSummaryDays()];
    for (const listed of await Promise.allSettled(lists)) {
      if (listed.status === 'fulfilled') for (const day of listed.value) days.add(day);
      else logEvent('warn', 'visit-rollup-list-failed', { error: errorText(listed.reason) });
    }
  }
  const open: OpenDay[] = [...days].sort().map((day) => ({
    day,
    gone: !isDay(day) || day < keptFrom,
    hours: [],
    rolled: new Set(),
    keysOf: new Map(),
    emptied: new Set(),
    unfinished: false,
  }));
  const listed = new Set<OpenDay>();
  for (const each of open)
    await step(each, async () => {
      await find(each);
      listed.add(each);
    });
  // First every settled hour summed, then the deletes, then the days.
  for (const each of open) {
    if (!listed.has(each) || each.gone) continue;
    for (const hour of each.hours) {
      if (!isHourOf(each.day, hour) || !isHourSettled(hour, now) || each.rolled.has(hour)) continue;
      await step(each, () => rollHour(each, hour));
    }
  }
  for (const each of open) {
    if (!listed.has(each)) continue;
    for (const hour of each.hours) {
      if (isDue(each, hour)) await step(each, () => clearHour(each, hour));
    }
  }
  for (const each of open) {
    const due = each.gone || isSettled(each.day, now);
    if (listed.has(each) && !each.unfinished && due) await step(each, () => closeDay(each));
    if (!listed.has(each) || each.unfinished) result.left.days.push(each.day);
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

  const worked = result.rolled + result.hoursRolled + result.forgotten + result.dropped;
  if (worked > 0 || result.left.days.length > 0) {
    logEvent('info', 'visit-rollup', {
      rolled: result.rolled,
      hoursRolled: result.hoursRolled,
      forgotten: result.forgotten,
      dropped: result.dropped,
      stoppedEarly: result.stoppedEarly,
      daysLeft: result.left.days.length,
      summariesLeft: result.left.summaries,
    });
  }
  return result;
}
