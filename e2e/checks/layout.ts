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

/**
 * Words broken across two lines: a word of the page's text whose letters sit on two lines. A
 * word may break after a hyphen, a dash or a slash ("long-term", "and/or"), where a reader
 * expects it, and an address where the page offers a break (`<wbr>` ends a text node); any
 * other break ("Alzheimer" / "'s") reads as two words. Text for screen readers only, in a 1 px
 * box, is left out.
 */
export async function wordsSplitAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const clipped = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (node.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    const box = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    };
    /** Two boxes on different lines: their tops further apart than half a line. */
    const apart = (a: DOMRect, b: DOMRect) =>
      Math.abs(a.top - b.top) > Math.min(a.height, b.height) / 2;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || parent.closest('script, style, template')) continue;
      if (parent.getClientRects().length === 0 || clipped(parent)) continue;
      for (const match of node.data.matchAll(/\S{2,}/g)) {
        const start = match.index ?? 0;
        const rects = box(node, start, start + match[0].length);
        if (!rects.some((rect) => apart(rect, rects[0]!))) continue;
        // The letter that starts the second line, and the one before it.
        let first: DOMRect | undefined;
        let at = -1;
        for (let index = 0; index < match[0].length && at < 0; index += 1) {
          const letter = box(node, start + index, start + index + 1)[0];
          if (!letter) continue;
          if (first && apart(first, letter)) at = index;
          first ??= letter;
        }
        if (at > 0 && /[-‐‑–—/]/.test(match[0][at - 1]!)) continue;
        const word = match[0];
        found.push(
          `"${at > 0 ? `${word.slice(0, at)} / ${word.slice(at)}` : word}" in <${parent.tagName.toLowerCase()}>`,
        );
      }
    }
    return found;
  });
}
