import type { CdpPipe, PipePage } from './cdp-pipe.ts';

/** The CPU slowdown of Lighthouse's mobile profile, applied to a real load. */
export const CPU_SLOWDOWN = 4;

/** A task the main thread runs longer than this delays a tap; the browser reports it. */
export const LONG_TASK_MS = 50;

/** How long the page must pass without a long frame, once started, to count as idle. */
const QUIET_MS = 2000;
const TIMEOUT_MS = 30_000;

/** One stretch of script inside a long frame: how long, and which file's code ran. */
interface ScriptRun {
  ms: number;
  source: string;
}

/** What one load kept the main thread busy with. */
export interface LoadWork {
  /** Every script that ran 5 ms or more within a frame of 50 ms or more. */
  scripts: ScriptRun[];
  /** How many frames took 50 ms or more, the browser's own layout and paint included. */
  longFrames: number;
}

const recordLongFrames = `
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      window.__longFrames.push(frame.scripts.map((script) => ({
        ms: script.duration,
        source: (script.sourceURL.split('/').pop() || script.invoker) + ' (' + script.invokerType + ')',
      })));
  }).observe({ type: 'long-animation-frame', buffered: true });`;

/**
 * True once the page has started: a page with scripts once hydrated, its stripped twin (with
 * structured data only) once loaded.
 */
export const startedExpression = `document.readyState === 'complete' &&
  (!document.querySelector('script:not([type="application/ld+json"])') ||
    document.documentElement.dataset.hydrated === 'true')`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mid-range phone's speed and screen, as Lighthouse's mobile profile has them. */
export async function emulatePhone(page: PipePage): Promise<void> {
  await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1,
    mobile: false,
  });
}

/** Waits until `expression` is true in the page, failing after `timeoutMs`. */
export async function waitFor(page: PipePage, expression: string, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`${what} in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * Loads a page cold, in a fresh browser context, with the CPU slowed down as a mid-range phone
 * runs it, until it is idle: started, then two seconds without a long frame. Returns the scripts
 * that ran in the long frames. Chromium's long-animation-frame entries say which script ran and
 * for how long, so the browser's own work on the HTML (a layout of 60-190 ms at this speed,
 * with or without any script) is not charged to our code.
 */
export function loadWork(browser: CdpPipe, url: string): Promise<LoadWork> {
  return browser.withFreshPage(async (page) => {
    await emulatePhone(page);
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: recordLongFrames });
    await page.send('Page.navigate', { url });
    await waitFor(page, startedExpression, `${url} did not finish starting`, TIMEOUT_MS);
    let seen = -1;
    for (;;) {
      const count = await page.evaluate<number>('window.__longFrames.length');
      if (count === seen) break;
      seen = count;
      await sleep(QUIET_MS);
    }
    const frames = JSON.parse(
      await page.evaluate<string>('JSON.stringify(window.__longFrames)'),
    ) as ScriptRun[][];
    return { scripts: frames.flat(), longFrames: frames.length };
  });
}
