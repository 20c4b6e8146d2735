import type { KeyValue } from './keyValue';
import { dropper, json, keys, keysAfter, parse } from './keys';

/** A day's visit counts: each counted thing, by name (`reports/visitKeys.ts`), and how often. */
export interface DaySummary {
  day: string;
  counts: Record<string, number>;
}

/**
 * The owner's visit counts: one key per beacon while its day lasts, then one summary per day
 * (see `reports/visitRollup.ts`). Nothing in either says who visited.
 */
export interface VisitsStore {
  /** Adds one beacon's key: its day first, its facts in its name (`reports/visitKeys.ts`). */
  count(key: string): Promise<void>;
  /**
   * The days that still have beacons' keys, oldest first. A day whose keys were all forgotten
   * may still be named (Netlify's local server keeps its emptied folder).
   */
  openDays(): Promise<string[]>;
  /** Every beacon key of one day, as `count` was given it. */
  dayKeys(day: string): Promise<string[]>;
  /** Deletes one beacon key of `dayKeys`. */
  forget(key: string): Promise<void>;
  /** Keeps a day's summary unless one is kept already: true when this call kept it. */
  keepSummary(summary: DaySummary): Promise<boolean>;
  summary(day: string): Promise<DaySummary | undefined>;
  /** The days with a summary, oldest first. */
  summaryDays(): Promise<string[]>;
  dropSummary(day: string): Promise<void>;
}

export function visitsStore(kv: KeyValue): VisitsStore {
  const { visit: VISIT, visitDay: DAY } = keys;
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  const drop = dropper(kv, VISIT, DAY);
  return {
    async count(key) {
      await kv.set(VISIT + key, '');
    },
    // The days are the folders: listing a busy day's keys on every pass would cost pages.
    openDays: async () => sorted(await kv.folders(VISIT)),
    async dayKeys(day) {
      return (await keysAfter(kv, `${VISIT}${day}/`)).map((key) => `${day}/${key}`);
    },
    forget: (key) => drop(VISIT + key),
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
