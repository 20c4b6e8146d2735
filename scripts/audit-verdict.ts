/**
 * What `npm run audit` measures per route and prints. Lighthouse's marks are asserted by
 * Lighthouse CI (lighthouserc.cjs); this module judges what it cannot: axe and a page's floor.
 */

/** The Lighthouse categories measured; lighthouserc.cjs holds the mark each must meet. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Category = (typeof categories)[number];

export type Timing = 'gate' | 'report';
type Scores = Record<Category, number>;

/** One Lighthouse run of one page. */
export interface Run {
  scores: Scores;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred during load, everything included. */
  bytes: number;
  /** Of which JavaScript, as transferred (compressed). */
  jsBytes: number;
  /** Lighthouse's measure of this machine's speed during the run; higher is faster. */
  benchmark: number;
  /** Whether any script was requested before the largest paint the browser observed. */
  scriptBeforePaint?: boolean;
}

export interface Row extends Run {
  path: string;
  runs: number;
  /** Violations axe found; not scanned by a timing-report run: the browser tests scan it. */
  axe?: number;
}

export const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Each score and metric at its median over the runs, so one slow or shifted run neither passes
 * nor fails a page.
 */
export function median(runs: Run[]): Run {
  if (runs.length === 0) throw new Error('median() needs at least one run');
  const of = (pick: (run: Run) => number) => medianOf(runs.map(pick));
  const scores = Object.fromEntries(
    categories.map((category) => [category, of((run) => run.scores[category])]),
  ) as Scores;
  return {
    scores,
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    bytes: of((run) => run.bytes),
    jsBytes: of((run) => run.jsBytes),
    benchmark: of((run) => run.benchmark),
  };
}

/** What the page's scripts may add to its paint: LCP with JavaScript over LCP without it. */
const FLOOR_RATIO = 1.05;

/**
 * Whether a page's scripts hold up its largest paint, from Lighthouse runs of the page and of
 * its floor (the same HTML with its scripts removed). The simulated LCP of the very same stripped
 * HTML spreads by a fifth between runs (decision record 0006, "a floor verdict that does not
 * flip"): Lighthouse scales the main-thread time it observed before the paint, and that time
 * varies. A ratio of two medians of five then flips with the draw. What is judged instead: no
 * script asked for before the observed paint in any run, and the median with scripts within 5%
 * of the floor's slowest run.
 */
export function floorMisses(path: string, withJs: Run[], floor: Run[]): string[] {
  const found: string[] = [];
  const early = withJs.filter((run) => run.scriptBeforePaint).length;
  if (early > 0)
    found.push(
      `${path}: a script was asked for before the largest paint in ${early} of ${withJs.length} runs`,
    );
  const lcp = medianOf(withJs.map((run) => run.lcp));
  const slowestFloor = Math.max(...floor.map((run) => run.lcp));
  if (lcp > FLOOR_RATIO * slowestFloor)
    found.push(
      `${path}: LCP ${ms(lcp)} with scripts is over ${FLOOR_RATIO}× the slowest of its floor’s runs, ${ms(slowestFloor)}`,
    );
  return found;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

/** Every page with axe violations, one line each; empty when there are none. */
export function axeFailures(rows: Row[]): string[] {
  return rows
    .filter((row) => (row.axe ?? 0) > 0)
    .map((row) => `${row.path}: ${row.axe} axe violation(s)`);
}

/** The per-route table, as Markdown. */
export function table(rows: Row[]): string {
  const lines = [
    '| route | perf | a11y | best | seo | FCP | LCP | TBT | CLS | transferred | JS (gzip) | axe | runs | CPU index |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const s = row.scores;
    lines.push(
      `| ${row.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.bytes)} | ${kib(row.jsBytes)} | ${row.axe ?? '–'} | ${row.runs} | ${Math.round(row.benchmark)} |`,
    );
  }
  return lines.join('\n');
}
