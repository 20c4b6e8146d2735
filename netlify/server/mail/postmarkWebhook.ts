import { timingSafeEqual } from 'node:crypto';
import { isSubmissionId } from '#src/forms/submissionId';
import { noteAcknowledgementTrouble } from './acknowledgementLimits';
import { logAlert, logEvent } from '../shared/log';
import { readLimited } from '../shared/readLimited';
import type { StoredSubmission } from '../store/record';
import type { Stores } from '../store/stores';

/** What the webhook reads and writes: the records, a replay's mark and the counts. */
type WebhookStores = Pick<Stores, 'submissions' | 'limits' | 'counts'>;

/** Postmark's webhook user name; the password is `POSTMARK_WEBHOOK_TOKEN`. */
const USER = 'postmark';
/** Webhook events are small: anything larger is not Postmark's. */
const MAX_BYTES = 64 * 1024;
/** A replayed event (Postmark retries a webhook that failed) is handled once in this long. */
const REPLAY_WINDOW_MS = 24 * 60 * 60_000;
/** Reads of a record that another write moved first, before Postmark is asked to retry. */
const WRITE_TRIES = 3;

const KINDS = ['Bounce', 'SpamComplaint', 'Delivery'] as const;
type Kind = (typeof KINDS)[number];

interface PostmarkEvent {
  RecordType?: string;
  MessageID?: string;
  Metadata?: Record<string, unknown>;
  /** A bounce's kind: HardBounce, SoftBounce, SpamNotification, … */
  Type?: string;
}

const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** Whether the request carries Postmark's basic auth with our token, compared in constant time. */
function authorised(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = request.headers.get('authorization') ?? '';
  const expected = `Basic ${Buffer.from(`${USER}:${token}`).toString('base64')}`;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A staff email that bounced: its lead is pending again, for the fallback inbox. */
function reopened(record: StoredSubmission, now: Date): StoredSubmission {
  const again: StoredSubmission = {
    ...record,
    status: 'pending',
    toFallback: true,
    bouncedAt: now.toISOString(),
    nextAttemptAt: now.toISOString(),
  };
  delete again.sentAt;
  delete again.messageId;
  delete again.deliveredAt;
  return again;
}

/**
 * One event applied to the record as read: its answer, or `undefined` when another write moved
 * the record first. A change to the record is its own mark of being handled, made only by a
 * write that succeeded: a replay finds the email no longer current (re-opened) or its delivery
 * already written down. Only what changes no record keeps a replay mark.
 */
async function apply(
  stores: WebhookStores,
  event: PostmarkEvent,
  kind: Kind,
  id: string,
  at: Date,
): Promise<Response | undefined> {
  const { submissions, limits, counts } = stores;
  const entry = await submissions.read(id);
  // Only the email this record was last sent as: an older event says nothing of it now.
  if (!entry || !event.MessageID || entry.record.messageId !== event.MessageID) {
    return reply(200, 'Not ours, or not current');
  }
  const { record, etag } = entry;
  if (kind === 'Delivery') {
    if (record.deliveredAt) return reply(200, 'Already handled');
    const written = await submissions.replace({ ...record, deliveredAt: at.toISOString() }, etag);
    return written === undefined ? undefined : reply(200, 'Delivered');
  }
  const facts = { id: record.id, form: record.form, reported: kind, type: event.Type };
  if (record.kind !== 'acknowledgement' && !record.toFallback) {
    if ((await submissions.reopen(reopened(record, at), record, etag)) === undefined) {
      return undefined;
    }
    // Only now is it on its way to the fallback inbox, as the alert says.
    logAlert('staff-email-bounced', facts);
    // The lead is re-opened whatever happens to the count.
    await counts.tally('bounced', at).catch(() => undefined);
    return reply(200, 'Re-opened');
  }
  // Nothing of the record changes from here, so only a mark can tell a replay.
  if (!(await limits.onceIn(`webhook/${event.MessageID}-${kind}`, at, REPLAY_WINDOW_MS))) {
    return reply(200, 'Already handled');
  }
  if (record.kind === 'acknowledgement') {
    await noteAcknowledgementTrouble(stores, at);
    return reply(200, 'Noted');
  }
  await counts.tally('bounced', at);
  // The fallback inbox bounced too: no third address to try, so a person must look.
  logAlert('fallback-email-bounced', facts);
  return reply(200, 'Fallback bounced');
}

/**
 * `POST /api/postmark-webhook`: Postmark's Bounce, SpamComplaint and Delivery events. A staff
 * email that bounced or was marked spam re-opens its lead for the fallback inbox, with an
 * alert; a visitor's acknowledgement that did feeds the acknowledgements' breaker; a delivery
 * is written down. Anything without our basic auth gets 401 and changes nothing; an event for
 * no submission of ours, or one already handled, is answered 200 so Postmark stops retrying.
 * A re-open or a delivery the store did not take is answered 503, with nothing marked handled,
 * so that Postmark's retry does it.
 */
export async function handlePostmarkWebhook(
  request: Request,
  {
    stores,
    token,
    now = () => new Date(),
  }: {
    stores: WebhookStores | undefined;
    token: string | undefined;
    now?: () => Date;
  },
): Promise<Response> {
  if (request.method !== 'POST') return reply(405, 'POST only', { Allow: 'POST' });
  if (!authorised(request, token)) {
    logEvent('warn', 'webhook-unauthorised', {});
    return reply(401, 'Unauthorised', { 'WWW-Authenticate': 'Basic realm="postmark"' });
  }
  if (!stores) return reply(503, 'No store');
  // Not even an authorised body is read whole: a leaked token must not buy the memory.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) {
    return reply(413, 'Too large');
  }
  const body = await readLimited(request, MAX_BYTES);
  if (!body) return reply(413, 'Too large');
  let event: PostmarkEvent;
  try {
    event = JSON.parse(new TextDecoder().decode(body)) as PostmarkEvent;
  } catch {
    return reply(400, 'Not JSON');
  }
  const kind = KINDS.find((known) => known === event.RecordType);
  const id = event.Metadata?.submissionId;
  if (!kind || !isSubmissionId(id)) return reply(200, 'Ignored');
  const at = now();
  try {
    for (let tries = 0; tries < WRITE_TRIES; tries++) {
      const answer = await apply(stores, event, kind, id, at);
      if (answer) return answer;
    }
    logAlert('store-record-moved', { id, reported: kind });
  } catch (error) {
    logAlert('store-update-failed', { id, reported: kind, error: String(error).slice(0, 200) });
  }
  return reply(503, 'Not handled: try again');
}
