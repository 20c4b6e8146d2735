/**
 * One id per filled form, made by the page and sent with every try: the functions send at
 * most one email per id, however often a slow network makes the page try again.
 */
export const SUBMISSION_ID_FIELD = 'submissionId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `randomUUID` exists only on https and localhost; a page opened over plain http has none. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))];
  // Version 4, variant 1: what makes it a UUID rather than 16 random bytes.
  const hex = bytes
    .map((byte, index) =>
      index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte,
    )
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
