import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { thresholds, type Run, type Scores } from './audit-verdict.ts';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): about one run in ten on
 * these machines. That is not a score, and an audit of some twenty runs must not fail for it.
 */
const ATTEMPTS = 5;

type NetworkItem = { resourceType?: string; transferSize?: number; networkRequestTime?: number };
type ShiftItem = { score?: number; node?: { snippet?: string; selector?: string } };

/** Which elements moved, so a shift seen only now and then can be tracked down. */
function reportShifts(url: string, details: unknown) {
  const items = (details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  const lines = items.map(
    (item) =>
      `  ${item.score?.toFixed(4) ?? '?'} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`,
  );
  console.error(`Layout shift on ${url}:\n${lines.join('\n')}`);
}

/** One Lighthouse run in a browser of its own, so no run inherits another's state. */
async function attempt(url: string, chromePath: string | undefined) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(thresholds),
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
    const { categories, audits, runtimeError, environment } = await attempt(url, chromePath);
    if (runtimeError) {
      const reason = `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`;
      if (tries >= ATTEMPTS) throw new Error(reason);
      console.error(`${reason} Trying again.`);
      continue;
    }
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    if (numeric('cumulative-layout-shift') > 0) reportShifts(url, audits['layout-shifts']?.details);
    const items =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const observed = (
      audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
    )?.items?.[0]?.observedLargestContentfulPaint;
    const scripts = items.filter((item) => item.resourceType === 'Script');
    return {
      scores: Object.fromEntries(
        Object.keys(thresholds).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as Scores,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmark: environment.benchmarkIndex,
      scriptBeforePaint:
        observed !== undefined &&
        scripts.some((item) => (item.networkRequestTime ?? Infinity) < observed),
    };
  }
}
