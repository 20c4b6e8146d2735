import type { FormDefinition } from '../forms/definition';
import { RESUME_FIELD } from '../config/resume';

/** What every post carries besides the answers. A type, to fit Record<string, string>. */
export type PostExtras = {
  website: string;
  submissionId: string;
  language: string;
};

/**
 * The site's only calls to its server. Loaded on demand when a form is
 * sent. Success is the function's own JSON saying so: 200 (sent) or 202 (kept, on its way).
 * Anything else, a rate limit's rewritten page included, throws an Error whose message is the
 * server's own words when it gave any.
 */
async function post(path: string, body: Record<string, string> | FormData): Promise<void> {
  const json = !(body instanceof FormData);
  const response = await fetch(path, {
    method: 'POST',
    headers: json
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: json ? JSON.stringify(body) : body,
  });
  const reply = (await response.json().catch(() => undefined)) as
    { ok?: unknown; message?: unknown } | undefined;
  if (response.ok && reply?.ok === true) return;
  if (typeof reply?.message === 'string' && reply.message) throw serverRefusal(reply.message);
  throw new Error(`HTTP ${response.status}`);
}

/** An error whose message the server wrote for the visitor, as opposed to a technical one. */
function serverRefusal(message: string): Error {
  return Object.assign(new Error(message), { forVisitor: true });
}

/**
 * The sender of one form, to its function: JSON, or multipart with the résumé chosen in the
 * form, if any, for a form that takes one.
 */
export function senderFor({
  endpoint,
  takesResume,
}: Pick<FormDefinition, 'endpoint' | 'takesResume'>) {
  return (values: Record<string, string> & PostExtras, form: HTMLFormElement | null) => {
    if (!takesResume) return post(endpoint, values);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    const input = form?.elements.namedItem(RESUME_FIELD);
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (file) body.append(RESUME_FIELD, file);
    return post(endpoint, body);
  };
}
