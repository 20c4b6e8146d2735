import { serverMessages } from '../../src/content/forms';

/** Form posts are a few kilobytes; anything far larger is refused before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

export type Submission =
  | { ok: true; fields: Record<string, unknown>; fromHtmlForm: boolean }
  | { ok: false; status: 400 | 413 | 415; message: string };

const refuse = (status: 400 | 413 | 415, message: string): Submission => ({
  ok: false,
  status,
  message,
});

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

function parseUrlEncoded(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // A repeated field is not something our forms send; keep all values so it fails as non-text.
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

/**
 * Reads a JSON or URL-encoded form post, with the size checked before anything is parsed.
 * `fromHtmlForm` is true for a browser's own form post (no JavaScript), which expects a page.
 */
export async function readSubmission(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Submission> {
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
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  return {
    ok: true,
    fields: fields as Record<string, unknown>,
    fromHtmlForm: isForm && !wantsJson,
  };
}
