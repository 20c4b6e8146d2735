import {
  RECONCILE_AFTER_MS,
  SEARCH_AGAIN_AFTER_MS,
  outdatedAcknowledgement,
  settledUnsent,
} from './delivery';
import { escalateLateLeads } from '../followUp/escalation';
import { listOverBudget } from './overBudget';
import { formOf } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { workOut } from '../shared/workOut';
import type { Versioned } from '../store/record';
import { claim, passState, type PassDeps } from './passState';
import { finishPass, type PassReport } from './passReport';
import { SINGLE_CALL_MS, sendBatch, sendSingle } from './passSends';
import { isDue, readPending, unknownSince } from './readPending';
import { reconcile } from './reconcile';
import { tidy, tidyVisits } from './tidy';

/** Emails with a résumé per pass: each is a call of its own, a few megabytes. */
export const RESUMES_PER_PASS = 4;

/** Emails without one per pass, in one batch call; the rest wait five minutes. */
const BATCH_PER_PASS = 100;

const BATCH_CALL_MS = 13_000;
const SEARCH_CALL_MS = 6_000;

function outdated(entry: Versioned, deps: PassDeps, now: Date): boolean {
  return outdatedAcknowledgement(entry.record, formOf(entry.record.form, deps.forms), now);
}

/**
 * One redelivery pass. It sends what is due, oldest first: the care requests and applications
 * without a résumé in one batch, then a few with one, each on its own. Every result is written
 * back as soon as it is known, and no call starts past the pass's time budget, so a pass that
 * Netlify stops loses nothing: a send whose result was not written down is searched for in
 * Postmark's sent mail before it is ever sent again. Safe to run twice at once: every send is
 * claimed first with a conditional write.
 */
export async function redeliveryPass(deps: PassDeps): Promise<PassReport> {
  const { stores, mailer, ignoreBackoff = false } = deps;
  const pass = passState(deps);
  // Each record is worked out on its own: one that throws is skipped, alerted, and the rest go on.
  const around = { marks: stores.limits, now: pass.now };
  const started = pass.now().getTime();
  const pending = await readPending(pass, stores.submissions);

  const unknown: Versioned[] = [];
  const due: Versioned[] = [];
  for (const entry of pending) {
    const since = unknownSince(entry.record, started);
    if (since) {
      const wait = entry.record.searchedOnce ? SEARCH_AGAIN_AFTER_MS : RECONCILE_AFTER_MS;
      if (Date.parse(since) + wait <= started) unknown.push(entry);
    } else if (isDue(entry.record, started, ignoreBackoff)) due.push(entry);
  }

  if (mailer) {
    for (const entry of unknown) {
      if (!pass.roomFor(SEARCH_CALL_MS)) break;
      const again = await workOut(around, 'reconcile', entry.record.id, () =>
        reconcile(pass, stores.submissions, mailer, entry),
      );
      if (again) due.push(again);
    }
    // Found unsent by the search or simply due: either way too late to say what it says. One
    // whose promise cannot be worked out waits, untouched, for a pass that can.
    for (const entry of [...due]) {
      const old = await workOut(around, 'redelivery', entry.record.id, () =>
        outdated(entry, deps, pass.now()),
      );
      if (old === false) continue;
      due.splice(due.indexOf(entry), 1);
      if (old === undefined) {
        pass.tally.skipped++;
        continue;
      }
      logEvent('info', 'acknowledgement-outdated', { id: entry.record.id });
      const after = settledUnsent(entry.record, 'outdated: the call-back time passed', pass.now());
      await pass.write(entry, after);
    }
    const hasFile = (entry: Versioned) => Boolean(entry.record.attachment?.sha256);
    const plain = due.filter((entry) => !hasFile(entry)).slice(0, BATCH_PER_PASS);
    const refused = pass.roomFor(BATCH_CALL_MS) ? await sendBatch(pass, deps, mailer, plain) : [];
    const withFile = due.filter(hasFile).slice(0, RESUMES_PER_PASS);
    for (const entry of [...withFile, ...refused]) {
      if (!pass.roomFor(SINGLE_CALL_MS)) break;
      await workOut(around, 'redelivery', entry.record.id, async () => {
        const claimed = refused.includes(entry)
          ? entry
          : await claim(pass, stores.submissions, entry, true);
        if (claimed) await sendSingle(pass, deps, mailer, claimed);
      });
    }
  } else if (due.length > 0) {
    logAlert('mail-misconfigured', { pending: due.length, missing: 'POSTMARK_SERVER_TOKEN' });
  }
  // After the sends: a lead waiting for its own email comes first, then the requests held
  // over the hour's budget, then the reminders.
  if (mailer) {
    const around = { stores, config: deps.config, mailer, forms: deps.forms, now: pass.now };
    await listOverBudget({ ...around, roomFor: (ms) => pass.roomFor(ms) });
    await escalateLateLeads({ ...around, roomFor: (ms) => pass.roomFor(ms) });
  }

  const dueIds = new Set([...unknown, ...due].map(({ record }) => record.id));
  const leftForNext = [...dueIds].filter((id) => !pass.tally.attempted.has(id)).length;
  // The counts and the alarm before any housekeeping: a pass cut short still raises them.
  const report = await finishPass(pass, stores.counts, leftForNext);
  report.deleted = await tidy(pass, stores);
  report.visitDaysRolled = await tidyVisits(pass, stores.visits);
  logEvent('info', 'redelivery-pass', { ...report });
  return report;
}
