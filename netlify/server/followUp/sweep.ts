import { promiseOf } from '../shared/callPromise';
import { formOf, type FormRegistry } from '../shared/forms';
import { logEvent } from '../shared/log';
import { mapLimit } from '../shared/mapLimit';
import { workOut } from '../shared/workOut';
import type { Stores } from '../store/stores';

/** Leads young enough for a missing reminder to matter: sent to staff in the last two days. */
const SWEEP_WINDOW_MS = 2 * 24 * 60 * 60_000;
/** Leads looked at in one run, newest first; the rest are looked at the next day. */
const SWEEP_LIMIT = 500;
/** The sweep's share of a scheduled function's 30 s, however slow the store is that day. */
const SWEEP_BUDGET_MS = 5_000;

/**
 * The daily mend for a call-due marker whose write failed when the lead arrived: without it,
 * the five-minute pass would never find the lead, and no one would be reminded of it. Every
 * lead sent to staff in the last two days with no marker, no reminder claim and no call
 * recorded is marked, so the next pass reminds of it if its time has passed. How many it marked.
 */
export async function sweepUnmarkedLeads(
  {
    submissions,
    followUps,
    limits,
  }: Pick<Stores, 'submissions' | 'followUps'> & Partial<Pick<Stores, 'limits'>>,
  forms?: FormRegistry,
  now = new Date(),
  budgetMs = SWEEP_BUDGET_MS,
): Promise<number> {
  const started = performance.now();
  const around = { marks: limits, now: () => now };
  let ids: string[];
  try {
    ids = await followUps.sentWithoutCallDue(new Date(now.getTime() - SWEEP_WINDOW_MS));
  } catch (error) {
    logEvent('warn', 'call-due-sweep-failed', { error: String(error).slice(0, 200) });
    return 0;
  }
  let marked = 0;
  let looked = 0;
  await mapLimit(ids.slice(0, SWEEP_LIMIT), 10, async (id) => {
    if (performance.now() - started > budgetMs) return;
    looked++;
    try {
      const [kept, followUp] = await Promise.all([submissions.read(id), followUps.followUp(id)]);
      const record = kept?.record;
      const target = record && formOf(record.form, forms)?.response;
      // Only what the intake marks: a lead, not a visitor's acknowledgement or a changed copy.
      if (!record || !target || record.status !== 'sent' || record.kind || record.revisionOf) {
        return;
      }
      if ((followUp?.record.calls.length ?? 0) > 0) return;
      // Due when the promised window ends (or the office's own target, for "Any time"); one
      // whose promise cannot be worked out is left unmarked, and alerted.
      const due = await workOut(around, 'call-due-sweep', id, () => promiseOf(target, record).to);
      if (!due) return;
      await followUps.markCallDue(id, due);
      marked++;
    } catch (error) {
      logEvent('warn', 'call-due-sweep-failed', { id, error: String(error).slice(0, 200) });
    }
  });
  logEvent(marked > 0 ? 'warn' : 'info', 'call-due-sweep', {
    marked,
    left: ids.length - looked,
  });
  return marked;
}
