import { serverMessages } from '../../src/content/forms';

export type Submission =
  | { ok: true; fields: Record<string, unknown>; fromHtmlForm: boolean }
  | { ok: false; status: 400 | 413 | 415; message: string; fromHtmlForm: boolean };

async function readLimited(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Without a prototype: a field named `__proto__` or `constructor` is only a field. */
function emptyFields(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

function parseUrlEncoded(text: string): Record<string, unknown> {
  const fields = emptyFields();
  for (const [key, value] of new URLSearchParams(text)) {
    // A repeated field is not something our forms send; keep all values so it fails as non-text.
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

/**
 * A browser's own form post (no JavaScript) expects a page; the site's script asks for JSON.
 * Known from the headers alone, so even a post refused unread gets the right kind of answer.
 */
export function isHtmlFormPost(request: Request): boolean {
  const mediaType = ((request.headers.get('content-type') ?? '').split(';')[0] ?? '')
    .trim()
    .toLowerCase();
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain', ''];
  return formTypes.includes(mediaType) && !wantsJson;
}

/**
 * Reads a JSON or URL-encoded form post, with the size in bytes checked before anything is
 * parsed. `maxBytes` comes from the form's own limits (see bodyLimit).
 */
export async function readSubmission(request: Request, maxBytes: number): Promise<Submission> {
  const fromHtmlForm = isHtmlFormPost(request);
  const refuse = (status: 400 | 413 | 415, message: string): Submission => ({
    ok: false,
    status,
    message,
    fromHtmlForm,
  });
  const mediaType = ((request.headers.get('content-type') ?? '').split(';')[0] ?? '')
    .trim()
    .toLowerCase();
  const isJson = mediaType === 'application/json';
  const isForm = mediaType === 'application/x-www-form-urlencoded';
  if (!isJson && !isForm) return refuse(415, serverMessages.unsupported);

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return refuse(413, serverMessages.tooLarge);
  const text = await readLimited(request, maxBytes);
  if (text === undefined) return refuse(413, serverMessages.tooLarge);

  let fields: unknown;
  if (isJson) {
    try {
      fields = JSON.parse(text);
    } catch {
      return refuse(400, serverMessages.invalid);
    }
  } else {
    fields = parseUrlEncoded(text);
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return refuse(400, serverMessages.invalid);
  }
  return { ok: true, fields: Object.assign(emptyFields(), fields), fromHtmlForm };
}
