import { describe, expect, it } from 'vitest';
import {
  advisories,
  failures,
  floorMisses,
  kib,
  median,
  misses,
  table,
  type Row,
  type Run,
} from './audit-verdict';

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
const withScore = (performance: number): Run => ({
  ...good,
  scores: { ...good.scores, performance },
});
const budget = 192 * 1024;

describe('the audit verdict', () => {
  it('passes a site that meets every mark', () => {
    expect(failures([row('/'), row('/faq')], budget)).toEqual([]);
  });

  it('names each route and mark that is missed', () => {
    const found = failures(
      [
        row('/', { bytes: 200 * 1024 }),
        row('/about', { scores: { ...good.scores, performance: 94, seo: 92 } }),
        row('/faq', { cls: 0.02 }),
        row('/contact', {}, 2),
      ],
      budget,
    );
    expect(found).toEqual([
      '/about: performance 94 < 95',
      '/about: seo 92 < 100',
      '/faq: layout shift 0.020 > 0',
      '/contact: 2 axe violation(s)',
      '/: 200.0 KiB transferred > budget 192.0 KiB',
    ]);
  });

  it('only reports a missed performance score when timing is reported, and still fails the rest', () => {
    const rows = [row('/', withScore(80)), row('/faq', { ...withScore(90), cls: 0.1 })];
    expect(failures(rows, budget, 'report')).toEqual(['/faq: layout shift 0.100 > 0']);
    expect(advisories(rows, 'report')).toEqual([
      '/: performance 80 < 95',
      '/faq: performance 90 < 95',
    ]);
    expect(failures(rows, budget, 'gate')).toEqual([
      '/: performance 80 < 95',
      '/faq: performance 90 < 95',
      '/faq: layout shift 0.100 > 0',
    ]);
    expect(advisories(rows, 'gate')).toEqual([]);
  });

  it('fails when the home page, which carries the budget, was not measured', () => {
    expect(failures([row('/about')], budget)).toEqual(['/: the home page was not measured']);
  });

  it('holds the home page of every language to the same budget', () => {
    const heavy = { ...row('/es'), bytes: budget + 1 };
    expect(failures([row('/'), heavy], budget, 'gate', ['/', '/es'])).toEqual([
      `/es: ${kib(budget + 1)} transferred > budget ${kib(budget)}`,
    ]);
    expect(failures([row('/')], budget, 'gate', ['/', '/es'])).toEqual([
      '/es: the home page was not measured',
    ]);
  });

  it('runs a page again when any mark is missed, and judges each measure on its median', () => {
    expect(misses(good)).toBe(false);
    expect(misses(withScore(94))).toBe(true);
    expect(misses({ ...good, cls: 0.001 })).toBe(true);
    const runs = [
      { ...withScore(70), tbt: 400, cls: 0 },
      { ...withScore(98), tbt: 60, cls: 0.004 },
      { ...withScore(96), tbt: 90, cls: 0 },
    ];
    expect(median(runs)).toMatchObject({ scores: { performance: 96 }, tbt: 90, cls: 0 });
    expect(misses(median(runs))).toBe(false);
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
