import { describe, expect, it } from 'vitest';
import { axeFailures, floorMisses, median, table, type Row, type Run } from './audit-verdict';

const good: Run = {
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcp: 800,
  lcp: 800,
  tbt: 40,
  cls: 0,
  bytes: 170 * 1024,
  jsBytes: 150 * 1024,
  benchmark: 1500,
};
const row = (path: string, change: Partial<Run> = {}, axe = 0): Row => ({
  path,
  runs: 1,
  axe,
  ...good,
  ...change,
});

describe('the audit table and its own verdict', () => {
  it('fails each page on which axe found a violation', () => {
    expect(axeFailures([row('/'), row('/faq', {}, 2)])).toEqual(['/faq: 2 axe violation(s)']);
  });

  it('takes the median of each measure over the floor runs', () => {
    const runs = [
      { ...good, tbt: 400, lcp: 900 },
      { ...good, tbt: 60, lcp: 1200 },
      { ...good, tbt: 90, lcp: 800 },
    ];
    expect(median(runs)).toMatchObject({ tbt: 90, lcp: 900 });
  });

  it('prints one table row per route', () => {
    const lines = table([row('/'), row('/faq')]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| / | 99 | 100 | 100 | 100 | 800 ms | 800 ms | 40 ms | 0.000 | 170.0 KiB | 150.0 KiB | 0 | 1 | 1500 |',
    );
  });
});

describe('a page against its floor, the same HTML without scripts', () => {
  const lcps = (...values: number[]): Run[] => values.map((lcp) => ({ ...good, lcp }));

  it('passes a page whose scripts start after the paint, within the floor’s own spread', () => {
    // The /es figures of 2026-11-22: a 1.17× ratio of medians, from the floor's lower mode.
    expect(
      floorMisses('/es', lcps(1058, 1058, 905, 1061, 1058), lcps(906, 1059, 834, 906, 1052)),
    ).toEqual([]);
  });

  it('fails a page whose scripts hold up the paint beyond anything its floor did', () => {
    // fbb9015, module scripts in the head: 2504 ms against 762.
    expect(
      floorMisses('/', lcps(2504, 2480, 2520, 2510, 2499), lcps(762, 906, 690, 762, 765)),
    ).toEqual([
      '/: LCP 2504 ms with scripts is over 1.05× the slowest of its floor’s runs, 906 ms',
    ]);
  });

  it('fails a page that asks for a script before its largest paint, in any run', () => {
    const runs = lcps(900, 900, 900, 900, 900);
    runs[2] = { ...runs[2]!, scriptBeforePaint: true };
    expect(floorMisses('/faq', runs, lcps(900, 900, 900, 900, 900))).toEqual([
      '/faq: a script was asked for before the largest paint in 1 of 5 runs',
    ]);
  });
});
