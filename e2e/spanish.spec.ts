import type { Page } from '@playwright/test';
import { resolveSiteUrl } from '../src/build/site-url.ts';
import { localizedPath } from '../src/config/locales';
import { confirmationPaths } from '../src/config/paths';
import { notFoundPage } from '../src/content/es/pages';
import { menuCopy as spanishMenu } from '../src/content/es/navigation';
import { ui as spanishUi } from '../src/content/es/ui';
import { ui } from '../src/content/ui';
import {
  desktop,
  expect,
  hydrated,
  indexablePages,
  mobile,
  spanishPages,
  tablet,
  test,
} from './fixtures';

const site = resolveSiteUrl();
const absolute = (path: string) => new URL(path, site).href;

/** The scripts a page asks for, as paths: each language's build has its own. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

async function head(page: Page) {
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

test.describe('a Spanish-speaking visitor', () => {
  // The not-found page's own status shows in the console as a failed load.
  test.use({ allowFailedResources: true });

  for (const target of spanishPages) {
    test(`reads ${target.path} in Spanish, and switches to English and back`, async ({ page }) => {
      const scripts = scriptRequests(page);
      await page.goto(target.path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(target.title);
      expect(await head(page)).toEqual({
        canonical: absolute(target.path),
        ogLocale: 'es_US',
        alternates: {
          en: absolute(target.english),
          es: absolute(target.path),
          'x-default': absolute(target.english),
        },
      });
      // No English copy: every script comes from the Spanish build.
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => !path.startsWith('/es/assets/'))).toEqual([]);

      await page.getByRole('link', { name: spanishUi.switchLanguage }).click();
      await expect(page).toHaveURL(target.english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await hydrated(page);
      const english = await head(page);
      expect(english.canonical).toBe(absolute(target.english));
      expect(english.alternates).toEqual(
        expect.objectContaining({ es: absolute(target.path), en: absolute(target.english) }),
      );

      await page.getByRole('link', { name: ui.switchLanguage }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }

  test('gets a Spanish not-found page, with status 404, for an unknown /es path', async ({
    page,
  }) => {
    const response = await page.goto('/es/pagina-que-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
  });

  test('lands on the Spanish confirmation pages, which are not indexed', async ({ page }) => {
    for (const path of Object.values(confirmationPaths)) {
      await page.goto(localizedPath('es', path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});

test.describe('an English page', () => {
  test('asks for no Spanish script', async ({ page }) => {
    const scripts = scriptRequests(page);
    for (const { path } of indexablePages) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.startsWith('/es/'))).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test('is reached and followed with the keyboard alone', async ({ page }) => {
    await page.goto('/es/faq');
    await hydrated(page);
    const name = spanishUi.switchLanguage;
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (focused === name) break;
    }
    const link = page.getByRole('link', { name });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/faq');
  });

  test('sits in the phone menu, which fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/es/contact');
    await hydrated(page);
    await page.getByRole('button', { name: spanishMenu.open, exact: true }).click();
    const menu = page.getByRole('navigation', { name: spanishUi.mainNav });
    const overflowing = await menu.getByRole('link').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.right > window.innerWidth || link.scrollWidth > link.clientWidth + 1;
        })
        .map((link) => link.textContent),
    );
    expect(overflowing).toEqual([]);
    const switchLink = menu.getByRole('link', { name: spanishUi.switchLanguage });
    await expect(switchLink).toBeInViewport();
    await switchLink.click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('the longer Spanish words', () => {
  test.use({ viewport: mobile });

  // Loaded once and resized: the layout follows the width in CSS alone.
  for (const { path } of spanishPages) {
    test(`fit every button and link on ${path} at 375, 768 and 1280 px`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      for (const viewport of [mobile, tablet, desktop]) {
        await page.setViewportSize(viewport);
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('a, button'))
            .filter((element) => element.getClientRects().length > 0)
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return (
                element.scrollWidth > element.clientWidth + 1 ||
                box.right > window.innerWidth + 0.5 ||
                box.left < -0.5
              );
            })
            .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
        );
        expect(overflowing, `${path} at ${viewport.width} px`).toEqual([]);
      }
    });
  }
});
