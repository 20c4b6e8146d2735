import { indexablePaths } from '../config/indexablePaths';
import { jobPaths } from '../config/jobPaths';
import { localizedPath, type Locale } from '../config/locales';
import { paths } from '../config/paths';
import { everyConfirmationPath } from '../forms/formPages';

/** Every path with a prerendered page of its own in one language, the 404 page aside. */
function servedPaths(locale: Locale): string[] {
  return [...indexablePaths, ...jobPaths, ...everyConfirmationPath()].map((path) =>
    localizedPath(locale, path),
  );
}

/**
 * `_redirects` lines that serve each page its prerendered `<path>/index.html` at its own path,
 * with no trailing-slash redirect. Written by the build from the route lists, so a new page or
 * job opening is served without anyone editing netlify.toml. The English home page is
 * `dist/index.html` itself.
 */
export function pageRewrites(locale: Locale): string {
  return servedPaths(locale)
    .filter((path) => path !== paths.home)
    .map((path) => `${path}  ${path}/index.html  200\n`)
    .join('');
}
