import type { CdpPipe } from './cdp-pipe.ts';

/** The CPU slowdown of Lighthouse's mobile profile, applied to a real load. */
export const CPU_SLOWDOWN = 4;

/** A task the main thread runs longer than this delays a tap; the browser reports it. */
export const LONG_TASK_MS = 50;

/** How long the page must pass without a long frame, once started, to count as idle. */
const QUIET_MS = 2000;
const TIMEOUT_MS = 30_000;

/** One stretch of script inside a long frame: how long, and which file's code ran. */
export interface ScriptRun {
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

// A page with the boot script has started once hydrated; its stripped twin once loaded.
const started = `document.readyState === 'complete' &&
  (!document.querySelector('script[data-entry]') || document.documentElement.dataset.hydrated === 'true')`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a page cold, in a fresh browser context, with the CPU slowed down as a mid-range phone
 * runs it, until it is idle: started, then two seconds without a long frame. Returns the scripts
 * that ran in the long frames. Chromium's long-animation-frame entries say which script ran and
 * for how long, so the browser's own work on the HTML (a layout of 60-190 ms at this speed,
 * with or without any script) is not charged to our code.
 */
export async function loadWork(browser: CdpPipe, url: string): Promise<LoadWork> {
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
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: recordLongFrames });
    await page('Page.navigate', { url });

    const deadline = Date.now() + TIMEOUT_MS;
    while (!(await evaluate<boolean>(started))) {
      if (Date.now() > deadline) throw new Error(`${url} did not finish starting in 30 s`);
      await sleep(100);
    }
    let seen = -1;
    for (;;) {
      const count = await evaluate<number>('window.__longFrames.length');
      if (count === seen) break;
      seen = count;
      await sleep(QUIET_MS);
    }
    const frames = JSON.parse(
      await evaluate<string>('JSON.stringify(window.__longFrames)'),
    ) as ScriptRun[][];
    return { scripts: frames.flat(), longFrames: frames.length };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
