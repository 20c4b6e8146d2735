import { RESUME_MAX_BYTES } from '../config/resume';

export const resumeKinds = {
  pdf: { extension: '.pdf', contentType: 'application/pdf' },
  docx: {
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

export type ResumeKind = keyof typeof resumeKinds;

/** For the file picker: what it offers first. The server decides by the content. */
export const RESUME_ACCEPT = Object.values(resumeKinds)
  .flatMap((kind) => [kind.extension, kind.contentType])
  .join(',');

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

function contains(bytes: Uint8Array, text: string, within: number): boolean {
  const needle = [...text].map((char) => char.charCodeAt(0));
  const end = Math.min(bytes.length, within) - needle.length;
  for (let at = 0; at <= end; at++) {
    if (needle.every((code, index) => bytes[at + index] === code)) return true;
  }
  return false;
}

/**
 * What the bytes say the file is, whatever its name or declared type: a PDF starts with
 * `%PDF-`; a .docx is a ZIP whose entries include `word/` (entry names are stored as plain
 * text in the ZIP's local headers). An executable renamed `cv.pdf` is neither.
 */
export function sniffResume(bytes: Uint8Array): ResumeKind | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zip && contains(bytes, 'word/', 64 * 1024)) return 'docx';
  return undefined;
}

/** Control characters, bidi and zero-width marks: they forge headers or disguise a name. */
// eslint-disable-next-line no-control-regex -- these are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A file name safe to show staff and to put in an email: no folders, no control or direction
 * characters, not too long, and ending in the extension its content deserves.
 */
export function cleanFileName(name: string, kind: ResumeKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(UNSAFE, '')
    .replace(/["<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const { extension } = resumeKinds[kind];
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return `${stem || 'resume'}${extension}`;
}

/** The browser's check before sending: by name, declared type and size. */
export function resumeProblem(file: { name: string; size: number; type: string }) {
  if (file.size > RESUME_MAX_BYTES) return 'tooLarge' as const;
  const lower = file.name.toLowerCase();
  const known = Object.values(resumeKinds).some(
    (kind) => lower.endsWith(kind.extension) || file.type === kind.contentType,
  );
  return known ? undefined : ('wrongType' as const);
}
