import { leadCountsMonths } from '#src/config/retention';
import { officeDay } from '../shared/callBack';
import type { DaySummary, HourSummary } from '../store/visits';
import { hourStart, tallyOfKey } from './visitKeys';

/**
 * What the visit rollup (`visitRollup.ts`) goes by: when an hour's and a day's keys are all in,
 * which days are still kept, and how keys and hours add up. Pure, so each rule is tested alone.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A beacon's request may still be writing its key for Netlify's 60 s after its hour ended: two
 * minutes later, every key of the hour is in.
 */
const HOUR_SETTLED_AFTER_MS = 2 * MINUTE_MS;

/** A day is summed once it has been over an hour, well after its last hour settled. */
const SETTLED_AFTER_MS = HOUR_MS;

export const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

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
export function isSettled(day: string, now: Date): boolean {
  return day < officeDay(new Date(now.getTime() - SETTLED_AFTER_MS));
}

/** Whether an hour's keys are all in: it ended over two minutes ago. */
export function isHourSettled(hour: string, now: Date): boolean {
  return hourStart(hour) + HOUR_MS + HOUR_SETTLED_AFTER_MS <= now.getTime();
}

/** One hour's keys tallied: each counted thing's name and how often; a stranger's key is not. */
export function tallyHour(day: string, hour: string, keys: readonly string[]): HourSummary {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const tally = tallyOfKey(key);
    if (tally?.day !== day || tally.hour !== hour) continue;
    counts.set(tally.name, (counts.get(tally.name) ?? 0) + 1);
  }
  return { day, hour, counts: Object.fromEntries(counts) };
}

/** Whether a key is one of ours, of that day and hour. */
export function isOurs(day: string, hour: string, key: string): boolean {
  const tally = tallyOfKey(key);
  return tally?.day === day && tally.hour === hour;
}

/** A day's hour summaries added up. */
export function sumHours(day: string, hours: readonly HourSummary[]): DaySummary {
  const counts: Record<string, number> = {};
  for (const summary of hours) {
    if (summary.day !== day) continue;
    for (const [name, times] of Object.entries(summary.counts)) {
      if (Number.isFinite(times) && times > 0) counts[name] = (counts[name] ?? 0) + times;
    }
  }
  return { day, counts };
}
