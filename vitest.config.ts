import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { openJobs } from './src/build/openJobs.ts';
import { photos } from './src/build/photos.ts';

export default defineConfig({
  define: {
    // A fixed day, so what the tests expect (open jobs, the copyright year) never expires.
    __BUILD_DATE__: JSON.stringify('2026-11-24'),
    __SITE_URL__: JSON.stringify('https://hearthside.test'),
    __OPEN_JOBS__: JSON.stringify(openJobs('2026-11-24', 'en').map((job) => job.id)),
    __OPEN_POSITIONS__: JSON.stringify(openJobs('2026-11-24', 'en')),
    __NOTICE__: JSON.stringify(null),
  },
  plugins: [react(), photos(import.meta.dirname, { publish: false })],
  test: {
    // The first render of a page compiles its whole module graph: seconds on a busy 2-core box,
    // and beside the rest of `npm test` a page's test that types into a form can pass 15 s
    // (decision record 0024), and a flood test of thousands of posts runs many times slower there
    // than alone. A hang still fails, three minutes later.
    testTimeout: 180_000,
    // A suite's set-up may build too (the functions' bundle): the same room.
    hookTimeout: 180_000,
    // Vitest keeps a core for itself by default, which on a 2-core machine runs one file at a
    // time. Two a core: `npm test` runs them beside the linters and the builds, and many of the
    // functions' tests wait on timers, which the second worker's tests fill (decision record 0024).
    maxWorkers: availableParallelism() * 2,
    // Worker threads, not child processes: they start and share more cheaply (decision record
    // 0024); no test changes the working directory, which a thread cannot.
    pool: 'threads',
    // A test that renders needs a DOM (`.test.tsx`, or `.dom.test.ts` without JSX); the rest,
    // the functions' and the build's, run on plain Node, as they do in production. Starting
    // jsdom and Testing Library for each of those files took about a second apiece.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'src/**/*.dom.test.ts',
            // It swaps business.json between imports (vi.doMock after vi.resetModules): in one
            // run of the whole suite under Node's module graph the swap did not take, and it has
            // never missed in this one.
            'src/content/claims.test.ts',
          ],
          setupFiles: ['./src/test/consoleGuard.ts', './src/test/domSetup.ts'],
          // styled-components outside production adds each rule to its <style> as text, and jsdom
          // parses the whole sheet again on every addition, a large part of a page's render.
          // Through the CSSOM (insertRule) each rule is parsed once (decision record 0024).
          env: { SC_DISABLE_SPEEDY: 'false' },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts', 'src/content/claims.test.ts'],
          setupFiles: ['./src/test/consoleGuard.ts'],
        },
      },
    ],
  },
});
