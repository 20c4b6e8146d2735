import { createHash } from 'node:crypto';
import { logEvent } from '../shared/log';
import type { StoredSubmission } from './record';
import type { SubmissionsStore } from './submissions';

export const sha256 = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest('hex');

/** The answers and the file, in one hash: what makes two posts of one form the same post. */
export function fingerprintOf(fields: Record<string, string>, fileSha?: string): string {
  const answers = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return sha256(JSON.stringify({ answers, file: fileSha ?? null }));
}

/**
 * The id of a changed copy of a form kept under `id`: derived, so the same changed copy sent
 * twice (a retry) is still one submission.
 */
function revisionId(id: string, fingerprint: string): string {
  return derivedId(`${id}:${fingerprint}`);
}

/** A UUID-shaped id that the same text always gives, so a repeat finds what the first made. */
export function derivedId(text: string): string {
  const hex = sha256(text);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export type KeepResult =
  | { state: 'new'; record: StoredSubmission; etag: string }
  /** This very post was kept before: answer as the first answer said. */
  | { state: 'repeat'; sent: boolean }
  /** The id belongs to the other form: not something our pages send. */
  | { state: 'mismatch' };

/**
 * Keeps a new submission. The same id again is either the same post (a retry, a double click:
 * nothing new is kept) or, when its answers or file changed, a new submission of its own that
 * points staff at the first: what is kept is never replaced.
 */
export async function keepSubmission(
  submissions: SubmissionsStore,
  record: StoredSubmission,
  file: Uint8Array | undefined,
): Promise<KeepResult> {
  const etag = await submissions.create(record, file);
  if (etag !== undefined) return { state: 'new', record, etag };

  let existing: StoredSubmission | undefined;
  try {
    existing = (await submissions.read(record.id))?.record;
  } catch {
    // It exists, so it is kept: never send it again because the store could not say more.
    return { state: 'repeat', sent: false };
  }
  if (existing && existing.form !== record.form) return { state: 'mismatch' };
  if (!existing || existing.fingerprint === record.fingerprint) {
    logEvent('info', 'submission-repeated', { form: record.form, id: record.id });
    return { state: 'repeat', sent: existing?.status === 'sent' };
  }

  const revision: StoredSubmission = {
    ...record,
    id: revisionId(record.id, record.fingerprint ?? ''),
    revisionOf: record.id,
  };
  logEvent('info', 'submission-changed', { form: record.form, id: record.id, as: revision.id });
  const revisionEtag = await submissions.create(revision, file);
  if (revisionEtag !== undefined) return { state: 'new', record: revision, etag: revisionEtag };
  const kept = (await submissions.read(revision.id))?.record;
  return { state: 'repeat', sent: kept?.status === 'sent' };
}
