import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import type { Run } from './audit-verdict.ts';
import { lighthouserc, runOf } from './lighthouse-result.ts';

const root = resolve(import.meta.dirname, '..');
const config = resolve(root, 'lighthouserc.cjs');

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
}

/** One `lhci` command with the committed configuration; resolves to its exit code. */
function lhci(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['--no-install', 'lhci', ...args, `--config=${config}`], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
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
  const collect = ['collect', `--chromePath=${chromePath}`, ...urls.map((url) => `--url=${url}`)];
  if ((await lhci(collect, env)) !== 0) throw new Error('Lighthouse CI could not measure a page.');
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
