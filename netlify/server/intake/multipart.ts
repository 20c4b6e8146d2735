import busboy from 'busboy';
import { Readable } from 'node:stream';

/** A file of a multipart post, its bytes in one buffer. */
export interface Upload {
  name: string;
  size: number;
  content: Uint8Array;
}

export type Multipart =
  { ok: true; fields: Record<string, unknown>; files: Upload[] } | { ok: false; status: 400 | 413 };

interface Limits {
  /** The whole body, framing included. */
  maxBytes: number;
  /** The one field that may carry files. */
  fileField: string;
  /** Bytes kept of one file: one byte more is enough to know it is too large. */
  maxFileBytes: number;
}

/** Without a prototype: a field named `__proto__` or `constructor` is only a field. */
export function emptyFields(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

/**
 * Far more named values than any of our forms sends (the application has about 30 with the
 * page's own), far fewer than a post built to make the parser work.
 */
export const MAX_FIELDS = 100;

/**
 * Adds one named value; `false` for a name already given or one past `MAX_FIELDS`. Our forms
 * never repeat a field, so the post is refused there: reading on would only serve whoever
 * sends 25,000 repeats to hold the function.
 */
export function addField(fields: Record<string, unknown>, key: string, value: unknown): boolean {
  if (key in fields) return false;
  if (Object.keys(fields).length >= MAX_FIELDS) return false;
  fields[key] = value;
  return true;
}

/**
 * Browsers escape a name's CR, LF and double quote as %0D, %0A and %22 in multipart headers
 * (the HTML standard's encoding); read them back as the characters they were.
 */
function unescapeName(name: string): string {
  return name.replace(/%0D|%0A|%22/gi, (escaped) => decodeURIComponent(escaped));
}

/**
 * Reads a multipart post as it streams in, with busboy: each file's bytes go straight into
 * one buffer, never the whole body plus a parsed copy plus a `File` (a 3 MB résumé held four
 * times over is what this replaces). A file in any other field is drained and stands as a
 * non-text value, so it fails validation.
 */
export async function readMultipart(request: Request, limits: Limits): Promise<Multipart> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes + 1,
        fieldSize: limits.maxBytes,
        fields: MAX_FIELDS,
        // One résumé, and one more to know that more than one was sent.
        files: 2,
        parts: MAX_FIELDS + 2,
      },
    });
  } catch {
    return { ok: false, status: 400 };
  }
  const fields = emptyFields();
  const files: Upload[] = [];
  let tooLarge = false;
  /** A repeated field or one part too many: refused without reading on. */
  let refused = false;
  const refuse = () => {
    refused = true;
  };

  // Settles with whether the body was well formed, once every part and file has ended.
  const parsed = new Promise<boolean>((resolve) => {
    let open = 0;
    let closed = false;
    const settle = () => {
      if (closed && open === 0) resolve(true);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) tooLarge = true;
      if (!addField(fields, unescapeName(name), value)) refuse();
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        if (!addField(fields, unescapeName(name), { file: info.filename })) refuse();
        stream.resume();
        return;
      }
      open++;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size <= limits.maxFileBytes + 1) chunks.push(chunk);
      });
      stream.on('end', () => {
        const joined = Buffer.concat(chunks);
        files.push({
          name: unescapeName(info.filename ?? ''),
          size,
          content: new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength),
        });
        open--;
        settle();
      });
    });
    for (const limit of ['fieldsLimit', 'filesLimit', 'partsLimit'] as const) {
      parser.on(limit, refuse);
    }
    parser.on('close', () => {
      closed = true;
      settle();
    });
    parser.on('error', () => resolve(false));
  });

  let received = 0;
  const body = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      if (received > limits.maxBytes) {
        body.destroy();
        parser.destroy();
        return { ok: false, status: 413 };
      }
      parser.write(chunk);
      if (refused) break;
    }
    if (refused) {
      body.destroy();
      parser.destroy();
      return { ok: false, status: 400 };
    }
    parser.end();
  } catch {
    parser.destroy();
    return { ok: false, status: 400 };
  }
  if (!(await parsed)) return { ok: false, status: 400 };
  if (tooLarge) return { ok: false, status: 413 };
  return { ok: true, fields, files };
}
