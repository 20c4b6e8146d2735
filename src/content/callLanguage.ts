import type { Locale } from '../config/locales';
import { business } from './business';
import { callLanguageWords } from './callLanguageWords';
import { locale as pageLocale } from './locale';

type CallLanguageWords = typeof callLanguageWords;

/**
 * The line on the sent form and in the acknowledgement that says whether the call will be in
 * the visitor's language, from the business facts (`callLanguages`, edited at /admin): the
 * page's own words by default (each language's build has its twin); the functions, which
 * answer in both languages, pass the visitor's.
 */
export function callLanguageNote(
  locale: Locale = pageLocale,
  words: CallLanguageWords = callLanguageWords,
  spoken: readonly string[] = business.callLanguages.spoken,
): string | undefined {
  return (spoken.includes(locale) ? words.spoken : words.notSpoken) || undefined;
}
