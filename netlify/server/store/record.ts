import type { Locale } from '#src/config/locales';
import type { VisitSource } from '#src/forms/source';

type DeliveryStatus = 'pending' | 'sent' | 'held';

/**
 * The site's own copy of one submission, kept until staff have it (and briefly after, so a
 * repeated post of the same form is recognised). `lastError` never holds a visitor's answers.
 */
export interface StoredSubmission {
  id: string;
  /** The form's name in the registry (`src/forms/registry.ts`). */
  form: string;
  /** The validated answers (a held one keeps what was posted, honeypot included). */
  fields: Record<string, string>;
  /** ISO time the visitor sent it. */
  receivedAt: string;
  language: Locale;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  /** Postmark's MessageID, or the outbox file, once sent. */
  messageId?: string;
  sentAt?: string;
  /**
   * No delivery is tried before this ISO time. It doubles as a claim: whoever moves it forward
   * with a conditional write is the only one sending until then.
   */
  nextAttemptAt: string;
  /**
   * Set by the claim before a send, cleared with its result. Still set after the claim ran out,
   * it means the sender stopped before it could write down what happened: an unknown outcome.
   */
  inFlightSince?: string;
  /** An attempt that may have reached Postmark: searched for before anything is sent again. */
  unknownSince?: string;
  /** The first search for the unknown attempt found nothing: one more before a resend. */
  searchedOnce?: boolean;
  /** The answers and the file, hashed: the same id with other content is another submission. */
  fingerprint?: string;
  /**
   * What this copy sends: the staff email (absent), or the visitor's acknowledgement of the
   * submission `acknowledges` names, to the one address in `fields.email`.
   */
  kind?: 'acknowledgement';
  acknowledges?: string;
  /** The id the visitor's page sent, for a changed copy of a form already kept under it. */
  revisionOf?: string;
  /** Postmark refused the visitor's address as Reply-To: later tries go without it. */
  replyToRefused?: boolean;
  /** Held not by the spam trap but because its client was past its budget. */
  heldFor?: 'budget';
  /** Its staff email bounced: it goes again, to the fallback inbox. */
  toFallback?: boolean;
  bouncedAt?: string;
  /** When Postmark reported the staff email delivered. */
  deliveredAt?: string;
  /** When a held submission was listed in the staff digest. */
  digestedAt?: string;
  /** When a submission held over the hour's budget was listed to staff by a redelivery pass. */
  listedAt?: string;
  /** When a pass claimed it for its list, before the email: a second pass leaves it alone. */
  listingClaimedAt?: string;
  /** Where the visit began and the page it was sent from (no personal data). */
  source?: VisitSource;
  /** Tries that could not read the kept résumé. */
  fileReadFailures?: number;
  /**
   * The résumé, by its cleaned name. Kept beside the submission only when `sha256` is set (a
   * held submission keeps none).
   */
  attachment?: { name: string; contentType: string; size: number; sha256?: string };
}

export interface Versioned {
  record: StoredSubmission;
  etag: string;
}
