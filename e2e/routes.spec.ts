import { pages } from '../src/content/pages';
import { desktop, expect, hydrated, indexablePages, test } from './fixtures';

test.describe('a visitor opening any page directly', () => {
  test.use({ viewport: desktop });

  for (const { path, title, heading } of indexablePages) {
    test(`${path} answers 200 with its own title and content, hydrates without errors and then navigates client-side`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
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
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await hydrated(page);
    expect(messages.some((text) => text.includes('/no-such-page/deeper'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
