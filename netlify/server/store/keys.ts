import { retentionDays } from '#src/config/retention';
import type { KeyValue } from './keyValue';
import type { StoredSubmission } from './record';

/**
 * The key layout of the one Blobs store each deploy context has, shared by the small stores
 * over it (`stores.ts`). Stored data is read back by these names: never rename one.
 */
export const keys = {
  record: 'submission/',
  /** `file/<id>/<sha256>`: a résumé, under its content's hash. */
  file: 'file/',
  pending: 'index/pending/',
  held: 'index/held/',
  /** `index/over-budget/<arrival ms, zero-padded>/<id>`: held over budget, not yet listed to staff. */
  overBudget: 'index/over-budget/',
  /** `index/expire/<status>/<ms, zero-padded so keys sort by time>/<id>` */
  expire: 'index/expire/',
  counts: 'counts',
  budget: 'budget/',
  /** `budget/<hour>/alerted/<name>`: an alarm raised this hour (see `firstInHour`). */
  alerted: 'alerted',
  tally: 'tally/',
  dayBudget: 'budget-day/',
  flag: 'flag/',
  once: 'once/',
  leads: 'leads/',
  /**
   * `visit/<office day>/<UTC hour>/<what was counted>/<id>`: one page's beacon, until its hour
   * is rolled up.
   */
  visit: 'visit/',
  /** `visit-hour/<day>/<hour>`: an hour's visit counts, until its day is rolled up. */
  visitHour: 'visit-hour/',
  /** `visit-day/<day>`: a day's visit counts, rolled up from its hours'. */
  visitDay: 'visit-day/',
  /** Kept as long as its submission: `remove` deletes both. */
  followUp: 'follow-up/',
  /** `index/call-due/<ms, zero-padded>/<id>`: when each kept lead was promised a call. */
  callDue: 'index/call-due/',
  /**
   * `escalated/<id>`: a lead's reminder claim, its metadata `{ at, sent }`. Kept as long as its
   * submission, so a lead is never reminded twice.
   */
  escalated: 'escalated/',
} as const;

const DAY = 24 * 60 * 60_000;
export const SENT_RETENTION_MS = retentionDays.sent * DAY;
const HELD_RETENTION_MS = retentionDays.held * DAY;

/** When a record that is no longer pending may be deleted; pending ones are never due. */
function expiresAt(record: StoredSubmission): number | undefined {
  if (record.status === 'sent') return Date.parse(record.sentAt ?? '') + SENT_RETENTION_MS;
  if (record.status === 'held') return Date.parse(record.receivedAt) + HELD_RETENTION_MS;
  return undefined;
}

/** The record's expiry marker (see `keys.expire`), or none while it may not be deleted. */
export function expireMarker(record: StoredSubmission): string | undefined {
  const at = expiresAt(record);
  if (at === undefined || Number.isNaN(at)) return undefined;
  return `${keys.expire}${record.status}/${padded(at)}/${record.id}`;
}

/** A time in ms, zero-padded so keys sort by it. */
export const padded = (ms: number) => String(ms).padStart(15, '0');
export const hourOf = (date: Date) => date.toISOString().slice(0, 13);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const encoder = new TextEncoder();
const decoder = new TextDecoder();
export const json = (value: unknown) => encoder.encode(JSON.stringify(value));
export const parse = <T>(data: Uint8Array) => JSON.parse(decoder.decode(data)) as T;

/** Every key under `prefix`, the prefix cut off. */
export const keysAfter = async (kv: KeyValue, prefix: string) =>
  (await kv.list(prefix)).map((key) => key.slice(prefix.length));

/**
 * Deletes a key a store listed, refusing any other: a store's `drop` never reaches into what
 * another store keeps.
 */
export function dropper(kv: KeyValue, ...prefixes: string[]) {
  return async (key: string) => {
    if (!prefixes.some((prefix) => key.startsWith(prefix))) {
      throw new Error(`not this store's key: ${key}`);
    }
    await kv.delete(key);
  };
}
