import type { Locale } from '../config/locales';
import type { SampleInPlace } from './sample';

/** The language of this build's copy; the Spanish build reads `es/locale.ts` instead. */
export const locale: Locale = 'en';

/** Set while this language's copy waits for a review by a fluent speaker before launch. */
export const copyReview: SampleInPlace | undefined = undefined;
