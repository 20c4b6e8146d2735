import type { MessageKey } from './visitorLanguage';
import { RESUME_FIELD } from '#src/config/resume';
import { MAX_FIELDS, addField, emptyFields, readMultipart, type Upload } from './multipart';
import { readLimited } from '../shared/readLimited';

export type Submission =
  | { ok: true; fields: Record<string, unknown>; files: Upload[]; fromHtmlForm: boolean }
  | { ok: false; status: 400 | 413 | 415; message: MessageKey; fromHtmlForm: boolean };

/** The fields of a URL-encoded body; `undefined` at the first repeated name or one too many. */
function parseUrlEncoded(text: string): Record<string, unknown> | undefined {
  const fields = emptyFields();
  for (const [key, value] of new URLSearchParams(text)) {
    if (!addField(fields, key, value)) return undefined;
  }
  return fields;
}

/** `multipart/form-data` for `Multipart/Form-Data; boundary=…`; empty when none was sent. */
function mediaTypeOf(request: Request): string {
  return ((request.headers.get('content-type') ?? '').split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * A browser's own form post (no JavaScript) expects a page; the site's script asks for JSON.
 * Known from the headers alone, so even a post refused unread gets the right kind of answer.
 */
export function isHtmlFormPost(request: Request): boolean {
  const mediaType = mediaTypeOf(request);
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain', ''];
  return formTypes.includes(mediaType) && !wantsJson;
}

/** Multipart's own framing around each part: boundaries, headers, a file name. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a JSON, URL-encoded or (for a form that takes a résumé, `fileBytes` > 0) multipart
 * post, with the size in bytes checked before anything is parsed. `maxBytes` comes from the
 * form's own limits (see bodyLimit).
 */
export async function readSubmission(
  request: Request,
  maxBytes: number,
  fileBytes = 0,
): Promise<Submission> {
  const fromHtmlForm = isHtmlFormPost(request);
  const refuse = (status: 400 | 413 | 415, message: MessageKey): Submission => ({
    ok: false,
    status,
    message,
    fromHtmlForm,
  });
  const mediaType = mediaTypeOf(request);
  const isJson = mediaType === 'application/json';
  const isForm = mediaType === 'application/x-www-form-urlencoded';
  const isMultipart = fileBytes > 0 && mediaType === 'multipart/form-data';
  if (!isJson && !isForm && !isMultipart) return refuse(415, 'unsupported');

  const limit = isMultipart ? maxBytes + fileBytes + MULTIPART_OVERHEAD_BYTES : maxBytes;
  const tooLarge = isMultipart ? 'resumeTooLarge' : 'tooLarge';
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return refuse(413, tooLarge);

  if (isMultipart) {
    const read = await readMultipart(request, {
      maxBytes: limit,
      fileField: RESUME_FIELD,
      maxFileBytes: fileBytes,
    });
    if (!read.ok) return refuse(read.status, read.status === 413 ? tooLarge : 'invalid');
    return { ok: true, fields: read.fields, files: read.files, fromHtmlForm };
  }
  const bytes = await readLimited(request, limit);
  if (bytes === undefined) return refuse(413, tooLarge);
  const text = new TextDecoder().decode(bytes);

  let fields: unknown;
  if (isJson) {
    try {
      fields = JSON.parse(text);
    } catch {
      return refuse(400, 'invalid');
    }
  } else {
    fields = parseUrlEncoded(text);
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return refuse(400, 'invalid');
  }
  if (Object.keys(fields).length > MAX_FIELDS) return refuse(400, 'invalid');
  return { ok: true, fields: Object.assign(emptyFields(), fields), files: [], fromHtmlForm };
}
