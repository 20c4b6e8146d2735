import type { Page } from '@playwright/test';
import { resolveSiteUrl } from '#src/build/site-url';
import { expect } from '../fixtures';

const site = resolveSiteUrl();
export const absolute = (path: string) => new URL(path, site).href;

/** The scripts a page asks for from now on, as paths: each language's build has its own. */
export function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** What the head tells search engines about the page's language and its translation. */
export function head(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

/** A Spanish page: in Spanish, linked to its English twin, and built from Spanish code alone. */
export async function expectSpanishPage(
  page: Page,
  target: { path: string; english: string },
  scripts: string[],
) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await head(page)).toEqual({
    canonical: absolute(target.path),
    ogLocale: 'es_US',
    alternates: {
      en: absolute(target.english),
      es: absolute(target.path),
      'x-default': absolute(target.english),
    },
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith('/es/assets/'))).toEqual([]);
}

/** An English page asks for no Spanish script. */
export function expectEnglishScripts(scripts: string[]) {
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.startsWith('/es/'))).toEqual([]);
}
