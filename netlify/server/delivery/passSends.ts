import {
  FILE_READ_TRIES,
  afterAttempt,
  backoffMs,
  emailFor,
  envelopeFor,
  refusedReplyTo,
  settledAttempt,
  type FileForEmail,
} from './delivery';
import { formOf } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { workOut } from '../shared/workOut';
import type { OutgoingEmail } from '../mail/emails';
import { POSTMARK_TIMEOUT_SECONDS, type Mailer, type SendResult } from '../mail/mail';
import { mapLimit } from '../shared/mapLimit';
import type { FilesStore } from '../store/files';
import type { StoredSubmission, Versioned } from '../store/record';
import { CONCURRENCY, claim, type Pass, type PassDeps } from './passState';

/** A pass's sends of what is due: the batch without a résumé, then each one on its own. */

/** The longest one call can take, with room to write its result. */
export const SINGLE_CALL_MS = POSTMARK_TIMEOUT_SECONDS * 1000 + 1_000;

/**
 * The staff email (or acknowledgement) of a claimed record, or `undefined` when it cannot be
 * worked out (see `workOut`): the record is then given back, unsent, to be tried again after
 * its backoff, so a record that will never work out is looked at seldom, and alerted once a day.
 */
async function emailOrSetAside(
  pass: Pass,
  deps: PassDeps,
  entry: Versioned,
  build: () => OutgoingEmail,
  record = entry.record,
) {
  const around = { marks: deps.stores.limits, now: pass.now };
  const email = await workOut(around, 'redelivery', record.id, build);
  if (email) return email;
  const attempts = record.attempts + 1;
  const next = new Date(pass.now().getTime() + backoffMs(attempts)).toISOString();
  pass.tally.skipped++;
  await pass.write(entry, {
    ...settledAttempt(record),
    attempts,
    lastError: 'unworkable: the record could not be worked out (see the alert)',
    nextAttemptAt: next,
  });
  return undefined;
}

/** The care requests and applications without a résumé, in one batch call. */
export async function sendBatch(pass: Pass, deps: PassDeps, mailer: Mailer, due: Versioned[]) {
  const claimed: Versioned[] = [];
  for (const entry of await mapLimit(due, CONCURRENCY, (item) =>
    claim(pass, deps.stores.submissions, item, true),
  )) {
    if (entry) claimed.push(entry);
  }
  if (claimed.length === 0) return [];
  const jobs = claimed.map((entry) => ({
    entry,
    envelope: envelopeFor(
      formOf(entry.record.form, deps.forms),
      deps.config,
      mailer,
      entry.record.toFallback,
    ),
  }));
  // Each email worked out on its own: one record that cannot be stays out of the batch.
  const built = await mapLimit(jobs, CONCURRENCY, async (job) => {
    if (!job.envelope.ok) return { ...job, email: undefined };
    const envelope = job.envelope;
    const email = await emailOrSetAside(pass, deps, job.entry, () =>
      emailFor(job.entry.record, envelope, true),
    );
    return email ? { ...job, email } : undefined;
  });
  const workable = built.filter((job) => job !== undefined);
  const ready = workable.flatMap((job) => (job.email ? [{ ...job, email: job.email }] : []));
  const results = ready.length > 0 ? await mailer.sendBatch(ready.map(({ email }) => email)) : [];
  const answered = new Map(ready.map((job, index) => [job.entry.record.id, results[index]]));
  const refused: Versioned[] = [];
  await mapLimit(workable, CONCURRENCY, async ({ entry, envelope }) => {
    const result: SendResult = answered.get(entry.record.id) ?? {
      ok: false,
      kind: 'configuration',
      reason: envelope.ok ? 'no answer' : `missing ${envelope.missing}`,
    };
    if (refusedReplyTo(entry.record, result)) {
      // Sent again on its own, without the visitor's address, while still claimed.
      refused.push({ ...entry, record: { ...entry.record, replyToRefused: true } });
      return;
    }
    await pass.write(entry, afterAttempt(entry.record, result, pass.now()));
  });
  return refused;
}

/** The kept résumé, or word that it cannot be read (after the last of a few tries). */
async function fileFor(files: FilesStore, record: StoredSubmission) {
  const sha = record.attachment?.sha256;
  if (!sha) return { file: undefined };
  const file = await files.readFile(record.id, sha).catch(() => undefined);
  if (file) return { file };
  const failures = (record.fileReadFailures ?? 0) + 1;
  logEvent('warn', 'resume-unreadable', { id: record.id, failures });
  if (failures >= FILE_READ_TRIES) {
    logAlert('resume-unreadable', { id: record.id, form: record.form });
    return { file: 'unreadable' as const, failures };
  }
  return { retry: true as const, failures };
}

/** One email on its own (a résumé, or a Reply-To refused in the batch), claimed before. */
export async function sendSingle(pass: Pass, deps: PassDeps, mailer: Mailer, entry: Versioned) {
  const { stores, config } = deps;
  const envelope = envelopeFor(
    formOf(entry.record.form, deps.forms),
    config,
    mailer,
    entry.record.toFallback,
  );
  let record = entry.record;
  let file: FileForEmail;
  if (record.attachment?.sha256) {
    const read = await fileFor(stores.files, record);
    if (read.retry) {
      const rest = settledAttempt(record);
      const next = new Date(pass.now().getTime() + backoffMs(1)).toISOString();
      await pass.write(entry, { ...rest, fileReadFailures: read.failures, nextAttemptAt: next });
      return;
    }
    file = read.file;
    if (read.failures) record = { ...record, fileReadFailures: read.failures };
  }
  if (!envelope.ok) {
    const result: SendResult = {
      ok: false,
      kind: 'configuration',
      reason: `missing ${envelope.missing}`,
    };
    await pass.write(entry, afterAttempt(record, result, pass.now()));
    return;
  }
  const sent = record;
  const email = await emailOrSetAside(
    pass,
    deps,
    entry,
    () => emailFor(sent, envelope, true, file),
    sent,
  );
  if (!email) return;
  let result = await mailer.send(email);
  if (refusedReplyTo(record, result) && pass.roomFor(SINGLE_CALL_MS)) {
    record = { ...record, replyToRefused: true };
    result = await mailer.send(emailFor(record, envelope, true, file));
  }
  await pass.write(entry, afterAttempt(record, result, pass.now()));
}
