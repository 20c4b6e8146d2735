import { axeScan } from '../scripts/wcag.ts';
import { localizedPath } from '../src/config/locales';
import { everyConfirmationPath, formPagePath } from '../src/forms/formPages';
import { desktop, expect, hydrated, mobile, tablet, test } from './fixtures';
import { menuCopy as spanishMenu } from '../src/content/es/navigation';
import { menuCopy } from '../src/content/navigation';

/** The pages search engines do not index; every-page.spec.ts scans the others. */
const targets = [
  ...everyConfirmationPath(),
  // The page a wrong answer leads to, with that answer marked.
  `${formPagePath('apply', 'checkAnswers')}#zipCode`,
  '/missing-page',
  localizedPath('es', formPagePath('contact', 'sent')),
  `${localizedPath('es', formPagePath('contact', 'checkAnswers'))}#phone`,
  '/es/pagina-que-falta',
];

/** Each page at the three widths, loaded once and then resized, as in every-page.spec.ts. */
test.describe('axe at 375, 768 and 1280 px', () => {
  test.use({ viewport: mobile, allowFailedResources: true });

  // One test a page: a scan takes seconds on a busy machine, and all of them would not fit in
  // one test's time.
  for (const path of targets) {
    test(`finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const found: string[] = [];
      for (const viewport of [mobile, tablet, desktop]) {
        await page.setViewportSize(viewport);
        const { violations } = await axeScan(page);
        found.push(...violations.map((v) => `${viewport.width} px: ${v.id} (${v.nodes.length})`));
      }
      expect(found, path).toEqual([]);
    });
  }
});

test.describe('axe with the phone menu open', () => {
  test.use({ viewport: mobile });

  for (const [path, menu] of [
    ['/', menuCopy],
    ['/es', spanishMenu],
  ] as const) {
    test(`finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('button', { name: menu.open, exact: true }).click();
      const { violations } = await axeScan(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
