import type { Locale } from '../../config/locales';
import type { SampleInPlace } from '../sample';

export const locale: Locale = 'es';

// Remove once a fluent speaker has read every Spanish page and both forms.
export const copyReview: SampleInPlace | undefined = {
  where: 'src/content/es/ (all Spanish copy)',
  replaceWith: 'copy reviewed and approved by a fluent Spanish speaker',
};
