import type { MailConfig } from './config';
import type { OutgoingEmail } from './emails';
import { composeStored, recipientOf } from './forms';
import { logAlert } from './log';
import type { Mailer, SendResult } from './mail';
import type { StoredSubmission } from './store';

const MINUTE = 60_000;

/** How long a sender owns a submission it claimed: longer than any one send can take. */
export const CLAIM_MS = 2 * MINUTE;

/** Pending over this long, a submission raises the alarm: staff should have had it by now. */
export const STALL_MS = 60 * MINUTE;

/** 5, 10, 20, 40, then every 60 minutes: quick after a blip, gentle through an outage. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 60) * MINUTE;
}

export type Envelope = { ok: true; from: string; to: string } | { ok: false; missing: string };

export function envelopeFor(
  record: StoredSubmission,
  config: MailConfig,
  mailer: Mailer | undefined,
): Envelope {
  const to = recipientOf(record.form, config);
  if (mailer && config.from && to) return { ok: true, from: config.from, to };
  const missing = [
    !mailer && 'POSTMARK_SERVER_TOKEN',
    !config.from && 'MAIL_FROM',
    !to && (record.form === 'contact' ? 'MAIL_TO_CARE' : 'MAIL_TO_CAREERS'),
  ]
    .filter(Boolean)
    .join(', ');
  return { ok: false, missing };
}

/**
 * The staff email for a submission; `late` when it goes out after the visitor's own request,
 * with its résumé attached when there is one.
 */
export function emailFor(
  record: StoredSubmission,
  envelope: { from: string; to: string },
  late: boolean,
  file?: Uint8Array,
): OutgoingEmail {
  const attachment = record.attachment && file ? record.attachment : undefined;
  const notes = {
    receivedAt: late ? new Date(record.receivedAt) : undefined,
    replyToRefused: record.replyToRefused,
    language: record.language,
    attached: attachment?.name,
  };
  return {
    ...composeStored(record, notes),
    from: envelope.from,
    to: envelope.to,
    ...(attachment &&
      file && {
        attachments: [
          { name: attachment.name, contentType: attachment.contentType, content: file },
        ],
      }),
  };
}

/** A refusal of the visitor's Reply-To is answered by sending again without it. */
export function refusedReplyTo(record: StoredSubmission, result: SendResult): boolean {
  return !result.ok && result.kind === 'rejected' && !record.replyToRefused;
}

/**
 * Sends one submission's email, and again without Reply-To if Postmark refuses the visitor's
 * address. Returns the result and the record as it should now be stored.
 */
export async function deliverOne(
  record: StoredSubmission,
  envelope: { from: string; to: string },
  mailer: Mailer,
  { late, now, file }: { late: boolean; now: Date; file?: Uint8Array },
): Promise<{ result: SendResult; record: StoredSubmission }> {
  let current = record;
  let result = await mailer.send(emailFor(current, envelope, late, file));
  if (refusedReplyTo(current, result)) {
    current = { ...current, replyToRefused: true };
    result = await mailer.send(emailFor(current, envelope, late, file));
  }
  return { result, record: afterAttempt(current, result, now) };
}

/** The record after one delivery attempt: sent, or pending with its next try pushed back. */
export function afterAttempt(
  record: StoredSubmission,
  result: SendResult,
  now: Date,
): StoredSubmission {
  const attempts = record.attempts + 1;
  if (result.ok) {
    return {
      ...record,
      lastError: undefined,
      status: 'sent',
      attempts,
      messageId: result.messageId,
      sentAt: now.toISOString(),
    };
  }
  if (result.kind === 'configuration' || result.kind === 'rejected') {
    logAlert('postmark-refused', { id: record.id, form: record.form, reason: result.reason });
  }
  return {
    ...record,
    attempts,
    lastError: `${result.kind}: ${result.reason}`,
    nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
  };
}
