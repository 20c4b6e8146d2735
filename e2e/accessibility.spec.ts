import { axeScan } from '../scripts/wcag.ts';
import { localizedPath } from '#src/config/locales';
import { everyConfirmationPath, formConfirmationPages, formPagePath } from '#src/forms/formPages';
import { desktop, expect, firstOfEachKind, hydrated, mobile, tablet, test } from './fixtures';
import { menuCopy as spanishMenu } from '#src/content/es/navigation';
import { menuCopy } from '#src/content/navigation';

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

/**
 * These pages come in three looks: a message (sent, not sent, too large, not found), a page of
 * answers to check (each form's), and that page with the wrong answer marked in the error colour.
 * The first of each is scanned at the three widths, loaded once and then resized; the others at
 * 375 px without colour contrast, which depends on the colours and the layout they share, not on
 * their words (as in every-page.spec.ts).
 */
const answerPages = formConfirmationPages
  .filter((page) => page.kind === 'checkAnswers')
  .map((page) => page.path);
function layoutOf(path: string) {
  const [page, marked] = path.split('#');
  if (!answerPages.some((answers) => page!.endsWith(answers))) return 'message';
  return marked ? 'marked' : 'answers';
}
const firstOfLayout = firstOfEachKind(targets, layoutOf);

test.describe('axe on the pages search engines do not index', () => {
  test.use({ viewport: mobile, allowFailedResources: true });

  // One test a page: a scan takes seconds on a busy machine, and all of them would not fit in
  // one test's time.
  for (const path of targets) {
    test(`finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const found: string[] = [];
      const first = firstOfLayout.has(path);
      for (const viewport of first ? [mobile, tablet, desktop] : [mobile]) {
        await page.setViewportSize(viewport);
        const { violations } = await axeScan(page, { contrast: first });
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
