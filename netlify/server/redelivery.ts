import type { MailConfig } from './config';
import {
  CLAIM_MS,
  STALL_MS,
  afterAttempt,
  emailFor,
  envelopeFor,
  refusedReplyTo,
  type Envelope,
} from './delivery';
import { logAlert, logEvent } from './log';
import { BATCH_SIZE, type Mailer, type SendResult } from './mail';
import {
  countOf,
  mapLimit,
  readAll,
  type StoredSubmission,
  type SubmissionStore,
  type Versioned,
} from './store';

const DAY = 24 * 60 * 60_000;
/** A sent copy is kept a week: long enough to recognise a repeated post, no longer. */
export const SENT_RETENTION_MS = 7 * DAY;
/** A held copy waits 30 days for staff to recover it from the digest, then it goes. */
export const HELD_RETENTION_MS = 30 * DAY;
/** Leave the scheduled function (30 s) time to write back what it sent. */
const SEND_BUDGET_MS = 18_000;
const WRITE_CONCURRENCY = 25;

export interface PassReport {
  sent: number;
  pending: number;
  held: number;
  deleted: number;
  /** Due, but another pass (or the visitor's own request) had it. */
  skipped: number;
  oldestPendingMinutes: number;
}

export interface PassDeps {
  store: SubmissionStore;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
  /**
   * Try every pending submission that was tried before, whatever its backoff says (for
   * `npm run redeliver -- --now` after fixing a fault). One never tried is still with the
   * visitor's own request, and stays its own.
   */
  ignoreBackoff?: boolean;
}

function expired(record: StoredSubmission, now: Date): boolean {
  const age = (iso: string | undefined) => now.getTime() - Date.parse(iso ?? '');
  if (record.status === 'sent') return age(record.sentAt) > SENT_RETENTION_MS;
  if (record.status === 'held') return age(record.receivedAt) > HELD_RETENTION_MS;
  return false;
}

/**
 * Takes every due submission for this pass with a conditional write: if another pass (or the
 * visitor's own request) changed it since we read it, the write fails and we leave it alone.
 */
async function claim(store: SubmissionStore, due: Versioned[], now: Date): Promise<Versioned[]> {
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const claimed = await mapLimit(due, WRITE_CONCURRENCY, async ({ record, etag }) => {
    const taken = { ...record, nextAttemptAt: until };
    const newEtag = await store.replace(taken, etag).catch(() => undefined);
    return newEtag === undefined ? undefined : { record: taken, etag: newEtag };
  });
  return claimed.filter((entry): entry is Versioned => entry !== undefined);
}

interface Job {
  etag: string;
  record: StoredSubmission;
  envelope: Envelope;
  result: SendResult;
  /** The résumé, for a submission that has one. */
  file?: Uint8Array;
}

/**
 * Sends the claimed submissions in Postmark batches; each job ends with its result. One with
 * a résumé goes on its own: a batch of 500 such emails would pass Postmark's 50 MB a call.
 */
async function send(
  store: SubmissionStore,
  claimed: Versioned[],
  config: MailConfig,
  mailer: Mailer | undefined,
) {
  const jobs: Job[] = claimed.map(({ record, etag }) => {
    const envelope = envelopeFor(record, config, mailer);
    const reason = envelope.ok ? 'no mailer' : `missing ${envelope.missing}`;
    return { etag, record, envelope, result: { ok: false, kind: 'configuration', reason } };
  });
  if (!mailer) return jobs;
  const email = (job: Job) =>
    job.envelope.ok ? emailFor(job.record, job.envelope, true, job.file) : undefined;

  for (const job of jobs) {
    if (!job.envelope.ok || !job.record.attachment) continue;
    job.file = await store.readFile(job.record.id).catch(() => undefined);
    const single = email(job);
    if (single) job.result = await mailer.send(single);
  }
  const ready = jobs.flatMap((job) => {
    const batched = job.record.attachment ? undefined : email(job);
    return batched ? [{ job, email: batched }] : [];
  });
  if (ready.length > 0) {
    const results = await mailer.sendBatch(ready.map((entry) => entry.email));
    ready.forEach(({ job }, index) => {
      job.result = results[index] ?? job.result;
    });
  }

  // The few whose Reply-To Postmark refused go again, one by one, without it.
  for (const job of jobs) {
    if (!refusedReplyTo(job.record, job.result)) continue;
    job.record = { ...job.record, replyToRefused: true };
    const again = email(job);
    if (again) job.result = await mailer.send(again);
  }
  return jobs;
}

/**
 * One redelivery pass: deletes expired copies, sends what is due with backoff, and raises the
 * alarm for anything pending over an hour. Safe to run twice at once: every submission it sends
 * was first claimed with a conditional write.
 */
export async function redeliveryPass({
  store,
  config,
  mailer,
  now = () => new Date(),
  ignoreBackoff = false,
}: PassDeps): Promise<PassReport> {
  const started = now();
  const entries = await readAll(store);

  const live: Versioned[] = [];
  let deleted = 0;
  for (const entry of entries) {
    if (expired(entry.record, started)) {
      await store.remove(entry.record.id);
      deleted++;
    } else live.push(entry);
  }

  const due = live
    .filter(({ record }) => record.status === 'pending')
    .filter(({ record }) =>
      ignoreBackoff ? record.attempts > 0 : Date.parse(record.nextAttemptAt) <= started.getTime(),
    )
    .sort((a, b) => a.record.receivedAt.localeCompare(b.record.receivedAt))
    .slice(0, BATCH_SIZE * 2);
  const claimed = await claim(store, due, started);

  let sentNow = 0;
  const outcome = new Map<string, StoredSubmission>();
  if (claimed.length > 0 && now().getTime() - started.getTime() < SEND_BUDGET_MS) {
    const jobs = await send(store, claimed, config, mailer);
    const finished = now();
    await mapLimit(jobs, WRITE_CONCURRENCY, async ({ etag, record, result }) => {
      const after = afterAttempt(record, result, finished);
      outcome.set(after.id, after);
      if (after.status === 'sent') sentNow++;
      try {
        if ((await store.replace(after, etag)) === undefined) {
          logAlert('store-record-moved', { id: after.id, form: after.form });
        }
      } catch (error) {
        logAlert('store-update-failed', {
          id: after.id,
          sent: after.status === 'sent',
          error: String(error),
        });
      }
    });
  }

  const records = live.map(({ record }) => outcome.get(record.id) ?? record);
  const counts = countOf(records, now());
  if (counts.pending > 0 && counts.oldestPendingMinutes * 60_000 >= STALL_MS) {
    const stalled = records.filter(
      (record) =>
        record.status === 'pending' && now().getTime() - Date.parse(record.receivedAt) >= STALL_MS,
    ).length;
    logAlert('pending-over-an-hour', {
      stalled,
      oldestPendingMinutes: counts.oldestPendingMinutes,
    });
  }
  const report: PassReport = {
    sent: sentNow,
    pending: counts.pending,
    held: counts.held,
    deleted,
    skipped: due.length - claimed.length,
    oldestPendingMinutes: counts.oldestPendingMinutes,
  };
  logEvent('info', 'redelivery-pass', { ...report });
  return report;
}
