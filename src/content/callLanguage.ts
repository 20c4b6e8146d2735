import type { Locale } from '../config/locales';
import type { Reach } from '../config/callWindows';
import { business } from './business';
import { callLanguageWords } from './callLanguageWords';
import { locale as pageLocale } from './locale';

type CallLanguageWords = typeof callLanguageWords;

/**
 * The line on the sent form and in the acknowledgement that says whether we will reach the
 * visitor in their language, the way they asked (`any` where the form does not ask), from the
 * business facts (`callLanguages`, edited at /admin): the page's own words by default (each
 * language's build has its twin); the functions, which answer in both languages, pass the
 * visitor's.
 */
export function callLanguageNote(
  locale: Locale = pageLocale,
  words: CallLanguageWords = callLanguageWords,
  spoken: readonly string[] = business.callLanguages.spoken,
  reach: Reach | 'any' = 'any',
): string | undefined {
  return (spoken.includes(locale) ? words.spoken : words.notSpoken)[reach] || undefined;
}
