import { localeCodes, locales, localizedPath, type Locale } from '../config/locales';
import { absoluteUrl } from '../config/site';
import { business } from '../content/business';
import { businessCopy } from '../content/businessCopy';
import { escapeHtml } from '../lib/escapeHtml';
import type { PageMeta } from '../content/pages';
import { languageAlternates } from './alternates';
import type { JsonLd } from './structuredData';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; data: JsonLd };

/** The share image: 1200×630, rendered from the site's own artwork (scripts/render-images.ts). */
const shareImage = { path: '/og-image.png', width: 1200, height: 630 };

export interface PageHead {
  locale: Locale;
  /** The page's path in any language (`/about`); absent for pages that are not indexed. */
  canonicalPath?: string;
  jsonLd?: JsonLd[];
}

/**
 * The per-page head tags, as data: the prerender step serialises them into each HTML file and
 * the browser applies the same list after client-side navigation.
 */
export function headTags(
  meta: PageMeta,
  { locale, canonicalPath, jsonLd = [] }: PageHead = { locale: 'en' },
): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: business.name } },
    { tag: 'meta', attrs: { property: 'og:locale', content: locales[locale].ogLocale } },
    ...localeCodes
      .filter((other) => other !== locale)
      .map((other): HeadTag => ({
        tag: 'meta',
        attrs: { property: 'og:locale:alternate', content: locales[other].ogLocale },
      })),
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:image', content: absoluteUrl(shareImage.path) } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(shareImage.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(shareImage.height) } },
    {
      tag: 'meta',
      attrs: { property: 'og:image:alt', content: `${business.name}: ${businessCopy.tagline}` },
    },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: absoluteUrl(shareImage.path) } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
  ];
  if (canonicalPath !== undefined) {
    const canonicalUrl = absoluteUrl(localizedPath(locale, canonicalPath));
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonicalUrl } },
      { tag: 'meta', attrs: { property: 'og:url', content: canonicalUrl } },
      ...languageAlternates(canonicalPath).map((alternate): HeadTag => ({
        tag: 'link',
        attrs: { rel: 'alternate', ...alternate },
      })),
    );
  }
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  }
  for (const data of jsonLd) tags.push({ tag: 'jsonld', data });
  return tags;
}

/** JSON inside a script element: `<` escaped so no string can close the element. */
function jsonForScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Attribute that marks tags the app owns, so navigation can replace them as a set. */
const MANAGED_ATTR = 'data-head';

export function serializeHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'jsonld') {
        return `<script type="application/ld+json" ${MANAGED_ATTR}>${jsonForScript(tag.data)}</script>`;
      }
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return `<${tag.tag} ${MANAGED_ATTR}${attrs}>`;
    })
    .join('\n    ');
}

/** Replaces the managed head tags of a live document. */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  doc.head.querySelectorAll(`[${MANAGED_ATTR}]`).forEach((element) => element.remove());
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    if (tag.tag === 'jsonld') {
      const script = doc.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(MANAGED_ATTR, '');
      script.textContent = jsonForScript(tag.data);
      doc.head.append(script);
      continue;
    }
    const element = doc.createElement(tag.tag);
    element.setAttribute(MANAGED_ATTR, '');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
