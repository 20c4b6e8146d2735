import type { Budgets } from '#src/config/budgets';
import type { MailConfig } from '../mail/config';
import type { FormRegistry } from '../shared/forms';
import type { Mailer } from '../mail/mail';
import type { Stores } from '../store/stores';

export interface SubmissionDeps {
  config: MailConfig;
  /** Undefined when mail cannot be sent at all (no token on Netlify). */
  mailer: Mailer | undefined;
  /**
   * Where a post is kept, budgeted, counted and marked for its call; undefined when there is
   * no store to keep submissions in.
   */
  stores: Pick<Stores, 'submissions' | 'limits' | 'counts' | 'followUps'> | undefined;
  /** The canonical origin (SITE_URL), accepted as the origin of a post besides the request's. */
  siteOrigin?: string;
  now?: () => Date;
  /** What one client and all clients may have kept and emailed in an hour (business facts). */
  budgets?: Budgets;
  /**
   * The client's address as Netlify saw it (`context.ip`). Never read from a header: a client
   * writes its own headers. Without it, posts are one client, or refused with `addressRequired`.
   */
  clientAddress?: string;
  /** On Netlify, which always knows the address: a post without one is refused, not trusted. */
  addressRequired?: boolean;
  /**
   * Netlify's `context.waitUntil`: the visitor's acknowledgement and the lead's counts go on
   * after the answer. Without it (a test, a script) they finish before it.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Keys the hashes of addresses kept in key names (see `hashSecret`). */
  hashSecret?: string;
  /** The forms it takes, by name (tests add one). */
  forms?: FormRegistry;
  /**
   * Email the visitor an acknowledgement of a kept submission. On for the functions
   * (`runtime.ts`); tests of the staff email's delivery leave it off, the acknowledgement's
   * own tests turn it on.
   */
  acknowledge?: boolean;
}
