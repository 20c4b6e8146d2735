import { baseURL } from '../playwright.config';
import { expect, hydrated, indexablePages, spanishPages, test } from './fixtures';

const site = new URL(baseURL).origin;

test.describe('a visitor’s privacy', () => {
  for (const { path } of [...indexablePages, ...spanishPages]) {
    test(`${path} sets no cookie and asks no other site for anything, a form used included`, async ({
      page,
      context,
    }) => {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${site}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
      });
      await page.goto(`${path}?utm_source=test&gclid=abc`);
      await hydrated(page);
      // A form's code loads on first use: what it brings is checked too.
      const field = page.getByRole('textbox').first();
      if ((await field.count()) > 0) await field.focus();
      await page.waitForLoadState('networkidle');
      expect(elsewhere).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      // Where the visit began is kept in the tab only.
      expect(
        await page.evaluate(() => sessionStorage.getItem('hearthside:visit-source')),
      ).toContain('"clickId":"gclid"');
    });
  }
});
