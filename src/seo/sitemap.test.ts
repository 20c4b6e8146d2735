import { describe, expect, it } from 'vitest';
import { confirmationPaths } from '../config/paths';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots.txt', () => {
  it('list every indexable page as an absolute URL, and nothing that is noindex', () => {
    const xml = sitemapXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://hearthside.test/',
      'https://hearthside.test/about',
      'https://hearthside.test/services',
      'https://hearthside.test/careers',
      'https://hearthside.test/faq',
      'https://hearthside.test/contact',
      'https://hearthside.test/apply',
      'https://hearthside.test/privacy',
    ]);
    for (const path of [...Object.values(confirmationPaths), '/404'])
      expect(xml).not.toContain(path);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://hearthside.test/sitemap.xml');
  });
});
