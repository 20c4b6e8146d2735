import type { KeyValue } from './keyValue';
import { dropper, json, keys, keysAfter, parse } from './keys';

/** A day's visit counts: each counted thing, by name (`reports/visitKeys.ts`), and how often. */
export interface DaySummary {
  day: string;
  counts: Record<string, number>;
}

/** One UTC clock hour's visit counts (`2026-11-27T14`), of its office day. */
export interface HourSummary extends DaySummary {
  hour: string;
}

/**
 * The owner's visit counts: one key per beacon in its hour's folder while the hour lasts, then
 * one summary per hour, then one per day (see `reports/visitRollup.ts`). Nothing in any of them
 * says who visited. Each listing is bounded: a day's folder holds hours, an hour's folder at most
 * the hour's budgets' keys, a day's hour summaries 24 (25 on the autumn's long day).
 */
export interface VisitsStore {
  /** Adds one beacon's key: its day and hour first, its facts in its name (`reports/visitKeys.ts`). */
  count(key: string): Promise<void>;
  /**
   * The days that still have hour folders, oldest first. A day whose keys were all forgotten
   * may still be named (Netlify's local server keeps its emptied folders).
   */
  openDays(): Promise<string[]>;
  /** The hour folders of one day, oldest first; an emptied one may still be named, as above. */
  openHours(day: string): Promise<string[]>;
  /** Every beacon key of one hour folder, as `count` was given it. */
  hourKeys(day: string, hour: string): Promise<string[]>;
  /** Deletes one beacon key of `hourKeys`. */
  forget(key: string): Promise<void>;
  /** Keeps an hour's summary unless one is kept already: true when this call kept it. */
  keepHourSummary(summary: HourSummary): Promise<boolean>;
  /** The hours of one day with a summary, oldest first, from the listing alone. */
  rolledHours(day: string): Promise<string[]>;
  /** The hour summaries of one day, oldest first. */
  hourSummaries(day: string): Promise<HourSummary[]>;
  /** The days with hour summaries, oldest first. */
  hourSummaryDays(): Promise<string[]>;
  dropHourSummary(day: string, hour: string): Promise<void>;
  /** Keeps a day's summary unless one is kept already: true when this call kept it. */
  keepSummary(summary: DaySummary): Promise<boolean>;
  summary(day: string): Promise<DaySummary | undefined>;
  /** The days with a summary, oldest first. */
  summaryDays(): Promise<string[]>;
  dropSummary(day: string): Promise<void>;
}

/** Hour summaries read at once. */
const READS_AT_ONCE = 8;

export function visitsStore(kv: KeyValue): VisitsStore {
  const { visit: VISIT, visitHour: HOUR, visitDay: DAY } = keys;
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  const drop = dropper(kv, VISIT, HOUR, DAY);
  const rolledHours = async (day: string) => sorted(await keysAfter(kv, `${HOUR}${day}/`));
  return {
    async count(key) {
      await kv.set(VISIT + key, '');
    },
    // The days and hours are the folders: listing a busy day's keys on every pass costs pages.
    openDays: async () => sorted(await kv.folders(VISIT)),
    openHours: async (day) => sorted(await kv.folders(`${VISIT}${day}/`)),
    async hourKeys(day, hour) {
      const folder = `${day}/${hour}/`;
      return (await keysAfter(kv, VISIT + folder)).map((key) => folder + key);
    },
    forget: (key) => drop(VISIT + key),
    async keepHourSummary(summary) {
      const key = `${HOUR}${summary.day}/${summary.hour}`;
      return (await kv.set(key, json(summary), { onlyIfNew: true })) !== undefined;
    },
    rolledHours,
    async hourSummaries(day) {
      const hours = await rolledHours(day);
      const found: HourSummary[] = [];
      for (let at = 0; at < hours.length; at += READS_AT_ONCE) {
        const read = await Promise.all(
          hours.slice(at, at + READS_AT_ONCE).map((hour) => kv.get(`${HOUR}${day}/${hour}`)),
        );
        for (const entry of read) if (entry) found.push(parse<HourSummary>(entry.data));
      }
      return found;
    },
    hourSummaryDays: async () => sorted(await kv.folders(HOUR)),
    dropHourSummary: (day, hour) => drop(`${HOUR}${day}/${hour}`),
    async keepSummary(summary) {
      return (await kv.set(DAY + summary.day, json(summary), { onlyIfNew: true })) !== undefined;
    },
    async summary(day) {
      const found = await kv.get(DAY + day);
      return found && parse<DaySummary>(found.data);
    },
    summaryDays: async () => sorted(await keysAfter(kv, DAY)),
    dropSummary: (day) => drop(DAY + day),
  };
}
