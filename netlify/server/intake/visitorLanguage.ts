import { localeCodes, splitLocale, type Locale } from '#src/config/locales';
import { serverMessages as spanishMessages } from '#src/content/es/serverMessages';
import { serverMessages } from '#src/content/serverMessages';
import { LANGUAGE_FIELD } from '#src/forms/language';

/**
 * The language the visitor wrote in: the form's own field, or, for a post too broken to read,
 * the page it was sent from.
 */
export function visitorLanguage(request: Request, fields?: Record<string, unknown>): Locale {
  const given = fields?.[LANGUAGE_FIELD];
  if (localeCodes.includes(given as Locale)) return given as Locale;
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return 'en';
  return splitLocale(new URL(referer).pathname).locale;
}

/** Which of the visitor's messages: checks pass the key, the answer picks the language. */
export type MessageKey = keyof typeof serverMessages;

const messages: Record<Locale, Record<MessageKey, string>> = {
  en: serverMessages,
  es: spanishMessages,
};

/** One of `serverMessages`, in the visitor's language. */
export function messageIn(key: MessageKey, language: Locale): string {
  return messages[language][key];
}
