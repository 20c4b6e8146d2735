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
