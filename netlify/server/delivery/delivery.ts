import type { MailConfig } from '../mail/config';
import type { OutgoingEmail } from '../mail/emails';
import type { ServerForm } from '../shared/forms';
import { acknowledgementEmail } from '../mail/acknowledgement';
import { promiseOf, type CallPromise } from '../shared/callPromise';
import { staffEmail } from '../mail/emails';
import { followUpLink, type FollowUpSetup } from '../shared/followUpSetup';
import { logAlert, logEvent } from '../shared/log';
import type { Mailer, SendResult } from '../mail/mail';
import type { StoredSubmission } from '../store/record';

const MINUTE = 60_000;

/** How long a sender owns a submission it claimed: longer than any one send can take. */
export const CLAIM_MS = 2 * MINUTE;

/** Pending over this long, a submission raises the alarm: staff should have had it by now. */
export const STALL_MS = 60 * MINUTE;

/** 5, 10, 20, 40, then every 60 minutes: quick after a blip, gentle through an outage. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 60) * MINUTE;
}

/** Who sends a submission's email and where, with the form that writes it. */
export interface Addressed {
  from: string;
  to: string;
  form: ServerForm;
  /** The form's own inbox, when `to` is the fallback for it. */
  usualTo?: string;
  /** How the email's "Called back?" link is made (see `shared/followUpSetup.ts`). */
  followUp?: FollowUpSetup;
}

export type Envelope = ({ ok: true } & Addressed) | { ok: false; missing: string };

/**
 * Where a lead goes when its staff email bounced: `MAIL_TO_FALLBACK`, else another form's
 * inbox, so a broken mailbox never holds the lead that could not reach it.
 */
function fallbackInbox(own: string | undefined, config: MailConfig): string | undefined {
  return config.fallback ?? Object.values(config.to).find((address) => address && address !== own);
}

/** Who sends a form's email and where it goes, or which settings are missing for it. */
export function envelopeFor(
  form: ServerForm | undefined,
  config: MailConfig,
  mailer: Mailer | undefined,
  toFallback = false,
): Envelope {
  const own = form && config.to[form.inbox];
  const to = toFallback ? fallbackInbox(own, config) : own;
  if (form && mailer && config.from && to) {
    return {
      ok: true,
      from: config.from,
      to,
      form,
      followUp: config.followUp,
      ...(toFallback && own && { usualTo: own }),
    };
  }
  const missing = [
    !mailer && 'POSTMARK_SERVER_TOKEN',
    !config.from && 'MAIL_FROM',
    // A kept copy of a form the site no longer has: nothing says where it goes.
    !to && (form ? form.inbox : 'a form of that name'),
  ]
    .filter(Boolean)
    .join(', ');
  return { ok: false, missing };
}

/** Postmark's search shows a message after a short delay: an unknown is looked up after this. */
export const RECONCILE_AFTER_MS = 3 * MINUTE;
/** A lead not found by the first search is looked up once more this long after its attempt. */
export const SEARCH_AGAIN_AFTER_MS = 15 * MINUTE;
/** Postmark's error code for an address that bounced, complained or was suppressed. */
const INACTIVE_RECIPIENT = 406;
/** Passes that try to read a kept résumé before its email goes without it, with a note. */
export const FILE_READ_TRIES = 3;

/** The résumé for an email: its bytes, or word that it could not be read back. */
export type FileForEmail = Uint8Array | 'unreadable' | undefined;

/**
 * The staff email for a submission; `late` when it goes out after the visitor's own request,
 * with its résumé attached when there is one.
 */
export function emailFor(
  record: StoredSubmission,
  envelope: Addressed,
  late: boolean,
  file?: FileForEmail,
): OutgoingEmail {
  if (record.kind === 'acknowledgement') return acknowledgementFor(record, envelope);
  const bytes = file instanceof Uint8Array ? file : undefined;
  const attachment = record.attachment && bytes ? record.attachment : undefined;
  const notes = {
    receivedAt: late ? new Date(record.receivedAt) : undefined,
    replyToRefused: record.replyToRefused,
    language: record.language,
    attached: attachment?.name,
    unreadable: file === 'unreadable' ? record.attachment?.name : undefined,
    revisionOf: record.revisionOf,
    bouncedFrom: record.toFallback ? envelope.usualTo : undefined,
    promise: callBackOf(record, envelope.form),
    source: record.source,
    followUpUrl: envelope.form.response && followUpLink(envelope.followUp, record.id),
  };
  return {
    ...staffEmail(envelope.form, record.fields, notes),
    from: envelope.from,
    to: envelope.to,
    metadata: { submissionId: record.id },
    ...(attachment &&
      bytes && {
        attachments: [
          { name: attachment.name, contentType: attachment.contentType, content: bytes },
        ],
      }),
  };
}

/** The call a submission is promised (see `callPromise.ts`), if its form promises one. */
function callBackOf(record: StoredSubmission, form: ServerForm): CallPromise | undefined {
  return form.response && promiseOf(form.response, record);
}

/**
 * The visitor's own email: to the address they gave, from the site, and answered by the
 * form's staff inbox. It carries nothing they typed (see `acknowledgementEmail`).
 */
function acknowledgementFor(record: StoredSubmission, envelope: Addressed): OutgoingEmail {
  const at = new Date(record.receivedAt);
  const none: CallPromise = { reach: 'call', from: at, to: at, received: at };
  // Kept only for a form that promises a call (see `keepAcknowledgement`).
  const promise = callBackOf(record, envelope.form) ?? none;
  return {
    ...acknowledgementEmail(envelope.form, record.language, promise),
    replyTo: envelope.to,
    from: envelope.from,
    to: record.fields.email ?? '',
    metadata: { submissionId: record.id },
    toVisitor: true,
  };
}

/**
 * An acknowledgement not sent before the call it announces was due says nothing true any
 * more: it is settled unsent.
 */
export function outdatedAcknowledgement(
  record: StoredSubmission,
  form: ServerForm | undefined,
  now: Date,
) {
  const by = form && callBackOf(record, form)?.to;
  return record.kind === 'acknowledgement' && by !== undefined && by <= now;
}

/** A refusal of the visitor's Reply-To is answered by sending again without it. */
export function refusedReplyTo(record: StoredSubmission, result: SendResult): boolean {
  // An acknowledgement's Reply-To is our own inbox: its refusal is of the visitor's address.
  if (record.kind === 'acknowledgement') return false;
  return !result.ok && result.kind === 'rejected' && !record.replyToRefused;
}

/**
 * The visitor's request has sent or handed over its submission by this long after it came
 * in, whatever Postmark does: with the last write and Netlify's own overhead, the answer
 * comes within 2.5 s, a margin under the 3 s promised (decision record 0025).
 */
export const ANSWER_WITHIN_MS = 1_800;
/** Less time than this left for Postmark, the request does not try: the pass will. */
export const MIN_ATTEMPT_MS = 500;
const RETRY_PAUSE_MS = 150;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The visitor's own attempt, inside their request: short, and tried again only when Postmark
 * said it did not send (never after a timeout, which it may have sent). What is left goes to
 * the redelivery pass.
 */
export async function deliverNow(
  record: StoredSubmission,
  envelope: Addressed,
  mailer: Mailer,
  {
    now,
    file,
    budgetMs = ANSWER_WITHIN_MS,
  }: { now: () => Date; file?: Uint8Array; budgetMs?: number },
): Promise<{ result: SendResult; record: StoredSubmission }> {
  const until = Date.now() + budgetMs;
  const left = () => (until - Date.now()) / 1000;
  const attempt = (current: StoredSubmission) =>
    mailer.send(emailFor(current, envelope, false, file), {
      // All the time there is: a timeout is never tried again here, and a refusal comes fast.
      timeoutSeconds: Math.max(left(), MIN_ATTEMPT_MS / 1000),
    });

  let current = record;
  let result = await attempt(current);
  if (refusedReplyTo(current, result) && left() > MIN_ATTEMPT_MS / 1000) {
    current = { ...current, replyToRefused: true };
    result = await attempt(current);
  }
  if (!result.ok && result.kind === 'unavailable' && left() > MIN_ATTEMPT_MS / 1000) {
    await pause(RETRY_PAUSE_MS);
    result = await attempt(current);
  }
  return { result, record: afterAttempt(current, result, now()) };
}

/**
 * The record after one delivery attempt: sent; unknown, to be searched for before any resend;
 * or pending with its next try pushed back.
 */
export function afterAttempt(
  record: StoredSubmission,
  result: SendResult,
  now: Date,
): StoredSubmission {
  const attempts = record.attempts + 1;
  const { inFlightSince, unknownSince } = record;
  const rest = settledAttempt(record);
  delete rest.searchedOnce;
  if (result.ok) {
    return {
      ...rest,
      lastError: undefined,
      status: 'sent',
      attempts,
      messageId: result.messageId,
      sentAt: now.toISOString(),
    };
  }
  // An invalid message, or an address Postmark will not mail (it bounced or complained).
  const addressRefused = result.kind === 'rejected' || result.code === INACTIVE_RECIPIENT;
  if (record.kind === 'acknowledgement' && addressRefused) {
    // The visitor's address itself was refused: no later try would fare better, and staff
    // have their own email with the lead.
    logEvent('warn', 'acknowledgement-refused', { id: record.id, reason: result.reason });
    return settledUnsent({ ...rest, attempts }, `rejected: ${result.reason}`, now);
  }
  if (result.kind === 'configuration' || result.kind === 'rejected') {
    logAlert('postmark-refused', { id: record.id, form: record.form, reason: result.reason });
  }
  if (result.kind === 'unknown') {
    const since = unknownSince ?? inFlightSince ?? now.toISOString();
    return {
      ...rest,
      attempts,
      unknownSince: since,
      lastError: `${result.kind}: ${result.reason}`,
      nextAttemptAt: new Date(now.getTime() + RECONCILE_AFTER_MS).toISOString(),
    };
  }
  return {
    ...rest,
    attempts,
    lastError: `${result.kind}: ${result.reason}`,
    nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
  };
}

/** The record once a search of Postmark's sent mail found its email. */
export function foundSent(
  record: StoredSubmission,
  messageId: string,
  now: Date,
): StoredSubmission {
  return {
    ...settledAttempt(record),
    status: 'sent',
    lastError: undefined,
    messageId,
    sentAt: now.toISOString(),
  };
}

/** An acknowledgement given up: settled like a sent one (kept a week), with why it was not. */
export function settledUnsent(record: StoredSubmission, why: string, now: Date): StoredSubmission {
  return { ...settledAttempt(record), status: 'sent', lastError: why, sentAt: now.toISOString() };
}

/** The record with no attempt under way and no unknown outcome left to look up. */
export function settledAttempt(record: StoredSubmission): StoredSubmission {
  const settled = { ...record };
  delete settled.inFlightSince;
  delete settled.unknownSince;
  return settled;
}
