import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { categories, type Run } from './audit-verdict.ts';
import { lighthouserc, runOf } from './lighthouse-result.ts';

/** The same browser flags as the audit's Lighthouse CI runs. */
const chromeFlags = lighthouserc.ci.collect.settings.chromeFlags.split(' ');

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): about one run in ten on
 * these machines. That is not a score, and an audit of some twenty runs must not fail for it.
 */
const ATTEMPTS = 5;

/** One Lighthouse run in a browser of its own, so no run inherits another's state. */
async function attempt(url: string, chromePath: string | undefined) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse (mobile defaults, simulated throttling) on one URL. A run that Lighthouse
 * itself could not record is tried again; after the last attempt the audit stops with the reason.
 */
export async function lighthouseRun(url: string, chromePath: string | undefined): Promise<Run> {
  for (let tries = 1; ; tries++) {
    const lhr = await attempt(url, chromePath);
    const { runtimeError } = lhr;
    if (runtimeError) {
      const reason = `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`;
      if (tries >= ATTEMPTS) throw new Error(reason);
      console.error(`${reason} Trying again.`);
      continue;
    }
    return runOf(lhr);
  }
}
