import type { Page, Request } from '@playwright/test';
import { lighthouserc } from '../../scripts/lighthouse-result.ts';
import { expect } from '../fixtures';

/**
 * The byte budgets lighthouserc.cjs sets for the pages its patterns match (each language's home
 * page), so `npm test` holds them without running Lighthouse: `total-byte-weight` and the
 * images' share.
 */
export function byteBudgetsFor(url: string) {
  const budgets: { total?: number; images?: number } = {};
  for (const { matchingUrlPattern, assertions } of lighthouserc.ci.assert.assertMatrix) {
    if (!new RegExp(matchingUrlPattern).test(url)) continue;
    const total = assertions['total-byte-weight']?.[1].maxNumericValue;
    const images = assertions['resource-summary:image:size']?.[1].maxNumericValue;
    if (total !== undefined) budgets.total ??= total;
    if (images !== undefined) budgets.images ??= images;
  }
  return budgets;
}

/**
 * Records what the page moves over the wire from now on, as Lighthouse adds it up: each
 * response's headers and its body as sent (compressed). The Resource Timing API counts a fixed
 * 300 bytes for headers, and ours (the security headers) are larger, so it would count the home
 * page several KiB short of Lighthouse (decision record 0024).
 */
export function recordTransfer(page: Page) {
  const sizes: Promise<{ bytes: number; image: boolean }>[] = [];
  page.on('requestfinished', (request: Request) => {
    const size = request.sizes().then((sizes) => ({
      bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      image: request.resourceType() === 'image',
    }));
    // Awaited below; until then a page that closed first must not crash the test's worker.
    size.catch(() => undefined);
    sizes.push(size);
  });
  return async () => {
    const all = await Promise.all(sizes);
    const sum = (list: typeof all) => list.reduce((total, size) => total + size.bytes, 0);
    return {
      total: sum(all),
      images: sum(all.filter((size) => size.image)),
      files: all.length,
    };
  };
}

/**
 * A page Lighthouse's budgets name stays within them. Lighthouse also fetches the manifest and
 * the first icon the head names, which a page load in Playwright's Chromium does not: fetched
 * here so they are counted as well.
 */
export async function expectWithinByteBudgets(
  page: Page,
  budgets: ReturnType<typeof byteBudgetsFor>,
  transferred: ReturnType<typeof recordTransfer>,
) {
  await page.evaluate(() =>
    Promise.all(
      ['link[rel="manifest"]', 'link[rel="icon"]']
        .map((selector) => document.querySelector<HTMLLinkElement>(selector)?.href)
        .map((href) => href && fetch(href).then((response) => response.arrayBuffer())),
    ),
  );
  await page.waitForLoadState('networkidle');
  const { pathname } = new URL(page.url());
  const bytes = await transferred();
  const kib = (count: number) => `${(count / 1024).toFixed(1)} KiB`;
  console.log(
    `${pathname}: ${kib(bytes.total)} in ${bytes.files} responses (images ${kib(bytes.images)})`,
  );
  expect(bytes.files).toBeGreaterThan(1);
  if (budgets.total !== undefined) expect(bytes.total).toBeLessThanOrEqual(budgets.total);
  if (budgets.images !== undefined) expect(bytes.images).toBeLessThanOrEqual(budgets.images);
}
