import { validationMessages as say } from '#src/content/forms';
import type { MessageKey } from './visitorLanguage';
import { RESUME_MAX_BYTES } from '#src/config/resume';
import { cleanFileName, resumeKinds, sniffResume } from '#src/forms/resume';
import type { Upload } from './multipart';

/** A file for staff, checked by its content. */
export interface Attachment {
  name: string;
  contentType: string;
  content: Uint8Array;
}

export type ResumeResult =
  | { ok: true; attachment?: Attachment }
  | { ok: false; status: 400 | 413; message: MessageKey; error: string };

/**
 * The résumé of a multipart post, if any: a zero-byte file counts as none (a browser sends
 * one for an empty file input); two files, a text value, an unknown content or more than the
 * limit are refused, each with what to do.
 */
export function takeResume(files: Upload[], textValue: unknown): ResumeResult {
  const refuse = (status: 400 | 413, error: string): ResumeResult => ({
    ok: false,
    status,
    message: status === 413 ? 'resumeTooLarge' : 'invalid',
    error,
  });
  if (textValue !== undefined && textValue !== '') return refuse(400, say.resumeNotFile);
  const given = files.filter((file) => file.size > 0);
  if (given.length === 0) return { ok: true };
  if (given.length > 1) return refuse(400, say.resumeOne);
  const [file] = given as [Upload];
  if (file.size > RESUME_MAX_BYTES) return refuse(413, say.resumeTooLarge);
  const { content } = file;
  const kind = sniffResume(content);
  if (!kind) return refuse(400, say.resumeType);
  return {
    ok: true,
    attachment: {
      name: cleanFileName(file.name, kind),
      contentType: resumeKinds[kind].contentType,
      content,
    },
  };
}
