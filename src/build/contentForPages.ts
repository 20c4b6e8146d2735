import type { Plugin } from 'vite';
import { buildOnlyKeys } from '../data/schema/pagesView.ts';

/*
 * What the content files keep for the build and the editor alone (`buildOnlyKeys`: whether an
 * item is a sample, the day a fact was checked and where). The launch gate reads them from the
 * files on disk; no page does, and the pages' types (`PagesView`) leave them out too.
 */

/** The content files whose build-only keys no page reads; a testimonial's `sample` is read. */
const stripped = /[\\/]src[\\/]data[\\/](business|openings|local-facts|payment-programs)\.json$/;

/**
 * A program's `source` is its official page, which /paying-for-care links, and its `checkedOn`
 * dates that page ("Last reviewed", the oldest of them): that file keeps both.
 */
const keptBy: Record<string, readonly string[]> = { 'payment-programs': ['source', 'checkedOn'] };

function withoutBuildOnlyKeys(value: unknown, kept: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutBuildOnlyKeys(item, kept));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => kept.includes(key) || !(buildOnlyKeys as readonly string[]).includes(key))
      .map(([key, item]) => [key, withoutBuildOnlyKeys(item, kept)]),
  );
}

/**
 * The site's view of the content files: the same values without the build-only keys, which would
 * otherwise ride in every page's script (the business facts are on every page).
 */
export function contentForPages(): Plugin {
  return {
    name: 'hearthside:content-for-pages',
    enforce: 'pre',
    transform(code, id) {
      const file = stripped.exec(id)?.[1];
      if (!file) return null;
      const kept = keptBy[file] ?? [];
      return { code: JSON.stringify(withoutBuildOnlyKeys(JSON.parse(code), kept)), map: null };
    },
  };
}
