import type { Locale } from '#src/config/locales';

/**
 * " (in Spanish)" after a lead's name wherever staff meet it (the email's subject, the
 * follow-up page, the late reminder): whoever makes the call knows which language to call in.
 */
export const inVisitorLanguage = (language: Locale | undefined): string =>
  language === 'es' ? ' (in Spanish)' : '';
