import type { Browser } from '@playwright/test';

/** The CPU slowdown of Lighthouse's mobile profile, applied to a real load. */
export const CPU_SLOWDOWN = 4;

/** A task the main thread runs longer than this delays a tap; the browser reports it. */
export const LONG_TASK_MS = 50;

/** How long the page must pass without a long task after hydrating to count as idle. */
const QUIET_MS = 2000;

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

/**
 * Loads a page in Chromium with the CPU slowed down, as a mid-range phone runs it, and returns
 * the length of every long task from the first byte until the page is idle: hydrated, then
 * two seconds without one. Only the main thread's own work counts; the network is not slowed.
 */
export async function longTasks(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    let seen = -1;
    for (;;) {
      const count = await page.evaluate(() => window.__longTasks?.length ?? 0);
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(QUIET_MS);
    }
    return await page.evaluate(() => window.__longTasks ?? []);
  } finally {
    await context.close();
  }
}
