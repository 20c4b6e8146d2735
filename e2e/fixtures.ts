import { test as base, expect, type Page } from '@playwright/test';
import { pageKeys, paths, type PageKey } from '../src/config/paths';
import { pages } from '../src/content/pages';

export { expect };

export const indexablePages = pageKeys.map((key: PageKey) => ({
  key,
  path: paths[key],
  ...pages[key],
}));

/** Messages that are expected on the not-found page: the 404 response itself. */
const EXPECTED_404 = /status of 404/;

/**
 * Every test fails on a console error or an uncaught exception, unless it declares the
 * not-found page's own 404 as expected.
 */
export const test = base.extend<{ consoleErrors: string[]; allow404: boolean }>({
  allow404: [false, { option: true }],
  consoleErrors: [
    async ({ page, allow404 }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allow404 && EXPECTED_404.test(message.text())) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the prerendered page. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export const mobile = { width: 375, height: 740 };
export const tablet = { width: 768, height: 1024 };
export const desktop = { width: 1280, height: 800 };
