import type { ApplicationValues } from '../forms/applicationValues';
import type { ContactValues } from '../forms/contactValues';

/**
 * The site's only calls to its server, one per function. Loaded on demand when a form is
 * sent. A failure throws an Error whose message is the server's own words when it gave any.
 */
async function post(path: string, body: Record<string, string>): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const reply = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (typeof reply?.message === 'string' && reply.message) throw serverRefusal(reply.message);
  throw new Error(`HTTP ${response.status}`);
}

/** An error whose message the server wrote for the visitor, as opposed to a technical one. */
function serverRefusal(message: string): Error {
  return Object.assign(new Error(message), { forVisitor: true });
}

export const sendCareRequest = (values: ContactValues & { website: string }) =>
  post('/api/contact', values);

export const sendApplication = (values: ApplicationValues & { website: string }) =>
  post('/api/apply', values);
