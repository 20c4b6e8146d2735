import {
  FILE_READ_TRIES,
  afterAttempt,
  backoffMs,
  emailFor,
  type Addressed,
  envelopeFor,
  refusedReplyTo,
  settledAttempt,
  type FileForEmail,
} from './delivery';
import { formOf } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { POSTMARK_TIMEOUT_SECONDS, type Mailer, type SendResult } from '../mail/mail';
import { mapLimit } from '../shared/mapLimit';
import type { FilesStore } from '../store/files';
import type { StoredSubmission, Versioned } from '../store/record';
import { CONCURRENCY, claim, type Pass, type PassDeps } from './passState';

/** A pass's sends of what is due: the batch without a résumé, then each one on its own. */

/** The longest one call can take, with room to write its result. */
export const SINGLE_CALL_MS = POSTMARK_TIMEOUT_SECONDS * 1000 + 1_000;

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
  const ready = jobs.filter((job) => job.envelope.ok);
  const results = await mailer.sendBatch(
    ready.map(({ entry, envelope }) => emailFor(entry.record, envelope as Addressed, true)),
  );
  const answered = new Map(ready.map((job, index) => [job.entry.record.id, results[index]]));
  const refused: Versioned[] = [];
  await mapLimit(jobs, CONCURRENCY, async ({ entry, envelope }) => {
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
  let result = await mailer.send(emailFor(record, envelope, true, file));
  if (refusedReplyTo(record, result) && pass.roomFor(SINGLE_CALL_MS)) {
    record = { ...record, replyToRefused: true };
    result = await mailer.send(emailFor(record, envelope, true, file));
  }
  await pass.write(entry, afterAttempt(record, result, pass.now()));
}
