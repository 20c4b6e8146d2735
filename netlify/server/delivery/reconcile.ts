import { foundSent, settledAttempt } from './delivery';
import { logEvent } from '../shared/log';
import type { Mailer } from '../mail/mail';
import type { Versioned } from '../store/record';
import type { SubmissionsStore } from '../store/submissions';
import { claim, type Pass } from './passState';

/**
 * An unknown outcome, looked up in Postmark's sent mail once the search has had time to see
 * it: found, it is marked sent. Not found, a lead is looked up once more later (the search can
 * lag, and a resend is a second email to staff); then it is due again (returned, still
 * claimed). A visitor's acknowledgement, worth less than its time, is due at the first miss.
 */
export async function reconcile(
  pass: Pass,
  submissions: SubmissionsStore,
  mailer: Mailer,
  entry: Versioned,
): Promise<Versioned | undefined> {
  const claimed = await claim(pass, submissions, entry, false);
  if (!claimed) return undefined;
  const toVisitor = claimed.record.kind === 'acknowledgement';
  const search = await mailer.findSent(claimed.record.id, toVisitor);
  if (search.found === undefined) {
    logEvent('warn', 'reconcile-failed', { id: claimed.record.id, reason: search.reason });
    return undefined;
  }
  if (search.found) {
    logEvent('info', 'reconciled-sent', { id: claimed.record.id });
    await pass.write(claimed, foundSent(claimed.record, search.messageId, pass.now()));
    return undefined;
  }
  if (!toVisitor && !claimed.record.searchedOnce) {
    logEvent('info', 'reconcile-again-later', { id: claimed.record.id });
    await pass.write(claimed, { ...claimed.record, searchedOnce: true });
    return undefined;
  }
  const record = settledAttempt(claimed.record);
  delete record.searchedOnce;
  logEvent('info', 'reconciled-not-sent', { id: record.id });
  return pass.write(claimed, record);
}
