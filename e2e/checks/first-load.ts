import type { Page, Response } from '@playwright/test';
import { bootScriptFiles } from '#src/build/boot-script';
import { expect } from '../fixtures';

/**
 * Records each largest-paint candidate, and its element, from the start of the load, and each
 * shift of the layout the visitor did not cause (what Lighthouse's layout shift adds up).
 */
export function recordLargestPaints() {
  const seen: { time: number; element: Element | null }[] = [];
  const shifts: string[] = [];
  Object.assign(window, { largestPaints: seen, layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[])
      seen.push({ time: entry.startTime, element: entry.element });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[];
    for (const entry of entries.filter((entry) => !entry.hadRecentInput))
      shifts.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? [])
          .map((source) => source.node?.nodeName ?? '?')
          .join(', ')}`,
      );
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * A hydrated page's first load, recorded by `recordLargestPaints`: no script asked for before
 * the first paint, then all that hydration needs at once, hydration keeps the largest paint,
 * and nothing shifts.
 */
export async function expectScriptsAfterPaint(page: Page, response: Response | null) {
  // Two frames, so a paint caused by hydration has been reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const html = (await response?.text()) ?? '';
  const timing = await page.evaluate(() => {
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    const [mark] = performance.getEntriesByName('hydrated');
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'));
    const { largestPaints: seen, layoutShifts } = window as unknown as {
      largestPaints: { time: number; element: Element | null }[];
      layoutShifts: string[];
    };
    return {
      painted: paint?.startTime ?? Number.NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      // What loads later (a form's code and the toaster, once a form is used) is not hydration's.
      beforeHydrated: scripts
        .filter((entry) => entry.startTime < (mark?.startTime ?? 0))
        .map((entry) => new URL(entry.name).pathname),
      largestPaints: seen.length,
      paintedAfterHydration: seen.filter((entry) => entry.time > (mark?.startTime ?? 0)).length,
      largestStillInPage: seen.at(-1)?.element?.isConnected ?? false,
      layoutShifts,
    };
  });
  expect(timing.firstScript).toBeGreaterThan(timing.painted);

  // Nothing in the HTML for the browser's first look to fetch early...
  expect(html).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
  // ...and everything hydration needs named by the boot script, so it is fetched side by side
  // rather than one import after another.
  const named = bootScriptFiles(html);
  expect(timing.beforeHydrated.filter((script) => !named.includes(script))).toEqual([]);
  expect(new Set(named).size).toBe(named.length);

  expect(timing.largestPaints).toBeGreaterThan(0);
  // A re-created element would be a new candidate, painted after hydration, and the old one
  // would have left the page.
  expect(timing.paintedAfterHydration).toBe(0);
  expect(timing.largestStillInPage).toBe(true);
  // Nothing moves under the reader's eyes while the page loads and hydrates.
  expect(timing.layoutShifts).toEqual([]);
}
