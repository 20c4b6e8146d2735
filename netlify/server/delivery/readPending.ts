import { logEvent } from '../shared/log';
import { mapLimit } from '../shared/mapLimit';
import type { StoredSubmission, Versioned } from '../store/record';
import type { SubmissionsStore } from '../store/submissions';
import { CONCURRENCY, errorText, type Pass } from './passState';

const MINUTE = 60_000;
/** A file with no submission, this old, was left by a create that failed. */
export const ORPHAN_AFTER_MS = 60 * MINUTE;

/**
 * Every pending record, read one by one. A read that fails skips that record for this pass,
 * but it still counts as pending, aged from its marker: a lead nobody can read is a lead
 * nobody has, and after an hour it raises the alarm like any other.
 */
export async function readPending(pass: Pass, submissions: SubmissionsStore): Promise<Versioned[]> {
  const ids = await submissions.pendingIds();
  const found = await mapLimit(ids, CONCURRENCY, async (id) => {
    try {
      const entry = await submissions.read(id);
      if (!entry) {
        await submissions.dropStalePending(id, new Date(pass.now().getTime() - ORPHAN_AFTER_MS));
      } else if (entry.record.status !== 'pending') {
        // Sent or held, but a marker said pending: a write that was cut short, mended now.
        await submissions.settle(entry.record);
      } else {
        return entry;
      }
    } catch (error) {
      pass.tally.skipped++;
      logEvent('warn', 'record-unreadable', { id, error: errorText(error) });
      const since = await submissions.pendingSince(id).catch(() => undefined);
      pass.unreadable.set(id, since ?? pass.now().toISOString());
    }
    return undefined;
  });
  const pending = found.filter((entry): entry is Versioned => entry !== undefined);
  for (const { record } of pending) pass.latest.set(record.id, record);
  // Compared, not called: a malformed record without its time sorts last, and stops nothing.
  return pending.sort((a, b) => byArrival(a.record.receivedAt, b.record.receivedAt));
}

function byArrival(a: unknown, b: unknown): number {
  if (typeof a !== 'string') return typeof b === 'string' ? 1 : 0;
  if (typeof b !== 'string') return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** When an attempt's outcome is unknown: the attempt's start, or the claim left behind. */
export function unknownSince(record: StoredSubmission, now: number): string | undefined {
  if (record.unknownSince) return record.unknownSince;
  if (record.inFlightSince && Date.parse(record.nextAttemptAt) <= now) return record.inFlightSince;
  return undefined;
}

/** Due for a send: its backoff ran out, or, backoff ignored, it was tried and is not claimed. */
export function isDue(record: StoredSubmission, now: number, ignoreBackoff: boolean): boolean {
  if (Date.parse(record.nextAttemptAt) <= now) return true;
  const claimed = record.inFlightSince || record.unknownSince;
  return ignoreBackoff && record.attempts > 0 && !claimed;
}
