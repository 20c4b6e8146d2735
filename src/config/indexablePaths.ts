import { placeIds, placePath } from './areas';
import { pageKeys, paths } from './paths';

/**
 * Every page search engines may index, in one language: the site's pages and each place's.
 * The sitemap, the prerender, the redirects, the audit and the browser tests all walk this list.
 */
export const indexablePaths: readonly string[] = [
  ...pageKeys.map((key) => paths[key]),
  ...placeIds.map(placePath),
];
