import { ServerClient } from 'postmark';
import type { MailConfig } from './config';
import type { OutgoingEmail } from './emails';
import { writeToOutbox } from './outbox';

/**
 * What became of one email. A failure says what kind it is, because each is handled apart:
 * - `unavailable`: Postmark answered that it did not send (a rate limit or its own error); a
 *   later try may pass.
 * - `unknown`: no answer (a timeout, a dropped connection): Postmark may have sent it. Never
 *   sent again before a search of Postmark's sent mail says it did not.
 * - `rejected`: Postmark's 422 / error 300, an invalid message; the visitor's address as
 *   Reply-To is the only part a visitor controls, so the email goes again without it.
 * - `configuration`: the token, the sender, the account or the staff inbox (401, 403, 406,
 *   422 "not allowed"); nothing sends until someone fixes it.
 */
export type SendResult =
  | { ok: true; via: 'postmark' | 'outbox'; messageId: string }
  | {
      ok: false;
      kind: 'unavailable' | 'unknown' | 'rejected' | 'configuration';
      /** Postmark's HTTP status and error code; never the message or the visitor's answers. */
      reason: string;
      /** Postmark's error code, when it gave one (406: the recipient is inactive). */
      code?: number;
    };

/** What a search of sent mail found for one submission. */
type Search =
  { found: true; messageId: string } | { found: false } | { found: undefined; reason: string };

export interface Mailer {
  /** One attempt, no retry: whether to try again is the caller's call. */
  send(email: OutgoingEmail, options?: { timeoutSeconds?: number }): Promise<SendResult>;
  /** Many emails in as few calls as possible; one result per email, in order. */
  sendBatch(emails: OutgoingEmail[]): Promise<SendResult[]>;
  /**
   * Looks for an email already sent for this submission (by its `submissionId` metadata), in
   * the staff stream or, for `toVisitor`, the acknowledgements' stream.
   */
  findSent(submissionId: string, toVisitor?: boolean): Promise<Search>;
}

/** Seconds per Postmark call from a redelivery pass. */
export const POSTMARK_TIMEOUT_SECONDS = 6;
/** Postmark's batch endpoint takes up to 500 messages a call. */
const BATCH_SIZE = 500;
/** A batch of hundreds is a few megabytes: give it longer than one email. */
const BATCH_TIMEOUT_SECONDS = 12;
const SEARCH_TIMEOUT_SECONDS = 5;

interface PostmarkFailure {
  statusCode?: number;
  code?: number;
}

function classify(status: number, code: number): Exclude<SendResult, { ok: true }>['kind'] {
  if (status === 0) return 'unknown';
  if (status === 429 || status >= 500) return 'unavailable';
  if (code === 300) return 'rejected';
  return 'configuration';
}

/**
 * The client aborts its own request after `timeout`, but the function's time budget must not
 * depend on that alone: past the deadline the attempt counts as a network timeout (status 0).
 */
function withDeadline<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ statusCode: 0 }), seconds * 1000 + 100);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function failure(caught: unknown): SendResult & { ok: false } {
  const error: PostmarkFailure = typeof caught === 'object' && caught !== null ? caught : {};
  const status = error.statusCode ?? 0;
  const code = error.code ?? 0;
  return {
    ok: false,
    kind: classify(status, code),
    reason: `postmark status ${status} code ${code}`,
    ...(code !== 0 && { code }),
  };
}

function toPostmark(email: OutgoingEmail, visitorStream: string) {
  return {
    From: email.from,
    To: email.to,
    ReplyTo: email.replyTo,
    Subject: email.subject,
    TextBody: email.textBody,
    HtmlBody: email.htmlBody,
    Tag: email.tag,
    MessageStream: email.toVisitor ? visitorStream : 'outbound',
    ...(email.metadata && { Metadata: email.metadata }),
    ...(email.attachments?.length && {
      Attachments: email.attachments.map((file) => ({
        Name: file.name,
        Content: Buffer.from(
          file.content.buffer,
          file.content.byteOffset,
          file.content.byteLength,
        ).toString('base64'),
        ContentType: file.contentType,
        ContentID: null,
      })),
    }),
  };
}

/** Postmark's official client, one attempt per call. */
export function postmarkMailer(
  config: MailConfig & { token: string },
  { timeoutSeconds = POSTMARK_TIMEOUT_SECONDS } = {},
): Mailer {
  const client = (timeout: number) =>
    new ServerClient(config.token, {
      requestHost: config.apiUrl.host,
      useHttps: config.apiUrl.protocol === 'https:',
      timeout,
    });
  // One client per timeout, in tenths of a second: a few at most, however the caller varies it.
  const clients = new Map<number, ServerClient>();
  const stream = config.acknowledgements.stream;
  const withTimeout = (seconds: number) => {
    const tenths = Math.max(1, Math.round(seconds * 10));
    const made = clients.get(tenths) ?? client(tenths / 10);
    clients.set(tenths, made);
    return made;
  };

  return {
    async send(email, options = {}) {
      const seconds = options.timeoutSeconds ?? timeoutSeconds;
      try {
        const sent = await withDeadline(
          withTimeout(seconds).sendEmail(toPostmark(email, stream)),
          seconds,
        );
        return { ok: true, via: 'postmark', messageId: sent.MessageID };
      } catch (caught) {
        return failure(caught);
      }
    },
    async sendBatch(emails) {
      const results: SendResult[] = [];
      for (let start = 0; start < emails.length; start += BATCH_SIZE) {
        const chunk = emails.slice(start, start + BATCH_SIZE);
        try {
          const answers = await withDeadline(
            withTimeout(BATCH_TIMEOUT_SECONDS).sendEmailBatch(
              chunk.map((email) => toPostmark(email, stream)),
            ),
            BATCH_TIMEOUT_SECONDS,
          );
          chunk.forEach((_, index) => {
            const answer = answers[index];
            if (answer && answer.ErrorCode === 0) {
              results.push({ ok: true, via: 'postmark', messageId: answer.MessageID });
            } else {
              // A refused message in a batch answers 200 overall, with its own error code.
              results.push(failure({ statusCode: 422, code: answer?.ErrorCode ?? 0 }));
            }
          });
        } catch (caught) {
          const result = failure(caught);
          results.push(...chunk.map(() => result));
        }
      }
      return results;
    },
    async findSent(submissionId, toVisitor = false) {
      try {
        const answer = await withDeadline(
          withTimeout(SEARCH_TIMEOUT_SECONDS).getOutboundMessages({
            count: 1,
            offset: 0,
            messagestream: toVisitor ? stream : 'outbound',
            metadata_submissionId: submissionId,
          }),
          SEARCH_TIMEOUT_SECONDS,
        );
        // Only a message that names this submission: a filter the search ignored (an API
        // change, a proxy) must read as "not found", never turn every unknown into "sent".
        const message = (answer.Messages ?? []).find(
          (found) => found.Metadata?.submissionId === submissionId,
        );
        return message ? { found: true, messageId: message.MessageID } : { found: false };
      } catch (caught) {
        return { found: undefined, reason: failure(caught).reason };
      }
    },
  };
}

/** Writes each email to the outbox folder, for local runs without a Postmark account. */
function outboxMailer(dir: string): Mailer {
  const send = async (email: OutgoingEmail): Promise<SendResult> => {
    const where = await writeToOutbox(dir, email);
    console.info(`Email written to ${where} (no POSTMARK_SERVER_TOKEN set).`);
    return { ok: true, via: 'outbox', messageId: where };
  };
  return {
    send,
    async sendBatch(emails) {
      const results: SendResult[] = [];
      for (const email of emails) results.push(await send(email));
      return results;
    },
    // Writing a file has no unknown outcome: nothing to search for.
    findSent: async () => ({ found: false }),
  };
}

/**
 * Postmark when there is a token; the outbox when there is none and we are not on Netlify;
 * on Netlify without a token, nothing (the caller keeps the submission and raises the alarm).
 */
export function chooseMailer(config: MailConfig): Mailer | undefined {
  if (config.token) {
    const staff = postmarkMailer({ ...config, token: config.token });
    const ackToken = config.acknowledgements.token;
    return ackToken ? routedMailer(staff, postmarkMailer({ ...config, token: ackToken })) : staff;
  }
  if (!config.onNetlify) return outboxMailer(config.outboxDir);
  return undefined;
}

/**
 * Staff mail through one Postmark server, visitors' acknowledgements through another: a
 * server paused for the visitors' bounces leaves every lead's email going out.
 */
export function routedMailer(staff: Mailer, visitors: Mailer): Mailer {
  const route = (email: OutgoingEmail) => (email.toVisitor ? visitors : staff);
  return {
    send: (email, options) => route(email).send(email, options),
    async sendBatch(emails) {
      // Each server's share in one call of its own, the answers put back in the given order.
      const [toStaff, toVisitors] = await Promise.all(
        [staff, visitors].map((mailer) =>
          mailer.sendBatch(emails.filter((email) => route(email) === mailer)),
        ),
      );
      const answers = { staff: toStaff ?? [], visitors: toVisitors ?? [] };
      const noAnswer: SendResult = { ok: false, kind: 'unknown', reason: 'no answer in batch' };
      return emails.map(
        (email) => (email.toVisitor ? answers.visitors : answers.staff).shift() ?? noAnswer,
      );
    },
    findSent: (submissionId, toVisitor) =>
      (toVisitor ? visitors : staff).findSent(submissionId, toVisitor),
  };
}
