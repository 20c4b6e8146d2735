import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { systemChromium } from './chromium';

const root = resolve(import.meta.dirname, '..');
const chromium = systemChromium();
const from = (path: string) => JSON.stringify(pathToFileURL(resolve(root, path)).href);

/**
 * What the audit's long-task stage does: a Playwright browser open (for axe), pages loaded over
 * the DevTools pipe, one after the other, for longer than anyone waits.
 */
const longStage = `
import { chromium } from ${from('node_modules/@playwright/test/index.mjs')};
import { CdpPipe } from ${from('scripts/cdp-pipe.ts')};
import { Stopper } from ${from('scripts/stopper.ts')};

const stopper = new Stopper('Fixture');
await stopper.run(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROME });
  stopper.add(() => browser.close());
  const pipe = await CdpPipe.launch(process.env.CHROME);
  stopper.add(() => pipe.close());
  stopper.doing = 'loading pages';
  console.log('loading');
  for (;;) await pipe.withFreshPage((page) => page.evaluate('new Promise((r) => setTimeout(r, 200))'));
});
`;

describe('a long command stopped from outside', () => {
  it.skipIf(!chromium)(
    'says in one line where it stopped, exits non-zero and leaves no browser running',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'stopper-test-'));
      try {
        const script = join(folder, 'long-stage.mts');
        await writeFile(script, longStage);
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          cwd: root,
          // The browsers' profiles land here: what is still running names this folder.
          env: { ...process.env, CHROME: chromium, TMPDIR: folder },
          stdio: ['ignore', 'pipe', 'pipe'],
          // A process group of its own, as a command started by `timeout` or a terminal has.
          detached: true,
        });
        let stdout = '';
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
        const exited = new Promise<number | null>((done) => child.on('exit', done));
        await new Promise<void>((started) =>
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += String(chunk);
            if (stdout.includes('loading')) started();
          }),
        );
        // What `timeout` does when the time is up: SIGTERM to the whole process group.
        process.kill(-child.pid!, 'SIGTERM');
        expect(await exited).toBe(143);
        expect(stderr.trim()).toBe('Fixture stopped by SIGTERM while loading pages: no verdict.');
        const running = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
        expect(running.split('\n').filter((line) => line.includes(folder))).toEqual([]);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
