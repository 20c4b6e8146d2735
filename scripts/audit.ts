/**
 * `npm run audit`: serves the production build with the preview on a port of its own and runs
 * Lighthouse CI on every indexable route (runs, medians and marks: lighthouserc.cjs), then axe,
 * and prints one row per route. It fails, saying why, when a mark or the home page's budget is
 * missed or axe finds a violation. Needs `npm run build` first.
 *
 * `--timing=report` only reports the performance score: the git host's `audit` job runs on
 * shared machines whose load moves that score by ten points. It leaves axe to the browser tests,
 * and skips the long tasks, which on a loaded machine it could only report, not judge.
 *
 * `npm test` does not run it (docs/decisions/0024-npm-test-runs-no-lighthouse.md): it takes
 * minutes on a 2-core machine, most of them for what a browser test can judge. The
 * browser tests hold what it judges that a test can: axe and no layout shift on every page, and
 * the home pages' byte budgets in lighthouserc.cjs, counted as Lighthouse counts them (e2e/checks/weight.ts).
 *
 * It also loads every route in Chromium with the CPU slowed down four times and finds the longest
 * stretch of our script in any long frame until the page is idle (scripts/long-tasks.ts): the
 * median over five loads may not pass 50 ms. What stays our own code is what Lighthouse CI cannot
 * do: axe, the long tasks, the floor comparison and the real loads (`--compare-js`).
 *
 * It exits 0 when it passes and 1 on a failing verdict. Stopped (Ctrl-C, a time limit) or unable
 * to go on, it stops the preview, Lighthouse and the browsers and says in one line what it was
 * doing: 128 + the signal's number, or 2 (scripts/stopper.ts). The git host's weekly `commands`
 * job runs the gate as written here.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { localeCodes, localizedPath } from '#src/config/locales';
import { indexablePaths } from '#src/config/indexablePaths';
import {
  axeFailures,
  floorMisses,
  kib,
  median,
  medianOf,
  ms,
  table,
  type Row,
  type Run,
  type Timing,
} from './audit-verdict.ts';
import { systemChromium } from './chromium.ts';
import { lighthouseCi, stopLighthouse } from './lighthouse-ci.ts';
import { lighthouseRun } from './lighthouse-run.ts';
import { CdpPipe } from './cdp-pipe.ts';
import { CPU_SLOWDOWN, LONG_TASK_MS, loadWork, type LoadWork } from './long-tasks.ts';
import { NETWORK, realLoad, type RealLoad } from './real-load.ts';
import { staticServer } from './static-server.ts';
import { Stopper } from './stopper.ts';
import { axeScan } from './wcag.ts';

const port = Number(process.env.AUDIT_PORT ?? 8951);
const origin = `http://localhost:${port}`;
const chromePath = systemChromium() ?? chromium.executablePath();
const timing: Timing = process.argv.includes('--timing=report') ? 'report' : 'gate';
/** Every indexable page, English first, then each other language's. */
const routes = localeCodes.flatMap((locale) =>
  indexablePaths.map((path) => localizedPath(locale, path)),
);
/** Stops the preview, the browsers and Lighthouse CI however the audit ends (scripts/stopper.ts). */
const stopper = new Stopper('Audit');

async function answers(): Promise<boolean> {
  try {
    await fetch(`${origin}/`);
    return true;
  } catch {
    return false;
  }
}

/** Starts a preview of our own; a server already on the port is never measured instead. */
async function startPreview() {
  if (await answers()) throw new Error(`Port ${port} is in use; set AUDIT_PORT to a free one.`);
  const child = spawn('npx', ['tsx', 'scripts/preview.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops the server under npx too.
    detached: true,
  });
  stopper.add(() => {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode === null && (await answers())) return;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`preview did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * `--compare-js`: each page against its floor, the same HTML with its scripts removed, both
 * served by one plain gzip server and measured alternately, medians of five runs each.
 */
async function compareWithFloor(): Promise<{ table: string; over: string[] }> {
  const server = await staticServer(resolve(import.meta.dirname, '../dist'), port + 1);
  const closeServer = stopper.add(() => server.close());
  const lines = [
    '| route | LCP with JS | LCP floor | ratio | floor runs | scripts before paint | FCP with JS | TBT with JS | perf with JS | perf floor | transferred with JS | floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const over: string[] = [];
  try {
    for (const path of routes) {
      stopper.doing = `comparing ${path} with its floor`;
      const url = `http://localhost:${port + 1}${path}`;
      const withJs: Run[] = [];
      const floor: Run[] = [];
      for (let i = 0; i < 5; i++) {
        withJs.push(await lighthouseRun(url, chromePath));
        floor.push(await lighthouseRun(`${url}?strip-scripts`, chromePath));
      }
      const [a, b] = [median(withJs), median(floor)];
      over.push(...floorMisses(path, withJs, floor));
      const spread = floor.map((run) => run.lcp);
      const early = withJs.filter((run) => run.scriptBeforePaint).length;
      lines.push(
        `| ${path} | ${ms(a.lcp)} | ${ms(b.lcp)} | ${(a.lcp / b.lcp).toFixed(2)} | ${ms(Math.min(...spread))}–${ms(Math.max(...spread))} | ${early} of ${withJs.length} | ${ms(a.fcp)} | ${ms(a.tbt)} | ${a.scores.performance} | ${b.scores.performance} | ${kib(a.bytes)} | ${kib(b.bytes)} |`,
      );
    }
  } finally {
    await closeServer();
  }
  return { table: lines.join('\n'), over };
}

/**
 * `--compare-js`, in a real browser: each page and its stripped twin loaded cold in Chromium,
 * alternately, five times each, with the CPU slowed 4× and the network throttled as a slow 4G
 * phone. Medians of FCP, LCP, hydration and the first script request.
 */
async function realLoadTable(): Promise<string> {
  const server = await staticServer(resolve(import.meta.dirname, '../dist'), port + 1);
  const closeServer = stopper.add(() => server.close());
  const pipe = await CdpPipe.launch(chromePath);
  const closePipe = stopper.add(() => pipe.close());
  const at = (values: (number | undefined)[]) => {
    const known = values.filter((value): value is number => value !== undefined);
    return known.length === values.length ? ms(medianOf(known)) : '–';
  };
  const lines = [
    '| route | FCP | LCP | LCP stripped | LCP ratio | FCP stripped | hydrated | first script request |',
    '|---|---|---|---|---|---|---|---|',
  ];
  try {
    for (const path of routes) {
      stopper.doing = `loading ${path} in Chromium`;
      const url = `http://localhost:${port + 1}${path}`;
      const withJs: RealLoad[] = [];
      const stripped: RealLoad[] = [];
      for (let i = 0; i < 5; i++) {
        withJs.push(await realLoad(pipe, url));
        stripped.push(await realLoad(pipe, `${url}?strip-scripts`));
      }
      const lcp = medianOf(withJs.map((load) => load.lcp));
      const floor = medianOf(stripped.map((load) => load.lcp));
      lines.push(
        `| ${path} | ${at(withJs.map((load) => load.fcp))} | ${ms(lcp)} | ${ms(floor)} | ${(lcp / floor).toFixed(2)} | ${at(stripped.map((load) => load.fcp))} | ${at(withJs.map((load) => load.hydrated))} | ${at(withJs.map((load) => load.firstScript))} |`,
      );
    }
  } finally {
    await closePipe();
    await closeServer();
  }
  return lines.join('\n');
}

async function axeViolations(browser: Awaited<ReturnType<typeof chromium.launch>>, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const result = await axeScan(page);
    return result.violations.length;
  } finally {
    await context.close();
  }
}

/** Loads of each route for the long-task table, as for Lighthouse's median. */
const LOAD_RUNS = 5;

/**
 * Each route's longest stretch of our script inside a long frame at 4× CPU: the median over its
 * loads, with what ran in each. Loaded over Chromium's DevTools pipe, not Playwright, whose own
 * instrumentation lengthened the very tasks measured here (scripts/cdp-pipe.ts).
 */
async function longTaskTable() {
  const lines = [
    `| route | longest script at ${CPU_SLOWDOWN}× CPU | each load: longest script, what ran | long frames per load |`,
    '|---|---|---|---|',
  ];
  const over: string[] = [];
  const pipe = await CdpPipe.launch(chromePath);
  const closePipe = stopper.add(() => pipe.close());
  console.log(`\nLong tasks: ${routes.length} pages, ${LOAD_RUNS} cold loads each.`);
  try {
    for (const [index, path] of routes.entries()) {
      stopper.doing = `measuring the long tasks of ${path} (page ${index + 1} of ${routes.length})`;
      const loads: LoadWork[] = [];
      for (let i = 0; i < LOAD_RUNS; i++) loads.push(await loadWork(pipe, `${origin}${path}`));
      const longest = loads.map(({ scripts }) =>
        scripts.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, source: 'none' }),
      );
      const median = medianOf(longest.map((script) => script.ms));
      if (median > LONG_TASK_MS)
        over.push(
          `${path}: a script ran ${ms(median)} at ${CPU_SLOWDOWN}× CPU > ${LONG_TASK_MS} ms`,
        );
      const each = longest.map((script) => `${ms(script.ms)} ${script.source}`).join('; ');
      const frames = loads.map((load) => load.longFrames).join(', ');
      lines.push(`| ${path} | ${ms(median)} | ${each} | ${frames} |`);
      console.log(`  ${path}: ${ms(median)}`);
    }
  } finally {
    await closePipe();
  }
  return { table: lines.join('\n'), over };
}

async function audit(): Promise<number> {
  stopper.doing = 'starting the preview';
  await startPreview();
  // npm test's browser tests scan every page (e2e/every-page.spec.ts): scanning again there would
  // prove nothing more, so only the gate starts a browser for axe.
  const browser =
    timing === 'gate' ? await chromium.launch({ executablePath: chromePath }) : undefined;
  if (browser) stopper.add(() => browser.close());
  stopper.add(stopLighthouse);
  const rows: Row[] = [];
  stopper.doing = `running Lighthouse CI on ${routes.length} pages`;
  const { measured, passed: lighthousePassed } = await lighthouseCi(
    origin,
    routes,
    chromePath,
    timing,
  );
  for (const { path, runs, median } of measured) {
    stopper.doing = `scanning ${path} with axe`;
    const axe = browser ? await axeViolations(browser, path) : undefined;
    rows.push({ path, runs, axe, ...median });
  }
  const longTaskCheck = timing === 'gate' ? await longTaskTable() : undefined;
  const compareJs = process.argv.includes('--compare-js');
  const floorComparison = compareJs ? await compareWithFloor() : undefined;
  const realLoads = compareJs ? await realLoadTable() : undefined;

  stopper.doing = 'writing the verdict';
  console.log('\nLighthouse (mobile, simulated throttling) and axe, per route:\n');
  console.log(table(rows));
  if (floorComparison)
    console.log(
      `\nEach page against the same HTML with its scripts removed (plain gzip server, medians of 5):\n\n${floorComparison.table}`,
    );
  if (realLoads)
    console.log(
      `\nThe same pages in real Chromium loads, cold, ${CPU_SLOWDOWN}× CPU, ${NETWORK.downloadKbps} kbps, ${NETWORK.latencyMs} ms latency (medians of 5, ms from navigation):\n\n${realLoads}`,
    );
  if (longTaskCheck)
    console.log(
      `\nScripts in long frames until idle, cold Chromium loads with the CPU slowed ${CPU_SLOWDOWN}×:\n\n${longTaskCheck.table}`,
    );
  if (timing === 'report')
    console.log(
      '\nThe performance score was reported, not judged, and the long tasks were not measured: `npm run audit` on a quiet machine judges both.',
    );
  const found = [
    ...(lighthousePassed
      ? []
      : ['Lighthouse CI: a mark in lighthouserc.cjs was missed (its report is above)']),
    ...axeFailures(rows),
    ...(timing === 'gate' ? (floorComparison?.over ?? []) : []),
    ...(longTaskCheck?.over ?? []),
  ];
  if (found.length > 0) {
    console.error(`\nAudit failed:\n${found.map((line) => `  - ${line}`).join('\n')}`);
    return 1;
  }
  console.log('Audit passed.');
  return 0;
}

await stopper.run(audit);
