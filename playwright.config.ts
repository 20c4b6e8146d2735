import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/chromium.ts';
import { STUB_TOKEN } from './scripts/postmark-stub.ts';
import { liftedBudgetsEnv } from './netlify/server/intake/budgets.ts';

/** Ports of the tests' own; the servers are always started here, never reused. */
const port = Number(process.env.E2E_PORT ?? 8931);
const postmarkPort = port + 1;
export const baseURL = `http://localhost:${port}`;
/** The local Postmark stand-in the preview's functions send to (scripts/postmark-stub.ts). */
export const postmarkURL = `http://127.0.0.1:${postmarkPort}`;
/** The specs whose tests send a form, or read or steer the Postmark stand-in. */
const sendsMail = [/forms-[^/]*\.spec\.ts$/, /sent-state\.spec\.ts$/, /promise\.spec\.ts$/];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/empty-local-store.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    // Recording a trace of every test costs about an eighth of the run's time (record 24); to see
    // a failure step by step, rerun it with `--trace=on`.
    trace: 'off',
    launchOptions: { executablePath: testChromium() },
    // Anchors are scrolled to smoothly otherwise: a click on a footer link while the page still
    // glided to /es/services#transportation landed beside the link, and the test failed. The one
    // test of the smooth scroll asks for it itself.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: sendsMail },
    // One Postmark stand-in serves every test that sends mail: a test that resets it, makes it
    // fail or counts what it holds must not share it with another test's send, so these take
    // turns, beside the other worker's pages.
    { name: 'mail', use: { ...devices['Desktop Chrome'] }, testMatch: sendsMail, workers: 1 },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/postmark-stub.ts',
      url: `${postmarkURL}/__messages`,
      env: { PORT: String(postmarkPort) },
      reuseExistingServer: false,
    },
    {
      command: 'npm run preview',
      url: `${baseURL}/`,
      env: {
        PORT: String(port),
        POSTMARK_SERVER_TOKEN: STUB_TOKEN,
        POSTMARK_API_URL: postmarkURL,
        MAIL_FROM: 'Hearthside Website <website@hearthside.test>',
        MAIL_TO_CARE: 'care@hearthside.test',
        MAIL_TO_CAREERS: 'careers@hearthside.test',
        // Every test posts from this one machine: as one client it would soon be held.
        ...liftedBudgetsEnv,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
