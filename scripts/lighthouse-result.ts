import type { Result } from 'lighthouse';
import { createRequire } from 'node:module';
import { categories, type Run } from './audit-verdict.ts';

/** The committed Lighthouse CI configuration, as `lhci` reads it. */
export const lighthouserc = createRequire(import.meta.url)('../lighthouserc.cjs') as {
  ci: {
    collect: { numberOfRuns: number; settings: { chromeFlags: string } };
    upload: { outputDir: string };
    assert: {
      assertMatrix: {
        matchingUrlPattern: string;
        assertions: Record<string, [string, { maxNumericValue?: number; minScore?: number }]>;
      }[];
    };
  };
};

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

/** The scores and measures the audit prints, read from one Lighthouse report. */
export function runOf(lhr: Result): Run {
  const { audits, environment } = lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (numeric('cumulative-layout-shift') > 0)
    reportShifts(lhr.requestedUrl ?? lhr.finalDisplayedUrl, audits['layout-shifts']?.details);
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const observed = (
    audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
  )?.items?.[0]?.observedLargestContentfulPaint;
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run['scores'],
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
