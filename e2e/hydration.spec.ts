import { pages } from '../src/content/pages';
import { desktop, expect, hydrated, indexablePages, test } from './fixtures';

test.describe('the prerendered pages come to life', () => {
  test.use({ viewport: desktop });

  for (const { path } of indexablePages) {
    test(`${path} hydrates without errors and then navigates client-side`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // A client-side navigation keeps the document: a marker set on window survives it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const [label, target] = path === '/faq' ? ['Contact', pages.contact] : ['FAQ', pages.faq];
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(page).toHaveTitle(target.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        target.description,
      );
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });
  }
});

test.describe('the scripts a page needs', () => {
  for (const { path } of indexablePages) {
    test(`${path} names all of them in its HTML, once each, at low priority`, async ({ page }) => {
      const response = await page.goto(path);
      await hydrated(page);
      const html = (await response?.text()) ?? '';
      // What loads later, at idle time (the toaster), is not needed to hydrate.
      const beforeHydrated = await page.evaluate(() => {
        const [mark] = performance.getEntriesByName('hydrated');
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < (mark?.startTime ?? 0))
          .map((entry) => new URL(entry.name).pathname);
      });

      const tags = html.match(/<(script|link)\b[^>]*\b(src|href)="[^"]+\.js"[^>]*>/g) ?? [];
      const named = tags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]);
      // Found by the browser's first look at the HTML, not one after another as modules import
      // them; and low priority, so they never hold back the text on a slow connection.
      expect(beforeHydrated.filter((script) => !named.includes(script))).toEqual([]);
      expect(new Set(named).size).toBe(named.length);
      expect(tags.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
    });
  }
});
