import { ServerClient } from 'postmark';
import type { MailConfig } from './config';
import type { EmailContent } from './emails';
import { writeToOutbox } from './outbox';

/** A message ready to go: content plus its envelope. */
export interface OutgoingEmail extends EmailContent {
  from: string;
  to: string;
}

export type SendResult =
  | { ok: true; via: 'postmark' | 'outbox'; where?: string }
  | { ok: false; kind: 'unavailable' | 'refused'; reason: string };

export type Send = (email: OutgoingEmail) => Promise<SendResult>;

/** Seconds per Postmark call. Two tries, a pause, and the rest of the work fit in 10 s. */
export const POSTMARK_TIMEOUT_SECONDS = 4;
export const RETRY_PAUSE_MS = 400;

interface PostmarkFailure {
  statusCode?: number;
  code?: number;
  message?: string;
}

/** Network errors and timeouts (status 0), rate limits and server errors may pass on a retry. */
function isTransient(error: PostmarkFailure): boolean {
  const status = error.statusCode ?? 0;
  return status === 0 || status === 429 || status >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The client aborts its own request after `timeout`, but the function's time budget must not
 * depend on that alone: past the deadline the attempt counts as a network timeout (status 0).
 */
function withDeadline<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ statusCode: 0, message: 'timeout' }), seconds * 1000 + 100);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): PostmarkFailure {
  return typeof error === 'object' && error !== null ? (error as PostmarkFailure) : {};
}

/** Sends through Postmark's official client, retrying once when a retry can help. */
export function postmarkSender(
  config: MailConfig & { token: string },
  { timeoutSeconds = POSTMARK_TIMEOUT_SECONDS, pauseMs = RETRY_PAUSE_MS } = {},
): Send {
  const client = new ServerClient(config.token, {
    requestHost: config.apiUrl.host,
    useHttps: config.apiUrl.protocol === 'https:',
    timeout: timeoutSeconds,
  });
  return async (email) => {
    const message = {
      From: email.from,
      To: email.to,
      ReplyTo: email.replyTo,
      Subject: email.subject,
      TextBody: email.textBody,
      HtmlBody: email.htmlBody,
      Tag: email.tag,
      MessageStream: 'outbound',
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await withDeadline(client.sendEmail(message), timeoutSeconds);
        return { ok: true, via: 'postmark' };
      } catch (caught) {
        const error = describe(caught);
        const reason = `postmark status ${error.statusCode ?? 0} code ${error.code ?? 0} (attempt ${attempt})`;
        if (!isTransient(error)) return { ok: false, kind: 'refused', reason };
        if (attempt === 2) return { ok: false, kind: 'unavailable', reason };
        await pause(pauseMs);
      }
    }
  };
}

/** Writes each email to the outbox folder, for local runs without a Postmark account. */
export function outboxSender(dir: string): Send {
  return async (email) => {
    const where = await writeToOutbox(dir, email);
    return { ok: true, via: 'outbox', where };
  };
}

/**
 * Postmark when there is a token; the outbox when there is none and we are not on Netlify;
 * on Netlify without a token, nothing (the caller answers 500 and logs why).
 */
export function chooseSender(config: MailConfig): Send | undefined {
  if (config.token) return postmarkSender({ ...config, token: config.token });
  if (!config.onNetlify) return outboxSender(config.outboxDir);
  return undefined;
}
