/**
 * `npm run screenshots:editor [-- base-url]`: the screenshots of the content editor in
 * docs/editing/, for the staff guide: its sign-in, and a job opening, a testimonial, the
 * business facts, the FAQ and the photos as the content files hold them today, English beside Spanish. Needs a running
 * `npm run preview` (default http://localhost:8888); the editor opens the checkout's files in
 * its local-repository mode (scripts/editor-local-repository.ts).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { systemChromium } from './chromium.ts';
import { withLocalRepository } from './editor-local-repository.ts';

const base = process.argv[2] ?? 'http://localhost:8888';
const folder = 'docs/editing';

/** Opens a collection's one entry, with Spanish beside English when it has words. */
async function openEntry(page: Page, collection: RegExp, bilingual: boolean) {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('gridcell').first().click();
  await page.getByRole('button', { name: 'Save' }).waitFor();
  if (bilingual)
    await page
      .getByRole('group', { name: /Preview/ })
      .getByRole('radio', { name: 'Spanish' })
      .click();
  await page.waitForTimeout(500);
}

/** Scrolls both panes to a field, so the picture shows it on each side. */
async function showField(page: Page, label: string) {
  for (const pane of await page.getByRole('group', { name: /^Edit / }).all()) {
    await pane.getByText(label, { exact: true }).first().scrollIntoViewIfNeeded();
  }
}

await mkdir(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium() });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
await withLocalRepository(page);
await page.goto(`${base}/admin/`);
await page.getByRole('button', { name: /Sign In with .GitHub/ }).waitFor();
await page.screenshot({ path: `${folder}/sign-in.png` });

await page.getByRole('button', { name: 'Work with Local Repository' }).click();
await openEntry(page, /Job openings/, true);
await showField(page, 'Job title');
await page.screenshot({ path: `${folder}/opening-en-es.png` });

await page.getByRole('button', { name: 'Cancel Editing' }).click();
await openEntry(page, /Testimonials/, true);
await showField(page, 'Their words');
await page.screenshot({ path: `${folder}/testimonial.png` });

await page.getByRole('button', { name: 'Cancel Editing' }).click();
await openEntry(page, /Business facts/, false);
await page.screenshot({ path: `${folder}/business-facts.png` });

await page.getByRole('button', { name: 'Cancel Editing' }).click();
await openEntry(page, /Questions and answers/, true);
await showField(page, 'Answer');
await page.screenshot({ path: `${folder}/faq.png` });

await page.getByRole('button', { name: 'Cancel Editing' }).click();
await openEntry(page, /Photos/, true);
await showField(page, 'What the photo shows');
await page.screenshot({ path: `${folder}/photos.png` });

await browser.close();
console.log(`Wrote the editor's screenshots to ${folder}/`);
