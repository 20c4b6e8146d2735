/**
 * How long the site keeps its own copy of a form: the functions delete by these, and the
 * privacy notice states them, so the two can never disagree.
 */
export const retentionDays = {
  /** After the email reached staff: long enough to recognise a repeated post. */
  sent: 7,
  /** A form the spam trap held: time for staff to recover a real person from the digest. */
  held: 30,
} as const;

/** A long form's answers kept in the browser tab, at most this long (see src/forms/draft.ts). */
export const draftLifetimeHours = 24;
