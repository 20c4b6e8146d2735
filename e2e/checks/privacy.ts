import type { BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect } from '../fixtures';

const site = new URL(baseURL).origin;

/** The query a visit from an ad carries: where it began must be kept in the tab only. */
export const FROM_AN_AD = '?utm_source=test&gclid=abc';

/** Every request the page makes to another site, from now on. */
export function requestsElsewhere(page: Page): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${site}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  return elsewhere;
}

/**
 * After a visit that began at an ad: the form's code, which loads on first use, has been brought
 * in too; no other site was asked for anything, no cookie was set, and where the visit began is
 * kept in the tab's session storage.
 */
export async function expectPrivateVisit(page: Page, context: BrowserContext, elsewhere: string[]) {
  const field = page.getByRole('textbox').first();
  if ((await field.count()) > 0) {
    await field.focus();
    // The focus asks for the form's code and the toaster's, side by side; the form has taken its
    // code up once it is marked enhanced. (Waiting for the network to be idle would not do: the
    // page was idle once already, after its load, and Playwright answers at once.)
    await expect(field.locator('xpath=ancestor::form[1]')).toHaveAttribute('data-enhanced', 'true');
  }
  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('hearthside:visit-source'))).toContain(
    '"clickId":"gclid"',
  );
}
