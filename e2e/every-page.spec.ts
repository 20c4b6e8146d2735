import type { Page, Response } from '@playwright/test';
import { axeScan } from '../scripts/wcag.ts';
import { ui as spanishUi } from '#src/content/es/ui';
import { paths } from '#src/config/paths';
import { pages } from '#src/content/pages';
import { ui } from '#src/content/ui';
import { expectScriptsAfterPaint, recordLargestPaints } from './checks/first-load';
import {
  absolute,
  expectEnglishScripts,
  expectSpanishPage,
  head,
  scriptRequests,
} from './checks/language';
import {
  expectButtonsFit,
  expectHeadingOutline,
  expectNoSidewaysScroll,
  expectNoTextCut,
} from './checks/layout';
import { byteBudgetsFor, expectWithinByteBudgets, recordTransfer } from './checks/weight';
import { expectPrivateVisit, FROM_AN_AD, requestsElsewhere } from './checks/privacy';
import {
  desktop,
  expect,
  firstOfEachKind,
  hydrated,
  indexablePages,
  mobile,
  spanishPages,
  tablet,
  test,
} from './fixtures';

/** A place's page or a job's is laid out as every other of its kind, under its list's page. */
function kindOf(path: string) {
  const list = [paths.areas, paths.careers].find((parent) => path.startsWith(`${parent}/`));
  return list ? `${list}/:id` : path;
}

/**
 * axe scans every page at 375 px, and the first page of each kind at 768 and 1280 px too (the
 * site's two other layouts, theme.ts's breakpoints): the other places and jobs share their
 * layout and components, and a Spanish page its English twin's. Three scans of every page would
 * be a quarter of the browser tests' time. Colour contrast depends on the colours and the
 * layout, not on the words, so it is judged on those first pages alone: it is more than half of
 * each scan (decision record 0024).
 */
const scannedAtEveryWidth = firstOfEachKind(
  indexablePages.map((page) => page.path),
  kindOf,
);

/**
 * Every page search engines index, in both languages, is checked in one visit: loaded once, then
 * resized (its layout follows the width in CSS alone; the one measurement in script, the
 * header's height, follows a resize too), then used. A fresh browser context and a cold load
 * cost about a second of processor time each, and loading each page once per concern took half
 * of the browser tests' time. Each concern is a step of its own, named in a failure.
 */
test.describe('each page search engines index, in one visit', () => {
  // A phone's first screen: what the first paint and the largest paint are measured on.
  test.use({ viewport: { width: 375, height: 667 } });

  const everyPage: ((typeof indexablePages)[number] & { english?: string })[] = [
    ...indexablePages,
    ...spanishPages,
  ];
  for (const target of everyPage) {
    const { english } = target;

    test(target.path, async ({ page, context }) => {
      const elsewhere = requestsElsewhere(page);
      const scripts = scriptRequests(page);
      const budgets = byteBudgetsFor(absolute(target.path));
      const transferred = Object.keys(budgets).length > 0 ? recordTransfer(page) : undefined;
      await page.addInitScript(recordLargestPaints);
      let response: Response | null = null;

      await test.step('answers 200 with its own title and heading, and hydrates', async () => {
        response = await page.goto(`${target.path}${FROM_AN_AD}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(target.title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
        await hydrated(page);
      });

      await test.step('asks for no script before it has painted, then for all at once; hydration keeps its largest paint, and nothing shifts', () =>
        expectScriptsAfterPaint(page, response));

      if (transferred)
        await test.step('moves no more bytes than its budgets in lighthouserc.cjs', () =>
          expectWithinByteBudgets(page, budgets, transferred));

      await test.step(
        english
          ? 'is in Spanish, names its English page, and runs Spanish code alone'
          : 'asks for no Spanish script',
        () =>
          english
            ? expectSpanishPage(page, { path: target.path, english }, scripts)
            : expectEnglishScripts(scripts),
      );

      await test.step("carries a JobPosting on a job's own page only, one", async () => {
        const types = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map(
              (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
            ),
          );
        const postings = types.filter((type) => type === 'JobPosting').length;
        expect(postings).toBe(/\/careers\/./.test(target.path) ? 1 : 0);
      });

      await test.step('has one h1 and headings that never skip a level', () =>
        expectHeadingOutline(page, target.path));

      await test.step('fits a 320 px screen, and a 1280 px one zoomed to 200%, without scrolling sideways', async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        await expectNoSidewaysScroll(page, `${target.path} at 320 px`);
        await expectNoTextCut(page, `${target.path} at 320 px`);
        // 200% zoom of a 1280 px window lays the page out in 640 CSS pixels.
        await page.setViewportSize({ width: 640, height: 400 });
        await expectNoSidewaysScroll(page, `${target.path} at 200%`);
      });

      const firstOfKind = scannedAtEveryWidth.has(target.path);
      for (const viewport of [mobile, tablet, desktop]) {
        const scanned = viewport === mobile || firstOfKind;
        await test.step(`at ${viewport.width} px: ${scanned ? 'axe finds no violations, and ' : ''}every button and link holds its words`, async () => {
          await page.setViewportSize(viewport);
          if (scanned) {
            const { violations } = await axeScan(page, { contrast: firstOfKind });
            expect
              .soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`))
              .toEqual([]);
          }
          await expectButtonsFit(page, `${target.path} at ${viewport.width} px`);
        });
      }

      await test.step('sets no cookie and asks no other site for anything, a form used included', () =>
        expectPrivateVisit(page, context, elsewhere));

      // The switch is one link in the one header: followed both ways from the home page, and on
      // every other page it must lead to the twin (its head is checked in headTags.dom.test.ts).
      if (english === paths.home)
        await test.step('switches to English and back', () =>
          switchLanguage(page, target.path, english));
      else if (english)
        await test.step('links to its English page from the language switch', () =>
          expect(page.getByRole('link', { name: spanishUi.switchLanguage })).toHaveAttribute(
            'href',
            english,
          ));
      else
        await test.step('navigates client-side, keeping the document', () =>
          navigateClientSide(page, target.path));
    });
  }
});

/** A click in the main menu changes page, title and description, and keeps the document. */
async function navigateClientSide(page: Page, path: string) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const [label, next] = path === '/faq' ? ['Contact', pages.contact] : ['FAQ', pages.faq];
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  // The next page's chunk is fetched on this click: on a cold preview and a busy 2-core runner
  // that has taken longer than the default 5 s (the first page tested, in one CI run).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.heading, {
    timeout: 15_000,
  });
  await expect(page).toHaveTitle(next.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    next.description,
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

/** The language switch leads to the English twin, which names this page, and back. */
async function switchLanguage(page: Page, path: string, english: string) {
  await page.getByRole('link', { name: spanishUi.switchLanguage }).click();
  await expect(page).toHaveURL(english);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  const twin = await head(page);
  expect(twin.canonical).toBe(absolute(english));
  expect(twin.alternates).toEqual(
    expect.objectContaining({ es: absolute(path), en: absolute(english) }),
  );
  await page.getByRole('link', { name: ui.switchLanguage }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}
