import type { CdpPipe } from './cdp-pipe.ts';
import { emulatePhone, startedExpression, waitFor } from './long-tasks.ts';

const TIMEOUT_MS = 60_000;

/** The connection of the real-browser measure: a slow 4G phone, as Lighthouse simulates. */
export const NETWORK = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };

/** What a visitor's browser saw of one cold load, in ms from the start of navigation. */
export interface RealLoad {
  fcp: number;
  lcp: number;
  /** When the app had hydrated every part; absent on a page without scripts. */
  hydrated?: number;
  /** When the first script file was asked for; absent on a page without scripts. */
  firstScript?: number;
}

const recordLargestPaint = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });`;

const measured = `JSON.stringify({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  lcp: window.__lcp,
  hydrated: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null,
  firstScript: Math.min(...performance.getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => entry.startTime)),
})`;

/**
 * Loads a page cold, in a fresh browser context, with the CPU slowed down four times and the
 * network throttled to `NETWORK`, until it has hydrated (or, without scripts, loaded), and
 * reads the paint timings and resource timings the browser recorded.
 */
export function realLoad(browser: CdpPipe, url: string): Promise<RealLoad> {
  return browser.withFreshPage(async (page) => {
    await emulatePhone(page);
    // Throttling needs the network domain on; it is the same for both pages compared.
    await page.send('Network.enable');
    await page.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
      uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
    });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: recordLargestPaint });
    await page.send('Page.navigate', { url });
    await waitFor(page, startedExpression, `${url} did not finish loading`, TIMEOUT_MS);
    // The observers' callbacks run after the frame that painted: give them a moment.
    await waitFor(page, 'window.__lcp > 0', `${url} recorded no largest paint`, TIMEOUT_MS);
    const result = JSON.parse(await page.evaluate<string>(measured)) as {
      fcp: number | null;
      lcp: number;
      hydrated: number | null;
      firstScript: number | null;
    };
    if (result.fcp === null) throw new Error(`${url} recorded no first contentful paint`);
    return {
      fcp: result.fcp,
      lcp: result.lcp,
      hydrated: result.hydrated ?? undefined,
      // JSON turns the minimum of no entries, Infinity, into null.
      firstScript: result.firstScript ?? undefined,
    };
  });
}
