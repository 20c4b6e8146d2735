import { budgets as defaultBudgets } from '#src/config/budgets';
import { noteAcknowledgementTrouble, refusedAcknowledgement } from '../mail/acknowledgementLimits';
import { hashSecret } from '../shared/keyedHash';
import type { MailConfig } from '../mail/config';
import {
  ANSWER_WITHIN_MS,
  MIN_ATTEMPT_MS,
  deliverNow,
  envelopeFor,
  settledAttempt,
} from '../delivery/delivery';
import { keepAcknowledgement } from '../delivery/thankVisitor';
import { countLead } from '../reports/leadCounts';
import { promiseOf } from '../shared/callPromise';
import type { ServerForm } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import type { Mailer } from '../mail/mail';
import { keepSubmission } from '../store/keep';
import type { SubmissionDeps } from './submissionDeps';
import type { StoredSubmission, Versioned } from '../store/record';
import type { Stores } from '../store/stores';
import type { SubmissionsStore } from '../store/submissions';

/**
 * From a checked submission to staff: kept first, then sent, with its counts beside the send
 * and the visitor's acknowledgement after the answer.
 */

export type Outcome = 'sent' | 'kept' | 'invalid' | 'failed' | 'misconfigured';

type KeepDeps = Pick<
  SubmissionDeps,
  'config' | 'mailer' | 'stores' | 'acknowledge' | 'budgets' | 'hashSecret' | 'waitUntil'
> & {
  now: () => Date;
  /** `performance.now()` when the request came in. */
  startedAt: number;
};

/** What each email of one request is sent with. */
interface Sender {
  form: ServerForm;
  config: MailConfig;
  mailer: Mailer | undefined;
  stores: SubmissionDeps['stores'];
  now: () => Date;
  /** The résumé's bytes: sent with the staff email, never with an acknowledgement. */
  file: Uint8Array | undefined;
}

/** What the log says of one email. */
type About = { form: string; id: string; kind?: StoredSubmission['kind'] };

const errorText = (error: unknown) => String(error).slice(0, 200);

/** Keeps the submission, then sends it; or, with no store, sends it straight away. */
export async function keepAndDeliver(
  form: ServerForm,
  record: StoredSubmission,
  file: Uint8Array | undefined,
  deps: KeepDeps,
): Promise<Outcome> {
  const { stores, now, startedAt, waitUntil } = deps;
  const facts = { form: record.form, id: record.id };

  let kept: Versioned | undefined;
  if (stores) {
    const result = await keepFirst(stores.submissions, record, file);
    if (typeof result === 'string') return result;
    kept = result;
    if (result) record = result.record;
  }
  if (record.status === 'held') {
    logEvent('info', 'submission-held', facts);
    if (kept && stores)
      await stores.counts.tally('held', new Date(record.receivedAt)).catch(() => undefined);
    // Held but not kept: nothing to show staff, so say so rather than pretend.
    return kept ? 'kept' : 'failed';
  }
  // Counted beside the send: a count that fails is logged, the lead goes on. A changed copy
  // of a form already counted is the same lead.
  const counted =
    kept && stores && !record.revisionOf ? countKept(stores, form, record) : undefined;
  // Kept beside the staff email's send, so it costs the visitor's answer no time of its own.
  const thanks = kept && stores ? acknowledgement(stores, form, record, deps) : undefined;

  const sender: Sender = { form, config: deps.config, mailer: deps.mailer, stores, now, file };
  const sent = await deliver(sender, kept, record, startedAt);
  // The counts ran beside the send, so they are done by now: the lead and its call-due marker
  // are written before the visitor hears it was kept.
  await counted;
  // The acknowledgement's own writes and send go after the answer: with a slow store they
  // would push the visitor's answer past its promised seconds.
  const afterAnswer = sendAcknowledgement(sender, thanks, waitUntil ? undefined : startedAt).catch(
    (error: unknown) =>
      logEvent('warn', 'acknowledgement-failed', { ...facts, error: errorText(error) }),
  );
  if (waitUntil) waitUntil(afterAnswer);
  else await afterAnswer;
  if (sent === 'sent') return 'sent';
  if (kept) return 'kept';
  return sent;
}

/**
 * Keeps the record before any send. Returns the kept copy; the outcome already settled for a
 * repeat or a mismatch of a submission kept before; or nothing, when the store failed.
 */
async function keepFirst(
  submissions: SubmissionsStore,
  record: StoredSubmission,
  file: Uint8Array | undefined,
): Promise<Versioned | Outcome | undefined> {
  try {
    const result = await keepSubmission(submissions, record, file);
    if (result.state === 'mismatch') return 'invalid';
    if (result.state === 'repeat') return result.sent ? 'sent' : 'kept';
    return result;
  } catch (error) {
    logAlert('store-unavailable', { form: record.form, id: record.id, error: errorText(error) });
    return undefined;
  }
}

/** The lead's counts for the owner's report, and its call-due marker for the reminders. */
function countKept(
  { counts, followUps }: Pick<Stores, 'counts' | 'followUps'>,
  form: ServerForm,
  record: StoredSubmission,
) {
  const facts = { form: record.form, id: record.id };
  return Promise.all([
    countLead(counts, record, form).catch((error: unknown) =>
      logEvent('warn', 'lead-not-counted', { ...facts, error: errorText(error) }),
    ),
    // So the five-minute pass can tell staff when the promised time passes uncalled.
    form.response &&
      followUps
        .markCallDue(record.id, promiseOf(form.response, record).to)
        .catch((error: unknown) =>
          logAlert('call-due-not-marked', { ...facts, error: errorText(error) }),
        ),
  ]);
}

/** The visitor's acknowledgement, kept to be sent, when the deps ask for one. */
function acknowledgement(
  stores: Pick<Stores, 'submissions' | 'limits'>,
  form: ServerForm,
  record: StoredSubmission,
  { acknowledge, now, budgets = defaultBudgets, hashSecret: secret = hashSecret({}) }: KeepDeps,
): Promise<Versioned | undefined> {
  if (!acknowledge) return Promise.resolve(undefined);
  return keepAcknowledgement(stores, form, record, now(), { budgets, secret });
}

/**
 * Sends the kept acknowledgement. After the answer (`since` undefined) it has a send's whole
 * time of its own; before it (no waitUntil), only what the visitor's answer has left.
 */
async function sendAcknowledgement(
  sender: Sender,
  thanks: Promise<Versioned | undefined> | undefined,
  since: number | undefined,
): Promise<void> {
  const kept = await thanks;
  if (kept) await deliver(sender, kept, kept.record, since ?? performance.now());
}

/**
 * Sends one email now, the staff email or the visitor's acknowledgement, and writes its outcome
 * over the kept copy. `since`: when this send's share of the answer's time began (see
 * ANSWER_WITHIN_MS).
 */
async function deliver(
  sender: Sender,
  entry: Versioned | undefined,
  draft: StoredSubmission,
  since: number,
): Promise<'sent' | 'failed' | 'misconfigured'> {
  const { form, config, mailer, now } = sender;
  const about: About = { form: draft.form, id: draft.id, ...(draft.kind && { kind: draft.kind }) };
  const envelope = envelopeFor(form, config, mailer);
  if (!envelope.ok || !mailer) {
    logAlert('mail-misconfigured', { ...about, missing: envelope.ok ? '' : envelope.missing });
    await handOver(sender, entry, draft, about);
    return 'misconfigured';
  }
  const budgetMs = ANSWER_WITHIN_MS - (performance.now() - since);
  if (entry && budgetMs < MIN_ATTEMPT_MS) {
    logEvent('warn', 'mail-deferred', { ...about, reason: 'no time left' });
    await handOver(sender, entry, draft, about);
    return 'failed';
  }
  const { result, record: after } = await deliverNow(draft, envelope, mailer, {
    now,
    file: draft.kind ? undefined : sender.file,
    budgetMs: Math.max(budgetMs, MIN_ATTEMPT_MS),
  });
  if (result.ok) logEvent('info', 'mail-sent', { ...about, via: result.via });
  else logEvent('warn', 'mail-failed', { ...about, kind: result.kind, reason: result.reason });
  await writeBack(sender, entry, after, result.ok, about);
  return result.ok ? 'sent' : 'failed';
}

/** Not sent here: handed to the next pass at once, rather than left claimed. */
async function handOver(
  sender: Sender,
  entry: Versioned | undefined,
  draft: StoredSubmission,
  about: About,
): Promise<void> {
  const after = { ...settledAttempt(draft), nextAttemptAt: sender.now().toISOString() };
  await writeBack(sender, entry, after, false, about);
}

/** Writes a send's outcome over the kept copy, when there is one. */
async function writeBack(
  { stores, now }: Sender,
  entry: Versioned | undefined,
  after: StoredSubmission,
  sent: boolean,
  about: About,
): Promise<void> {
  if (!entry || !stores) return;
  if (refusedAcknowledgement(after)) await noteAcknowledgementTrouble(stores, now());
  try {
    const written = await stores.submissions.replace(after, entry.etag);
    if (written === undefined) logAlert('store-record-moved', about);
  } catch (error) {
    // Still marked as being sent: the pass searches Postmark's sent mail before any resend.
    logAlert('store-update-failed', { ...about, sent, error: String(error) });
  }
}
