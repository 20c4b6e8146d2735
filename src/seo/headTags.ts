import { business } from '../content/business';
import type { PageMeta } from '../content/pages';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

/**
 * The per-page head tags, as data: the prerender step serialises them into each HTML file and
 * the browser applies the same list after client-side navigation.
 */
export function headTags(meta: PageMeta, canonicalUrl?: string): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: business.name } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_US' } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
  ];
  if (canonicalUrl) {
    tags.push(
      { tag: 'link', attrs: { rel: 'canonical', href: canonicalUrl } },
      { tag: 'meta', attrs: { property: 'og:url', content: canonicalUrl } },
    );
  }
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  }
  return tags;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Attribute that marks tags the app owns, so navigation can replace them as a set. */
export const MANAGED_ATTR = 'data-head';

export function serializeHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
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
    const element = doc.createElement(tag.tag);
    element.setAttribute(MANAGED_ATTR, '');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
