import type { Page } from '@playwright/test';
import { localizedPath } from '#src/config/locales';
import { paths } from '#src/config/paths';
import { menuCopy } from '#src/content/navigation';
import { formPagePath } from '#src/forms/formPages';
import { expectNoSidewaysScroll, wordsSplitAcrossLines } from './checks/layout';
import {
  expect,
  firstOfEachKind,
  hydrated,
  indexablePages,
  mobile,
  spanishPages,
  tablet,
  test,
} from './fixtures';

/**
 * The browser's text at 200 %: Chromium's own default font size, what a visitor sets in the
 * browser's settings, so the root font size is 32 px and the media queries' em follow it as they
 * do for that visitor (a root `font-size` set by script would leave them at 16 px).
 */
const LARGE_TEXT_PX = 32;

/** A place's page or a job's is laid out as every other of its kind, in its language. */
function kindOf(path: string) {
  const list = [paths.areas, paths.careers].some((parent) => path.includes(`${parent}/`));
  return list ? path.replace(/[^/]+$/, ':id') : path;
}

/**
 * Every kind of page in both languages: each page search engines index (a place and a job stand
 * for the others of their kind), a form's "sent" and "check your answers" pages, and the page
 * for a broken link.
 */
const targets = [
  ...firstOfEachKind(
    [...indexablePages, ...spanishPages].map((page) => page.path),
    kindOf,
  ),
  ...['en', 'es'].flatMap((locale) =>
    [formPagePath('contact', 'sent'), formPagePath('apply', 'checkAnswers'), '/no-such-page'].map(
      (path) => localizedPath(locale as 'en' | 'es', path),
    ),
  ),
];

/** Sets the browser's default font size, as the text-size setting does, for this page. */
async function largeText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: LARGE_TEXT_PX, fixed: Math.round((LARGE_TEXT_PX * 13) / 16) },
  });
}

/**
 * Headings, labels, legends, buttons and links whose words are cut: wider than their own box,
 * or reaching past a box that hides its overflow, or past the window's edge. A select box is cut
 * when the choice it shows needs more width than it has.
 */
async function cutWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      // Text for screen readers only sits in a 1 px box and is meant to be clipped.
      for (let node: Element | null = element; node; node = node.parentElement)
        if (node.getBoundingClientRect().width <= 1) return false;
      return element.getClientRects().length > 0;
    };
    // Any words past the window's edge, where a box that hides its overflow would cut them.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { left, right, width } = range.getBoundingClientRect();
      if (width > 0 && (left < -0.5 || right > window.innerWidth + 0.5))
        found.push(`"${node.textContent.trim().slice(0, 40)}" reaches past the window`);
    }
    const words = document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, label, legend, button, a, summary',
    );
    for (const element of words) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      const inline = getComputedStyle(element).display === 'inline';
      if (!inline && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)} is wider than its box`);
        continue;
      }
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        found.push(`${name(element)} reaches past the window`);
        continue;
      }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          found.push(`${name(element)} is cut by its ${parent.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    // The browser's own select box cannot wrap its choice: a copy holding only that choice, at
    // its own width, is the width it needs. One the page draws (`appearance: base-select`)
    // wraps it, and is cut only if it is wider than its box.
    for (const select of document.querySelectorAll('select')) {
      if (!shown(select)) continue;
      const choice = select.selectedOptions[0] ?? select.options[0];
      if (getComputedStyle(select).appearance === 'base-select') {
        if (select.scrollWidth > select.clientWidth + 1)
          found.push(`select "${choice?.text}" is wider than its box`);
        continue;
      }
      const copy = select.cloneNode(false) as HTMLSelectElement;
      if (choice) copy.append(choice.cloneNode(true));
      Object.assign(copy.style, {
        position: 'absolute',
        width: 'max-content',
        minWidth: '0',
        maxWidth: 'none',
      });
      select.parentElement!.append(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      if (needed > select.getBoundingClientRect().width + 1)
        found.push(`select "${choice?.text}" shows part of its choice`);
    }
    return found;
  });
}

/** A sticky header takes under a quarter of the window; one that scrolls away takes none. */
async function headerShare(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') return 0;
    return header.getBoundingClientRect().height / window.innerHeight;
  });
}

test.describe('each kind of page with the text at 200 %', () => {
  test.use({ viewport: tablet, allowFailedResources: true });

  for (const path of targets) {
    test(path, async ({ page }) => {
      await largeText(page);
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        `${LARGE_TEXT_PX}px`,
      );

      for (const viewport of [tablet, mobile]) {
        const label = `${path} at ${viewport.width} px with 200 % text`;
        await test.step(`at ${viewport.width} px: nothing scrolls sideways, no words are cut, and a sticky header takes under a quarter of the screen`, async () => {
          await page.setViewportSize(viewport);
          await expectNoSidewaysScroll(page, label);
          expect.soft(await cutWords(page), label).toEqual([]);
          expect
            .soft(await headerShare(page), `${label}: the sticky header's share`)
            .toBeLessThan(0.25);
        });
      }
    });
  }
});

/**
 * Every page in both languages, the forms' "sent" and "check your answers" pages and the page
 * for a broken link: the checks below are cheap enough to run on each.
 */
const everyPage = new Set([
  ...[...indexablePages, ...spanishPages].map((page) => page.path),
  ...targets,
]);

/**
 * Text made larger by the root's font size, as a reader's style sheet or extension makes it
 * (`html { font-size: 200% }`), not by the browser's setting: a media query's em stays the
 * browser's 16 px, so only layouts that follow the text itself hold.
 */
async function largeRootText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    `${LARGE_TEXT_PX}px`,
  );
}

test.describe("each page with the root's font size at 200 %", () => {
  test.use({ viewport: tablet, allowFailedResources: true });

  for (const path of everyPage) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await largeRootText(page);
      const label = `${path} at ${tablet.width} px with the root's font size at 200 %`;
      await expectNoSidewaysScroll(page, label);
      expect
        .soft(await wordsSplitAcrossLines(page), `${label}: words split across lines`)
        .toEqual([]);
      expect.soft(await cutWords(page), `${label}: cut words`).toEqual([]);
      // On a phone too, the page never scrolls sideways.
      await page.setViewportSize(mobile);
      await expectNoSidewaysScroll(page, `${path} at ${mobile.width} px, root at 200 %`);
    });
  }
});

/** The focused element's ring (its outline, outside its box): on screen and under nothing. */
async function ringHidden(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const ring = {
      top: box.top - reach,
      bottom: box.bottom + reach,
      left: box.left - reach,
      right: box.right + reach,
    };
    if (ring.top < 0 || ring.left < 0 || ring.right > window.innerWidth) return 'off screen';
    const middle = (ring.left + ring.right) / 2;
    for (const y of [ring.top + 1, ring.bottom - 1]) {
      const above = document.elementFromPoint(middle, y);
      if (above && above !== element && !element.contains(above) && !above.contains(element))
        return `under ${above.tagName.toLowerCase()}`;
    }
    return '';
  });
}

test.describe('the top bar, by keyboard', () => {
  test('shows each link’s whole focus ring', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.about);
    await hydrated(page);
    const banner = page.getByRole('banner');
    await page.keyboard.press('Tab'); // the skip link
    for (;;) {
      await page.keyboard.press('Tab');
      if (await banner.evaluate((header) => header.contains(document.activeElement))) break;
      const name = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
      expect.soft(await ringHidden(page), `the focus ring of ${name}`).toBe('');
    }
  });

  test('leads to the menu within seven presses of Tab at 768 px', async ({ page }) => {
    await page.setViewportSize(tablet);
    await page.goto(paths.about);
    await hydrated(page);
    const menu = page.getByRole('banner').getByRole('button', { name: menuCopy.open });
    let presses = 0;
    while (!(await menu.evaluate((button) => button === document.activeElement))) {
      expect(presses, 'presses of Tab before the menu').toBeLessThan(7);
      await page.keyboard.press('Tab');
      presses += 1;
    }
  });
});
