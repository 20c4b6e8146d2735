import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from 'lighthouse';
import type { Run } from './audit-verdict.ts';
import { lighthouserc, runOf } from './lighthouse-result.ts';

const root = resolve(import.meta.dirname, '..');
const config = resolve(root, 'lighthouserc.cjs');
const cli = resolve(root, 'node_modules/@lhci/cli/src/cli.js');
/** Where lhci keeps the runs it collected, under the folder it is started in. */
const savedRuns = (folder: string) => join(folder, '.lighthouseci');

/**
 * Lighthouse processes run side by side when only the steady marks are judged: a run spends much
 * of its time waiting, for the page to settle and, once Chrome is closed, for a 5 s budget timer
 * its image gatherer never clears (Lighthouse 12.6.1), and what a timing-report run judges
 * (accessibility, best practices, SEO, layout shift, weight) does not depend on the machine's
 * load; the performance score, which does, is only reported there. Three lanes nearly halve the
 * whole audit on a 2-core machine (decision record 0023).
 */
const PARALLEL_WHEN_REPORTING = 3;

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
}

/** The `lhci` processes running now, each leading a process group of its own. */
const running = new Set<ChildProcess>();
let stopped = false;

/**
 * Stops every running `lhci` and the Lighthouse and Chrome under it, as Ctrl-C would: Lighthouse
 * closes the Chrome it launched on SIGINT only, and that Chrome, in a process group of its own,
 * would otherwise outlive the audit.
 */
export function stopLighthouse() {
  stopped = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}

/** One `lhci` command with the committed configuration; resolves to its exit code. */
function lhci(args: string[], env: NodeJS.ProcessEnv, cwd = root): Promise<number> {
  return new Promise((done, fail) => {
    if (stopped) return fail(new Error('Lighthouse CI was stopped.'));
    const child = spawn(process.execPath, [cli, ...args, `--config=${config}`], {
      cwd,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: a signal to the audit's reaches the audit, which sends SIGINT here.
      detached: true,
    });
    running.add(child);
    child.on('error', fail);
    child.on('exit', (code) => {
      running.delete(child);
      done(code ?? 1);
    });
  });
}

/**
 * `lhci collect` in `lanes` processes side by side, each in a folder of its own (lhci saves its
 * runs under the folder it starts in), then every run gathered where `upload` and `assert` read.
 */
async function collect(
  urls: string[],
  chromePath: string,
  env: NodeJS.ProcessEnv,
  mostLanes: number,
) {
  // A lane without a page would make `lhci collect` fail ("No URLs provided").
  const lanes = Math.min(mostLanes, urls.length);
  const folders = Array.from({ length: lanes }, () => mkdtempSync(join(tmpdir(), 'lhci-lane-')));
  try {
    const codes = await Promise.all(
      folders.map((folder, lane) => {
        const mine = urls.filter((_, index) => index % lanes === lane);
        const args = [
          'collect',
          `--chromePath=${chromePath}`,
          ...mine.map((url) => `--url=${url}`),
        ];
        return lhci(args, env, folder);
      }),
    );
    if (codes.some((code) => code !== 0))
      throw new Error('Lighthouse CI could not measure a page.');
    rmSync(savedRuns(root), { recursive: true, force: true });
    mkdirSync(savedRuns(root), { recursive: true });
    folders.forEach((folder, lane) => {
      for (const name of readdirSync(savedRuns(folder)).filter((name) =>
        /^lhr-\d+\.json$/.test(name),
      ))
        // lhci reads only `lhr-<digits>.json`; the lane's digit keeps two lanes' names apart.
        copyFileSync(
          join(savedRuns(folder), name),
          join(savedRuns(root), name.replace('lhr-', `lhr-${lane}`)),
        );
    });
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

export interface Measured {
  path: string;
  /** How many runs Lighthouse CI made of the page. */
  runs: number;
  /** Its representative run: the one Lighthouse CI picks as the median. */
  median: Run;
}

/**
 * Lighthouse CI on each page of the site at `origin`: collects the runs lighthouserc.cjs asks for, writes the reports to
 * its output folder, and asserts its marks (which print their own verdict). Resolves to the median
 * run of each page and whether every assertion held.
 */
export async function lighthouseCi(
  origin: string,
  paths: readonly string[],
  chromePath: string,
  timing: 'gate' | 'report',
): Promise<{ measured: Measured[]; passed: boolean }> {
  const env = { ...process.env, AUDIT_TIMING: timing };
  const urls = paths.map((path) => `${origin}${path}`);
  await collect(urls, chromePath, env, timing === 'report' ? PARALLEL_WHEN_REPORTING : 1);
  if ((await lhci(['upload'], env)) !== 0) throw new Error('Lighthouse CI wrote no reports.');
  const manifestPath = resolve(root, lighthouserc.ci.upload.outputDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  const measured = paths.map((path) => {
    const url = `${origin}${path}`;
    const runs = manifest.filter((entry) => entry.url === url);
    const representative = runs.find((entry) => entry.isRepresentativeRun);
    if (!representative) throw new Error(`Lighthouse CI has no report of ${url}.`);
    const lhr = JSON.parse(readFileSync(representative.jsonPath, 'utf8')) as Result;
    return { path, runs: runs.length, median: runOf(lhr) };
  });
  const passed = (await lhci(['assert'], env)) === 0;
  return { measured, passed };
}
