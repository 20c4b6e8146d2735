import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { localeCodes, locales, type Locale } from '../config/locales.ts';

const contentDir = resolve(import.meta.dirname, '../content');

/**
 * `src/content/es/home.ts` for `src/content/home.ts` (and `es/places/winston.ts` for
 * `places/winston.ts`), if the Spanish copy has that module.
 */
function twinOf(id: string, locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  const inContent = relative(contentDir, id);
  const inLanguageDir = localeCodes.some((code) => inContent.startsWith(`${code}${sep}`));
  if (inContent.startsWith('..') || inLanguageDir) return undefined;
  const twin = join(contentDir, locale, inContent);
  return existsSync(twin) ? twin : undefined;
}

/**
 * Builds the site in one language. English copy lives in `src/content/*.ts`; a language's own
 * version of a module sits beside it in `src/content/<locale>/`, and every import of the English
 * module resolves to it instead. Modules with no twin (business facts, photos) are shared.
 *
 * The build fails if a module of another language's copy reaches the bundle, so a page can never
 * download words it does not show.
 */
export function localeContent(locale: Locale): Plugin {
  const { lang, basePath } = locales[locale];
  const otherDirs = localeCodes
    .filter((code) => code !== 'en' && code !== locale)
    .map((code) => join(contentDir, code));
  return {
    name: 'hearthside:locale-content',
    enforce: 'pre',
    config: () => ({
      base: `${basePath}/`,
      // Icons, images and the manifest are published once, at the root, for every language.
      experimental: {
        renderBuiltUrl: (file: string, { type }: { type: 'asset' | 'public' }) =>
          type === 'public' ? `/${file}` : undefined,
      },
    }),
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && twinOf(resolved.id, locale);
      // A twin may import its English counterpart's types; those imports never reach here.
      return twin && twin !== importer ? twin : resolved;
    },
    load(id) {
      if (otherDirs.some((dir) => id.startsWith(`${dir}/`)) || twinOf(id, locale)) {
        throw new Error(`The ${locale} build reached ${id}, copy of another language`);
      }
      return null;
    },
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${lang}">`),
  };
}
