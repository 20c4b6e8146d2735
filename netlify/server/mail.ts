import { ServerClient } from 'postmark';
import type { MailConfig } from './config';
import type { OutgoingEmail } from './emails';
import { writeToOutbox } from './outbox';

/**
 * What became of one email. A failure says what kind it is, because each is handled apart:
 * - `unavailable`: network, timeout, rate limit or Postmark's own error; a later try may pass.
 * - `rejected`: Postmark's 422 / error 300, an invalid message; the visitor's address as
 *   Reply-To is the only part a visitor controls, so the email goes again without it.
 * - `configuration`: the token, the sender, the account or the staff inbox (401, 403, 406,
 *   422 "not allowed"); nothing sends until someone fixes it.
 */
export type SendResult =
  | { ok: true; via: 'postmark' | 'outbox'; messageId: string }
  | {
      ok: false;
      kind: 'unavailable' | 'rejected' | 'configuration';
      /** Postmark's HTTP status and error code; never the message or the visitor's answers. */
      reason: string;
    };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
  /** Many emails in as few calls as possible; one result per email, in order. */
  sendBatch(emails: OutgoingEmail[]): Promise<SendResult[]>;
}

/** Seconds per Postmark call. Two tries, a pause, and the rest of the work fit in 10 s. */
export const POSTMARK_TIMEOUT_SECONDS = 4;
export const RETRY_PAUSE_MS = 400;
/** Postmark's batch endpoint takes up to 500 messages a call. */
export const BATCH_SIZE = 500;
/** A batch of 500 is a few megabytes: give it longer than one email. */
const BATCH_TIMEOUT_SECONDS = 12;

interface PostmarkFailure {
  statusCode?: number;
  code?: number;
}

function classify(status: number, code: number): 'unavailable' | 'rejected' | 'configuration' {
  if (status === 0 || status === 429 || status >= 500) return 'unavailable';
  if (code === 300) return 'rejected';
  return 'configuration';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function failure(caught: unknown, attempt?: number): SendResult & { ok: false } {
  const error: PostmarkFailure = typeof caught === 'object' && caught !== null ? caught : {};
  const status = error.statusCode ?? 0;
  const code = error.code ?? 0;
  const tries = attempt ? ` (attempt ${attempt})` : '';
  return {
    ok: false,
    kind: classify(status, code),
    reason: `postmark status ${status} code ${code}${tries}`,
  };
}

function toPostmark(email: OutgoingEmail) {
  return {
    From: email.from,
    To: email.to,
    ReplyTo: email.replyTo,
    Subject: email.subject,
    TextBody: email.textBody,
    HtmlBody: email.htmlBody,
    Tag: email.tag,
    MessageStream: 'outbound',
    ...(email.attachments?.length && {
      Attachments: email.attachments.map((file) => ({
        Name: file.name,
        Content: Buffer.from(file.content).toString('base64'),
        ContentType: file.contentType,
        ContentID: null,
      })),
    }),
  };
}

/** Postmark's official client: one retry for a single email when a retry can help. */
export function postmarkMailer(
  config: MailConfig & { token: string },
  { timeoutSeconds = POSTMARK_TIMEOUT_SECONDS, pauseMs = RETRY_PAUSE_MS } = {},
): Mailer {
  const client = (timeout: number) =>
    new ServerClient(config.token, {
      requestHost: config.apiUrl.host,
      useHttps: config.apiUrl.protocol === 'https:',
      timeout,
    });
  const single = client(timeoutSeconds);
  const batch = client(BATCH_TIMEOUT_SECONDS);

  return {
    async send(email) {
      for (let attempt = 1; ; attempt++) {
        try {
          const sent = await withDeadline(single.sendEmail(toPostmark(email)), timeoutSeconds);
          return { ok: true, via: 'postmark', messageId: sent.MessageID };
        } catch (caught) {
          const result = failure(caught, attempt);
          if (result.kind !== 'unavailable' || attempt === 2) return result;
          await pause(pauseMs);
        }
      }
    },
    async sendBatch(emails) {
      const results: SendResult[] = [];
      for (let start = 0; start < emails.length; start += BATCH_SIZE) {
        const chunk = emails.slice(start, start + BATCH_SIZE);
        try {
          const answers = await withDeadline(
            batch.sendEmailBatch(chunk.map(toPostmark)),
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
  };
}

/** Writes each email to the outbox folder, for local runs without a Postmark account. */
export function outboxMailer(dir: string): Mailer {
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
  };
}

/**
 * Postmark when there is a token; the outbox when there is none and we are not on Netlify;
 * on Netlify without a token, nothing (the caller keeps the submission and raises the alarm).
 */
export function chooseMailer(config: MailConfig): Mailer | undefined {
  if (config.token) return postmarkMailer({ ...config, token: config.token });
  if (!config.onNetlify) return outboxMailer(config.outboxDir);
  return undefined;
}
