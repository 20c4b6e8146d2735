/**
 * The time a visit rollup (`visitRollup.ts`) may take, what it keeps room for, and what it
 * tells its caller.
 */

/**
 * Room kept for one store call: a healthy store answers in tens of milliseconds, a slow one in a
 * few hundred, and one that hangs is cut off by the store's own deadline, inside the margin
 * between the pass's budget and Netlify's 30 s (as the pass's tidying keeps, `tidy.ts`).
 */
export const CALL_MS = 250;

/**
 * Room kept for listing one hour folder: at most the hour's budgets' keys (6,000, see
 * `src/config/budgets.ts`), six pages of Blobs' listing.
 */
export const LIST_MS = 8 * CALL_MS;

/** Deletes at once: the pass's own bound (`CONCURRENCY` in `passState.ts`). */
export const DELETES_AT_ONCE = 25;

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
  /** Hours whose summary this pass kept. */
  hoursRolled: number;
  /** Beacons' keys deleted: counted in a summary, a stranger's, or past keeping. */
  forgotten: number;
  /** Day summaries past keeping, dropped. */
  dropped: number;
  /** Time ran out with work left for the next pass. */
  stoppedEarly: boolean;
  /**
   * What is left for the next pass: days with an hour over and keys still kept, or over and not
   * yet summed; old summaries.
   */
  left: { days: string[]; summaries: number };
}

/** Whether work of `ms` still ends inside the rollup's time, from its start. */
export function budget({ deadlineMs = DEFAULT_DEADLINE_MS, roomFor }: RollupOptions) {
  if (roomFor) return roomFor;
  const startedAt = performance.now();
  return (ms: number) => performance.now() - startedAt + ms <= deadlineMs;
}
