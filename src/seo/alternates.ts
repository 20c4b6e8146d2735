import { defaultLocale, localeCodes, locales, localizedPath } from '../config/locales';
import { absoluteUrl } from '../config/site';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** One page in every language, and the English page for readers of any other. */
export function languageAlternates(path: string): Alternate[] {
  return [
    ...localeCodes.map((code) => ({
      hreflang: locales[code].lang,
      href: absoluteUrl(localizedPath(code, path)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(localizedPath(defaultLocale, path)) },
  ];
}
