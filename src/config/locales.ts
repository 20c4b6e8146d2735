/**
 * The site's languages. English lives at the root paths and Spanish under `/es` with the same
 * slugs; each language is its own build, so a page never downloads the other one's copy
 * (see docs/decisions/0007-spanish.md).
 */
export const locales = {
  en: { lang: 'en', name: 'English', ogLocale: 'en_US', basePath: '' },
  es: { lang: 'es', name: 'Español', ogLocale: 'es_US', basePath: '/es' },
} as const;

export type Locale = keyof typeof locales;

export const localeCodes = Object.keys(locales) as Locale[];

export const defaultLocale: Locale = 'en';

/** A page's path in one language: `/about` becomes `/es/about`, and `/` becomes `/es`. */
export function localizedPath(locale: Locale, path: string): string {
  const base = locales[locale].basePath;
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The language a path belongs to, and the path inside that language. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of localeCodes) {
    const base = locales[locale].basePath;
    if (!base) continue;
    if (pathname === base || pathname === `${base}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${base}/`)) return { locale, path: pathname.slice(base.length) };
  }
  return { locale: defaultLocale, path: pathname };
}
