import type { CdpPipe } from './cdp-pipe.ts';
import { CPU_SLOWDOWN } from './long-tasks.ts';

/** The connection of issue 10's real-browser measure: a slow 4G phone, as Lighthouse simulates. */
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

// A page with scripts is done once hydrated; its stripped twin, with structured data only, once
// loaded.
const done = `document.readyState === 'complete' &&
  (!document.querySelector('script:not([type="application/ld+json"])') ||
    document.documentElement.dataset.hydrated === 'true')`;

const measured = `JSON.stringify({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  lcp: window.__lcp,
  hydrated: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null,
  firstScript: Math.min(...performance.getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => entry.startTime)),
})`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a page cold, in a fresh browser context, with the CPU slowed down four times and the
 * network throttled to `NETWORK`, until it has hydrated (or, without scripts, loaded), and
 * reads the paint timings and resource timings the browser recorded.
 */
export async function realLoad(browser: CdpPipe, url: string): Promise<RealLoad> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
  );
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = <T>(method: string, params: object = {}) =>
      browser.send<T>(method, params, sessionId);
    const evaluate = async <T>(expression: string) =>
      (
        await page<{ result: { value: T } }>('Runtime.evaluate', {
          expression,
          returnByValue: true,
        })
      ).result.value;

    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: false,
    });
    // Throttling needs the network domain on; it is the same for both pages compared.
    await page('Network.enable');
    await page('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
      uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
    });
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: recordLargestPaint });
    await page('Page.navigate', { url });

    const deadline = Date.now() + 60_000;
    while (!(await evaluate<boolean>(done))) {
      if (Date.now() > deadline) throw new Error(`${url} did not finish loading in 60 s`);
      await sleep(100);
    }
    // The observers' callbacks run after the frame that painted: give them a moment.
    while (!(await evaluate<boolean>('window.__lcp > 0'))) {
      if (Date.now() > deadline) throw new Error(`${url} recorded no largest paint in 60 s`);
      await sleep(100);
    }
    const result = JSON.parse(await evaluate<string>(measured)) as {
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
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
