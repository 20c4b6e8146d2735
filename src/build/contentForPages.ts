import type { Plugin } from 'vite';

/**
 * What the content files keep for the build and the editor alone: whether an item is a sample,
 * the day a fact was checked and where. The launch gate reads them from the files on disk; no
 * page does (the pages' types leave them out: `PagesView` in src/data/schema/pagesView.ts).
 */
const BUILD_ONLY_KEYS = ['sample', 'checkedOn', 'source'] as const;

/** The content files whose build-only keys no page reads; a testimonial's `sample` is read. */
const stripped = /[\\/]src[\\/]data[\\/](business|openings|local-facts|payment-programs)\.json$/;

function withoutBuildOnlyKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBuildOnlyKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(BUILD_ONLY_KEYS as readonly string[]).includes(key))
      .map(([key, item]) => [key, withoutBuildOnlyKeys(item)]),
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
      if (!stripped.test(id)) return null;
      return { code: JSON.stringify(withoutBuildOnlyKeys(JSON.parse(code))), map: null };
    },
  };
}
