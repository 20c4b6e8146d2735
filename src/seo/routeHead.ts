import { locale } from '../content/locale';
import type { PageMeta } from '../content/pages';
import { headTags, type HeadTag } from './headTags';
import { localBusiness, type JsonLd } from './structuredData';

/** What a route declares for the document head and the prerender. */
export interface RouteHandle {
  /** The head's words, or a way to load them with the page when only its chunk has them. */
  meta: PageMeta | (() => Promise<PageMeta>);
  /** The page's canonical path; absent for pages that are not indexed. */
  canonicalPath?: string;
  /**
   * Structured data beyond the agency's own, which every page carries. Loaded when asked for,
   * so its content travels with the page that shows it, not with every page.
   */
  jsonLd?: () => Promise<JsonLd[]>;
  /** The page's own source modules, so the prerender can preload their chunks. */
  modules?: readonly string[];
}

/** Head tags for a route: its own, the agency's structured data, and any of its own. */
export async function routeHead(handle: RouteHandle): Promise<HeadTag[]> {
  const meta = typeof handle.meta === 'function' ? await handle.meta() : handle.meta;
  return headTags(meta, {
    locale,
    canonicalPath: handle.canonicalPath,
    jsonLd: [localBusiness(), ...((await handle.jsonLd?.()) ?? [])],
  });
}
