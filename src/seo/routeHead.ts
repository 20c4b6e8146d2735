import { absoluteUrl } from '../config/site';
import type { PageMeta } from '../content/pages';
import { headTags, type HeadTag } from './headTags';
import { localBusiness, type JsonLd } from './structuredData';

/** What a route declares in its `handle` for the document head. */
export interface RouteHandle {
  meta: PageMeta;
  /** The page's canonical path; absent for pages that are not indexed. */
  canonicalPath?: string;
  /** Structured data beyond the agency's own, which every page carries. */
  jsonLd?: () => JsonLd[];
  /** The page's own source module, so the prerender can preload its chunk. */
  module?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** Head tags for the deepest matched route that declares them. */
export function routeHead(matches: readonly { handle?: unknown }[]): HeadTag[] {
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  if (!handle) return [];
  const url = handle.canonicalPath === undefined ? undefined : absoluteUrl(handle.canonicalPath);
  return headTags(handle.meta, url, [localBusiness(), ...(handle.jsonLd?.() ?? [])]);
}
