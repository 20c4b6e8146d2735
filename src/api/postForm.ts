import { RESUME_FIELD } from '../config/resume';

/** What every post carries besides the answers. A type, to fit Record<string, string>. */
export type PostExtras = {
  website: string;
  submissionId: string;
  language: string;
};

/** The function's answer to a form it sent (200) or kept (202). */
export interface FormReply {
  /** What the visitor is told, in their language. */
  message: string;
  /** Kept safely, not yet sent: staff get it once the email service is back. */
  queued?: boolean;
  /** When we will call, as a sentence in the visitor's language. */
  promise?: string;
}

/** What a sender may be given besides the answers: a way to stop it, and a listener. */
export interface SendOptions {
  /** Stops the post: the sender then rejects, and the form keeps what it holds. */
  signal?: AbortSignal;
  /** How much of a file has gone, for a post that carries one. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Success is the function's own JSON saying so: 200 (sent) or 202 (kept, on its way). Anything
 * else, a rate limit's rewritten page included, throws an Error whose message is the server's
 * own words when it gave any.
 */
function answerOf(status: number, ok: boolean, reply: unknown): FormReply {
  const said = reply as { ok?: unknown; message?: unknown; queued?: unknown; promise?: unknown };
  const message = typeof said?.message === 'string' ? said.message : '';
  if (ok && said?.ok === true) {
    return {
      message,
      ...(said.queued === true && { queued: true }),
      ...(typeof said.promise === 'string' && said.promise && { promise: said.promise }),
    };
  }
  if (message) throw serverRefusal(message);
  throw new Error(`HTTP ${status}`);
}

/**
 * The site's only calls to its server. Loaded on demand when a form is sent. Answers as JSON
 * go with fetch; a multipart post, which may carry a file, with XMLHttpRequest, the one way a
 * page can follow an upload's progress.
 */
async function post(path: string, body: Record<string, string>): Promise<FormReply> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => undefined)) as unknown;
  return answerOf(response.status, response.ok, reply);
}

/** A multipart post, reporting the upload's progress and stopped by the signal. */
function postMultipart(
  path: string,
  body: FormData,
  { signal, onProgress }: SendOptions = {},
): Promise<FormReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const done = () => signal?.removeEventListener('abort', stop);
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    request.onload = () => {
      done();
      let reply: unknown;
      try {
        reply = JSON.parse(String(request.responseText));
      } catch {
        reply = undefined;
      }
      try {
        resolve(answerOf(request.status, request.status >= 200 && request.status < 300, reply));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.onerror = () => {
      done();
      reject(new TypeError('Network error'));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The send was stopped.', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(new DOMException('The send was stopped.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', stop, { once: true });
    request.send(body);
  });
}

/** An error whose message the server wrote for the visitor, as opposed to a technical one. */
function serverRefusal(message: string): Error {
  return Object.assign(new Error(message), { forVisitor: true });
}

/**
 * The sender of one form, to its function: JSON, or multipart with the résumé chosen in the
 * form, if any, for a form that takes one. Only a post with a file reports its progress.
 */
export function senderFor({ endpoint, takesResume }: { endpoint: string; takesResume?: boolean }) {
  return (
    values: Record<string, string> & PostExtras,
    form: HTMLFormElement | null,
    options: SendOptions = {},
  ): Promise<FormReply> => {
    if (!takesResume) return post(endpoint, values);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const input = form?.elements.namedItem(RESUME_FIELD);
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (file) body.append(RESUME_FIELD, file);
    return postMultipart(endpoint, body, {
      signal: options.signal,
      onProgress: file ? options.onProgress : undefined,
    });
  };
}
