import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A follow-up link's token: the submission it names, signed with `FOLLOW_UP_SECRET` and the
 * deploy context, so a link can be neither guessed nor moved to another submission or from a
 * deploy preview to production. No time is in it: a link works while its submission is kept.
 */
export interface FollowUpKey {
  secret: string;
  /** Netlify's deploy context (`production`, `deploy-preview`, …), or `local`. */
  context: string;
}

/** 32 base64url characters: 192 bits of the HMAC, far past guessing. */
const SIGNATURE_LENGTH = 32;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(key: FollowUpKey, id: string): string {
  return createHmac('sha256', key.secret)
    .update(`follow-up:v1:${key.context}:${id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

export function followUpToken(key: FollowUpKey, submissionId: string): string {
  return `${submissionId}.${signature(key, submissionId)}`;
}

/** The submission a token names, or `undefined` for one this deploy did not sign. */
export function submissionOfToken(key: FollowUpKey, token: string): string | undefined {
  const [id = '', signed = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(id) || signed.length !== SIGNATURE_LENGTH) return undefined;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(signed);
  // Compared in constant time: how long a wrong signature takes says nothing of the right one.
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
