import type { Locale } from '#src/config/locales';
import { HONEYPOT_FIELD } from '#src/forms/honeypot';
import type { VisitSource } from '#src/forms/source';
import { CLAIM_MS } from '../delivery/delivery';
import type { ServerForm } from '../shared/forms';
import type { Attachment } from './resume';
import { fingerprintOf } from '../store/keep';
import type { StoredSubmission } from '../store/record';

/** The visitor's answers as text, for a held copy: whatever the schema thinks of them. */
function textFields(fields: Record<string, unknown>, known: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of [...known, HONEYPOT_FIELD]) {
    const value = fields[key];
    if (typeof value === 'string') kept[key] = value.slice(0, 5000);
  }
  return kept;
}

/** A lead past its budgets: no email or file of its own, listed to staff by the next pass. */
export function heldOverBudget(record: StoredSubmission): StoredSubmission {
  const held: StoredSubmission = { ...record, status: 'held', heldFor: 'budget' };
  delete held.inFlightSince;
  if (held.attachment) {
    held.attachment = { ...held.attachment };
    delete held.attachment.sha256;
  }
  return held;
}

/** The copy to keep: validated answers, or for a held one whatever text was posted. */
export function recordOf(
  form: ServerForm,
  {
    id,
    fields,
    data,
    attachment,
    attachmentSha,
    language,
    received,
    source,
  }: {
    source: VisitSource;
    id: string;
    fields: Record<string, unknown>;
    data: Record<string, string>;
    attachment: Attachment | undefined;
    attachmentSha: string | undefined;
    language: Locale;
    received: Date;
  },
): StoredSubmission {
  const honeypot = fields[HONEYPOT_FIELD];
  const held = typeof honeypot === 'string' && honeypot !== '';
  const answers = held ? textFields(fields, Object.keys(form.schema.fields)) : data;
  // A held submission keeps no file: a robot's upload is not worth a month of storage.
  const fileSha = held ? undefined : attachmentSha;
  return {
    id,
    form: form.definition.name,
    fields: answers,
    receivedAt: received.toISOString(),
    language,
    status: held ? 'held' : 'pending',
    attempts: 0,
    fingerprint: fingerprintOf(answers, attachmentSha),
    ...(Object.keys(source).length > 0 && { source }),
    // The claim of this request: no redelivery pass touches it while we send, and one that
    // finds it still claimed later knows this request stopped without saying what happened.
    nextAttemptAt: new Date(received.getTime() + CLAIM_MS).toISOString(),
    ...(!held && { inFlightSince: received.toISOString() }),
    ...(attachment && {
      attachment: {
        name: attachment.name,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
        ...(fileSha && { sha256: fileSha }),
      },
    }),
  };
}
