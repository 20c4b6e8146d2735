import { errorPage, notFoundPage } from '#src/content/pages';
import { expect, hydrated, indexablePages, test } from './fixtures';

test.describe('the pages search engines index', () => {
  test('every page has a distinct title and canonical URL', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const { path } of indexablePages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const canonical = /<link data-head rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(canonical, path).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
      expect(seen.has(title!), `${path} repeats the title of ${seen.get(title!)}`).toBe(false);
      seen.set(title!, path);
    }
  });
});

test.describe('a visitor following a broken link', () => {
  test.use({ allowFailedResources: true });

  test('gets HTTP 404 and the not-found page, and can return home', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/no-such-page/deeper');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: notFoundPage.heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await hydrated(page);
    expect(messages.some((text) => text.includes('/no-such-page/deeper'))).toBe(true);

    await page.getByRole('link', { name: errorPage.home }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
