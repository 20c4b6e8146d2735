import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { localeCodes, locales, type Locale } from '../config/locales.ts';

const contentDir = resolve(import.meta.dirname, '../content');
const formsDir = resolve(import.meta.dirname, '../forms');

/** `words.es.ts` for `words.ts`: a form's words and their twin sit side by side in its folder. */
const besideTwin = (id: string, locale: Locale) => id.replace(/\.ts$/, `.${locale}.ts`);

/** Whether a module under `src/forms/` is one language's twin (`words.es.ts`). */
const isBesideTwin = (id: string) =>
  localeCodes.some((code) => code !== 'en' && id.endsWith(`.${code}.ts`));

/**
 * `src/content/es/home.ts` for `src/content/home.ts` (and `es/places/winston.ts` for
 * `places/winston.ts`), or `src/forms/contact/words.es.ts` for `src/forms/contact/words.ts`,
 * if the language has that module.
 */
function twinOf(id: string, locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  if (id.startsWith(`${formsDir}${sep}`)) {
    if (!id.endsWith('.ts') || isBesideTwin(id)) return undefined;
    const twin = besideTwin(id, locale);
    return existsSync(twin) ? twin : undefined;
  }
  const inContent = relative(contentDir, id);
  const inLanguageDir = localeCodes.some((code) => inContent.startsWith(`${code}${sep}`));
  if (inContent.startsWith('..') || inLanguageDir) return undefined;
  const twin = join(contentDir, locale, inContent);
  return existsSync(twin) ? twin : undefined;
}

/** Whether `id` holds the words of a language other than `locale`. */
function otherLanguage(id: string, locale: Locale): boolean {
  const others = localeCodes.filter((code) => code !== 'en' && code !== locale);
  if (others.some((code) => id.startsWith(`${join(contentDir, code)}/`))) return true;
  if (id.startsWith(`${formsDir}${sep}`) && others.some((code) => id.endsWith(`.${code}.ts`)))
    return true;
  return twinOf(id, locale) !== undefined;
}

/**
 * Builds the site in one language. English copy lives in `src/content/*.ts` and each form's in
 * `src/forms/<form>/words.ts`; a language's own version of a module sits in
 * `src/content/<locale>/`, or beside the form's as `words.<locale>.ts`, and every import of the
 * English module resolves to it instead. Modules with no twin (business facts, photos) are
 * shared.
 *
 * The build fails if a module of another language's copy reaches the bundle, so a page can never
 * download words it does not show.
 */
export function localeContent(locale: Locale): Plugin {
  const { lang, basePath } = locales[locale];
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
      if (otherLanguage(id, locale)) {
        throw new Error(`The ${locale} build reached ${id}, copy of another language`);
      }
      return null;
    },
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${lang}">`),
  };
}
