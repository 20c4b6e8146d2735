import { mapLimit } from '../shared/mapLimit';
import type { KeyValue } from './keyValue';
import { dropper, hourOf, json, keys, keysAfter, parse } from './keys';

/** Counts without personal data, saved by each redelivery pass for the status endpoint. */
interface SavedCounts {
  pending: number;
  /** When the oldest pending submission arrived; absent when none is pending. */
  oldestPendingAt?: string;
  /** Held in the last 24 hours. */
  held: number;
  /** Pending records the pass could not read (counted in `pending` too). */
  unreadable?: number;
  /** The last 24 hours' counts by name (see `tally`). */
  lastDay?: Record<string, number>;
  countedAt: string;
}

/**
 * Counts with no one's details in them: the pass's saved counts, the hourly tallies the status
 * and the alarms read, and the owner's lead counts.
 */
export interface CountsStore {
  saveCounts(counts: SavedCounts): Promise<void>;
  readCounts(): Promise<SavedCounts | undefined>;
  /** Adds one to a named count of the clock hour of `at` (turned away, bounced, …). */
  tally(name: string, at: Date): Promise<void>;
  /** The named counts of the hours since `since`, summed by name. */
  tallies(since: Date): Promise<Record<string, number>>;
  /** Count keys of hours before `before`. */
  oldTallies(before: Date): Promise<string[]>;
  /** Deletes a count key `oldTallies` gave. */
  drop(key: string): Promise<void>;
  /** Adds one lead to the owner's counts: its facts are the key (see `reports/leadKeys.ts`). */
  countLead(key: string): Promise<void>;
  /** Every counted lead's key, or those of one month (`2026-11`), relative to the counts. */
  leadKeys(month?: string): Promise<string[]>;
  /** Deletes one counted lead by its relative key. */
  forgetLead(key: string): Promise<void>;
}

export function countsStore(kv: KeyValue): CountsStore {
  const { tally: TALLY, leads: LEADS } = keys;
  const hourOfKey = (key: string) => key.slice(TALLY.length).split('/')[0] ?? '';
  return {
    async saveCounts(counts) {
      await kv.set(keys.counts, json(counts));
    },
    async readCounts() {
      const found = await kv.get(keys.counts);
      return found && parse<SavedCounts>(found.data);
    },
    async tally(name, at) {
      const key = `${TALLY}${hourOf(at)}/${name}`;
      // A count two requests raise at once may lose one: close enough for a monitor.
      for (let tries = 0; tries < 3; tries++) {
        const found = await kv.get(key);
        const count = Number(found?.metadata.count ?? 0) + 1;
        const condition = found ? { onlyIfMatch: found.etag } : { onlyIfNew: true };
        if ((await kv.set(key, '', { ...condition, metadata: { count } })) !== undefined) return;
      }
    },
    async tallies(since) {
      const from = hourOf(since);
      const found = (await kv.list(TALLY)).filter((key) => hourOfKey(key) >= from);
      const sums: Record<string, number> = {};
      for (const entry of await mapLimit(found, 10, async (key) => ({
        name: key.slice(TALLY.length).split('/').slice(1).join('/'),
        count: Number((await kv.get(key))?.metadata.count ?? 0),
      }))) {
        sums[entry.name] = (sums[entry.name] ?? 0) + entry.count;
      }
      return sums;
    },
    async oldTallies(before) {
      const hour = hourOf(before);
      return (await kv.list(TALLY)).filter((key) => hourOfKey(key) < hour);
    },
    drop: dropper(kv, TALLY),
    async countLead(key) {
      await kv.set(LEADS + key, '');
    },
    leadKeys: (month) =>
      keysAfter(kv, LEADS + (month ?? '')).then((found) =>
        month ? found.map((key) => month + key) : found,
      ),
    forgetLead: (key) => kv.delete(LEADS + key),
  };
}
