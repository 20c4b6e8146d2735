import { describe, expect, it } from 'vitest';
import { placeIds, placePath } from '../config/areas';
import { jobPaths } from '../config/jobPaths';
import { pageKeys, paths } from '../config/paths';
import { everyConfirmationPath } from '../forms/formPages';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * Every page the site serves and may index, from the lists the routes are made of: each page,
 * each place, and each job open on the tests' build day (see vitest.config.ts).
 */
const pages = [...pageKeys.map((key) => paths[key]), ...placeIds.map(placePath), ...jobPaths];
const english = pages.map((path) => `https://hearthside.test${path}`);
const spanish = pages.map((path) => `https://hearthside.test/es${path === '/' ? '' : path}`);

/** Each `<url>` of the sitemap: its address and its alternates by language. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([^]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
}

describe('sitemap and robots.txt', () => {
  it('list every indexable page in both languages, and nothing that is noindex', () => {
    const xml = sitemapXml();
    expect(entries(xml).map((entry) => entry.loc)).toEqual([...english, ...spanish]);
    for (const path of [...everyConfirmationPath(), '/404']) expect(xml).not.toContain(path);
  });

  it('give every page its translation as an alternate, both ways, and English as the default', () => {
    const all = entries(sitemapXml());
    for (const { loc, alternates } of all) {
      expect(Object.keys(alternates)).toEqual(['en', 'es', 'x-default']);
      expect(Object.values(alternates)).toContain(loc);
      expect(alternates['x-default']).toBe(alternates.en);
      // Reciprocal: the page each alternate names lists the same set back.
      for (const href of [alternates.en, alternates.es]) {
        expect(all.find((entry) => entry.loc === href)?.alternates).toEqual(alternates);
      }
    }
    expect(all[english.indexOf('https://hearthside.test/about')]?.alternates.es).toBe(
      'https://hearthside.test/es/about',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://hearthside.test/sitemap.xml');
  });
});
