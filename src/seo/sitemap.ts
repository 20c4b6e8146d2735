import { pageKeys, paths } from '../config/paths';
import { absoluteUrl } from '../config/site';

/** Every indexable page; the not-found and confirmation pages are left out on purpose. */
export function sitemapXml(): string {
  const urls = pageKeys.map((key) => `  <url><loc>${absoluteUrl(paths[key])}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
