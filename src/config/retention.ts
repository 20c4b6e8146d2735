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

/**
 * Counts of leads, phone taps and page visits by day, with no one's details: the owner's report.
 * The visits' daily summaries and any beacon keys left go after this too (`visitRollup.ts`).
 */
export const leadCountsMonths = 13;

/** How long the site remembers (as a keyed one-way code) that a mailbox got its acknowledgement. */
export const acknowledgedHours = 24;

/** A long form's answers kept in the browser tab, at most this long (see src/forms/draft.ts). */
export const draftLifetimeHours = 24;

/**
 * How long the email delivery service (Postmark) keeps the content of each email it sent: its
 * default. Lowering it in Postmark (the server's retention setting) and here go together.
 */
export const emailServiceRetentionDays = 45;

/**
 * How long an employer must keep a job application and the other records of hiring: one year
 * from the record or the hiring decision, whichever is later (EEOC, 29 CFR 1602.14; summary at
 * https://www.eeoc.gov/employers/summary-selected-recordkeeping-obligations-29-cfr-part-1602).
 * The privacy notice states it; the people who handle hiring keep applications by it.
 */
export const hiringRecordsYears = 1;
