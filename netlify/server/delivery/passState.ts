import type { MailConfig } from '../mail/config';
import { CLAIM_MS } from './delivery';
import { noteAcknowledgementTrouble, refusedAcknowledgement } from '../mail/acknowledgementLimits';
import type { FormRegistry } from '../shared/forms';
import { logAlert } from '../shared/log';
import type { Mailer } from '../mail/mail';
import type { StoredSubmission, Versioned } from '../store/record';
import type { Stores } from '../store/stores';
import type { SubmissionsStore } from '../store/submissions';

/**
 * What one redelivery pass carries from step to step: its clock and time budget, what it knows
 * of each pending record, its tally, and the conditional writes that claim and settle a record.
 */

/**
 * Every call of a pass ends, at its timeout, inside this. Netlify stops a scheduled function
 * at 30 s: the margin covers reading, writing results down and a slow start.
 */
const PASS_BUDGET_MS = 20_000;

export const CONCURRENCY = 25;

export interface PassDeps {
  /** All of them: the pass sends, lists, reminds, counts and tidies. */
  stores: Stores;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
  /**
   * Try every pending submission that was tried before, whatever its backoff says (for
   * `npm run redeliver -- --now` after fixing a fault). One never tried is still with the
   * visitor's own request, and stays its own; an unknown outcome still waits for its search.
   */
  ignoreBackoff?: boolean;
  /** Milliseconds after which no new call starts (tests shorten it). */
  budgetMs?: number;
  /** The forms whose kept copies it sends (tests add one). */
  forms?: FormRegistry;
}

export const errorText = (error: unknown) => String(error).slice(0, 200);

/** The state of one pass: what it knows of each pending record, its clock and its tally. */
export function passState(deps: PassDeps) {
  const now = deps.now ?? (() => new Date());
  const startedAt = performance.now();
  const budget = deps.budgetMs ?? PASS_BUDGET_MS;
  const latest = new Map<string, StoredSubmission>();
  /** Pending records that could not be read, with when their marker says they arrived. */
  const unreadable = new Map<string, string>();
  const tally = { sent: 0, skipped: 0, stoppedEarly: false, attempted: new Set<string>() };
  return {
    now,
    latest,
    unreadable,
    tally,
    /** Whether work of up to `ms` still ends inside the budget; if not, the pass stops early. */
    roomFor(ms: number) {
      if (performance.now() - startedAt + ms <= budget) return true;
      tally.stoppedEarly = true;
      return false;
    },
    /** Writes one record back at once: a pass cut off later loses nothing already known. */
    async write(entry: Versioned, record: StoredSubmission): Promise<Versioned | undefined> {
      latest.set(record.id, record);
      tally.attempted.add(record.id);
      if (record.status === 'sent') tally.sent++;
      if (refusedAcknowledgement(record)) await noteAcknowledgementTrouble(deps.stores, now());
      try {
        const etag = await deps.stores.submissions.replace(record, entry.etag);
        if (etag !== undefined) return { record, etag };
        logAlert('store-record-moved', { id: record.id, form: record.form });
      } catch (error) {
        logAlert('store-update-failed', {
          id: record.id,
          sent: record.status === 'sent',
          error: errorText(error),
        });
      }
      return undefined;
    },
  };
}
export type Pass = ReturnType<typeof passState>;

/** Takes a record for this pass with a conditional write, marking a send as under way. */
export async function claim(
  pass: Pass,
  submissions: SubmissionsStore,
  entry: Versioned,
  sending: boolean,
) {
  const at = pass.now();
  const record: StoredSubmission = {
    ...entry.record,
    nextAttemptAt: new Date(at.getTime() + CLAIM_MS).toISOString(),
    ...(sending && { inFlightSince: at.toISOString() }),
  };
  const etag = await submissions.replace(record, entry.etag).catch(() => undefined);
  if (etag === undefined) pass.tally.skipped++;
  return etag === undefined ? undefined : { record, etag };
}
