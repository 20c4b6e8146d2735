import type { Locale } from '../config/locales';
import type { AcknowledgementWords } from '../content/acknowledgement';
import type { TwinOf } from '../content/translation';
import type { FormDefinition, ValuesOf } from './definition';

/** Whose promise a call-back time keeps: a family's (office minutes) or an applicant's (days). */
export type ResponseTarget = 'family' | 'applicant';

/**
 * The environment variables that name the staff inboxes, one of which each form is emailed to:
 * the only list of them. The functions' mail config (`netlify/server/mail/config.ts`) reads an
 * address for each and no other, so an inbox misspelt in a form's `staff.ts` does not compile.
 */
export type Inbox = 'MAIL_TO_CARE' | 'MAIL_TO_CAREERS';

/** How a visitor asked to be reached: the way, and the number or address to use. */
export interface Reach {
  way: 'call' | 'text' | 'email';
  to: string;
}

/** What the visitor is told in one language: see `StaffSide.said`. */
export interface Said {
  sent: string;
  acknowledgement?: AcknowledgementWords;
}

/**
 * What only the functions need of a form: where it goes, how staff see it, and what the visitor
 * is told. Each form's is its `staff.ts`, which no page imports.
 */
export interface StaffSide<D extends FormDefinition = FormDefinition> {
  definition: D;
  /** The environment variable that names the inbox it is emailed to. */
  inbox: Inbox;
  /** Its name for staff: the email's heading ("New care request") and its digest line. */
  title: string;
  /** Who sent it and what matters first, after "<title> from" in the subject. */
  subject: (values: ValuesOf<D>) => string;
  /**
   * Whose promise its call-back time keeps (business.responseTargets). A form that promises no
   * call (a brochure request) has none: its staff email says no time and carries no "Called
   * back?" link, no reminder is sent for it, and the visitor gets no acknowledgement, which
   * exists to say when we will call.
   */
  response?: ResponseTarget;
  /** How the visitor asked to be reached, for a form that asks: the staff email leads with it. */
  reach?: (values: ValuesOf<D>) => Reach;
  /** Postmark's tag, to tell the forms apart in its activity. */
  tag: string;
  /**
   * What the visitor is told, in each language, from the form's words: the answer once it is
   * sent or kept, and the acknowledgement email of a form that promises a call.
   */
  said: Record<Locale, Said>;
}

/**
 * `said` from a form's words (`words.ts`) and their Spanish twin (`words.es.ts`), told the same
 * way in both languages. It compiles only if the twin has every export of the English words, each
 * translated to the same shape, and no export of its own: the check `src/build/spanishTwins.ts`
 * makes of the content modules, made here so that a new form is not listed there.
 */
export function saidIn<English, Spanish extends TwinOf<English>>(
  english: English & TwinOf<English>,
  spanish: Spanish & { readonly [Extra in Exclude<keyof Spanish, keyof English>]: never },
  say: (words: TwinOf<English>) => Said,
): Record<Locale, Said> {
  return { en: say(english), es: say(spanish) };
}
