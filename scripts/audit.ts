/**
 * `npm run audit`: serves the production build with the preview on a
 * port of its own, runs Lighthouse (mobile defaults, simulated throttling) and axe on every
 * indexable route, prints one row per route, and fails, saying why, when a score or the home
 * page's weight misses its mark. Needs `npm run build` first.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { pageKeys, paths } from '../src/config/paths.ts';
import { systemChromium } from './chromium.ts';

/** Home page transfer budget: 172 KiB measured on 2026-11-21, plus about 10% headroom. */
export const HOME_BUDGET_BYTES = Number(process.env.AUDIT_HOME_BUDGET ?? 190 * 1024);
const thresholds = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
const port = Number(process.env.AUDIT_PORT ?? 8951);
const origin = `http://localhost:${port}`;
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode === null && (await answers())) return child;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`preview did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

interface Row {
  path: string;
  scores: Record<keyof typeof thresholds, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  axe: number;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

const preview = await startPreview();
const chrome = await launch({ chromePath: systemChromium(), chromeFlags });
const browser = await chromium.launch({ executablePath: systemChromium() });
const rows: Row[] = [];
try {
  for (const key of pageKeys) {
    const path = paths[key];
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(thresholds),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const items =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    await context.close();
    rows.push({
      path,
      scores: Object.fromEntries(
        Object.keys(thresholds).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as Row['scores'],
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      jsBytes: items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      axe: axe.violations.length,
    });
  }
} finally {
  await browser.close();
  chrome.kill();
  try {
    if (preview.pid) process.kill(-preview.pid);
  } catch {
    // already gone
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
console.log('\nLighthouse (mobile, simulated throttling) and axe, per route:\n');
console.log(
  '| route | perf | a11y | best | seo | FCP | LCP | TBT | CLS | transferred | JS (gzip) | axe |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const s = row.scores;
  console.log(
    `| ${row.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.bytes)} | ${kib(row.jsBytes)} | ${row.axe} |`,
  );
}

const failures: string[] = [];
for (const row of rows) {
  for (const [category, minimum] of Object.entries(thresholds) as [
    keyof typeof thresholds,
    number,
  ][]) {
    if (row.scores[category] < minimum)
      failures.push(`${row.path}: ${category} ${row.scores[category]} < ${minimum}`);
  }
  if (row.cls > 0) failures.push(`${row.path}: layout shift ${row.cls.toFixed(3)} > 0`);
  if (row.axe > 0) failures.push(`${row.path}: ${row.axe} axe violation(s)`);
}
const home = rows.find((row) => row.path === '/');
if (home && home.bytes > HOME_BUDGET_BYTES) {
  failures.push(`/: ${kib(home.bytes)} transferred > budget ${kib(HOME_BUDGET_BYTES)}`);
}
console.log(`\nHome page budget: ${kib(HOME_BUDGET_BYTES)} transferred.`);
if (failures.length > 0) {
  console.error(`\nAudit failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Audit passed.');
