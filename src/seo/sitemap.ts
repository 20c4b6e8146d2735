import { localeCodes, localizedPath } from '../config/locales';
import { indexablePaths } from '../config/indexablePaths';
import { jobPaths } from '../config/jobPaths';
import { absoluteUrl } from '../config/site';
import { languageAlternates } from './alternates';

/**
 * Every indexable page in every language, each with its translations as alternates; the
 * not-found and confirmation pages are left out on purpose.
 */
export function sitemapXml(): string {
  const urls = localeCodes.flatMap((locale) =>
    [...indexablePaths, ...jobPaths].map((path) => {
      const links = languageAlternates(path).map(
        ({ hreflang, href }) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return `  <url>\n    <loc>${absoluteUrl(localizedPath(locale, path))}</loc>${links.join('')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
