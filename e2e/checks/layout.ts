import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The page scrolls sideways by no more than the window's width. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { width } = page.viewportSize()!;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, label).toBeLessThanOrEqual(width);
}

/**
 * No text is cut off at the window's edge: a panel that hides its overflow keeps the page from
 * scrolling sideways, but cuts the text.
 */
export async function expectNoTextCut(page: Page, label: string) {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text for screen readers only sits in a 1 px box and is meant to be clipped.
      const box = node.parentElement?.getBoundingClientRect();
      if (!node.textContent?.trim() || !box || box.width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { left, right, width } = range.getBoundingClientRect();
      if (width > 0 && (left < 0 || right > window.innerWidth + 0.5))
        found.push(node.textContent.trim());
    }
    return found;
  });
  expect(cut, label).toEqual([]);
}

/** Every visible button and link holds its words and stays inside the window. */
export async function expectButtonsFit(page: Page, label: string) {
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a, button'))
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          element.scrollWidth > element.clientWidth + 1 ||
          box.right > window.innerWidth + 0.5 ||
          box.left < -0.5
        );
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
  );
  expect(overflowing, label).toEqual([]);
}

/** One h1, first, and headings that never skip a level on the way down. */
export async function expectHeadingOutline(page: Page, label: string) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(
    levels.filter((level) => level === 1),
    label,
  ).toHaveLength(1);
  expect(levels[0], label).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `${label}: heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}
