import { STALL_MS } from './delivery';
import { logAlert } from '../shared/log';
import type { CountsStore } from '../store/counts';
import { errorText, type Pass } from './passState';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

export interface PassReport {
  /** Sent by this pass, or found already sent by a search of Postmark's sent mail. */
  sent: number;
  pending: number;
  held: number;
  deleted: number;
  /** Due, but another pass (or the visitor's own request) had it, or its record failed us. */
  skipped: number;
  oldestPendingMinutes: number;
  /** The pass reached its time budget with due work left for the next one. */
  stoppedEarly: boolean;
  /** Due, but left for the next pass: over a pass's caps, or out of time. */
  leftForNext: number;
  /** Days of visit beacons rolled up into their summaries (`reports/visitRollup.ts`). */
  visitDaysRolled: number;
}

/** Counts for the report and the status endpoint, and the alarm for a lead over an hour old. */
export async function finishPass(
  pass: Pass,
  counts: CountsStore,
  leftForNext: number,
): Promise<PassReport> {
  const at = pass.now();
  // Leads only: a visitor's acknowledgement waiting is no lead waiting for staff.
  const arrivals = [
    ...[...pass.latest.values()]
      .filter((record) => record.status === 'pending' && record.kind !== 'acknowledgement')
      .map((record) => record.receivedAt),
    ...pass.unreadable.values(),
  ];
  const oldest = arrivals.sort()[0];
  const oldestPendingMinutes = oldest
    ? Math.floor((at.getTime() - Date.parse(oldest)) / MINUTE)
    : 0;
  if (oldest && oldestPendingMinutes * MINUTE >= STALL_MS) {
    const stalled = arrivals.filter((since) => at.getTime() - Date.parse(since) >= STALL_MS);
    logAlert('pending-over-an-hour', {
      stalled: stalled.length,
      oldestPendingMinutes,
      unreadable: pass.unreadable.size,
    });
  }
  // A day of counts, from counters: no listing of what is kept.
  const lastDay = await counts.tallies(new Date(at.getTime() - DAY_MS)).catch(() => ({}));
  const held = (lastDay as Record<string, number>).held ?? 0;
  await counts
    .saveCounts({
      pending: arrivals.length,
      ...(oldest && { oldestPendingAt: oldest }),
      held,
      unreadable: pass.unreadable.size,
      lastDay,
      countedAt: at.toISOString(),
    })
    .catch((error) =>
      logAlert('store-update-failed', { during: 'counts', error: errorText(error) }),
    );
  const report: PassReport = {
    sent: pass.tally.sent,
    pending: arrivals.length,
    held,
    deleted: 0,
    skipped: pass.tally.skipped,
    oldestPendingMinutes,
    stoppedEarly: pass.tally.stoppedEarly,
    leftForNext,
    visitDaysRolled: 0,
  };
  return report;
}
