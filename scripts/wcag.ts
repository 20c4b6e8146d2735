import type { Page } from '@playwright/test';
import type { AxeResults, run, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What the axe scans check, in the browser tests and in the audit: WCAG A and AA up to 2.2. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
  // Only violations are detailed: the passes, which nothing reads, took a fifth of each scan.
  resultTypes: ['violations'],
};

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * An axe scan of the page as it is now, for its violations. axe-core is put into the document
 * once, then run at each width: @axe-core/playwright's builder put all of it in again for every
 * scan, a third of each scan's time (decision record 0024).
 * Our pages have no frames, so axe runs in the page itself. Through `evaluate`, which the
 * pages' script policy does not govern, as a script tag would be. `contrast: false` leaves out
 * colour contrast, the costliest rule, for a page whose colours and layout another scan judged.
 */
export async function axeScan(page: Page, { contrast = true } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) => (window as unknown as { axe: { run: typeof run } }).axe.run(document, options),
    contrast ? options : { ...options, rules: { 'color-contrast': { enabled: false } } },
  );
}
