import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/chromium.ts';

/** A port of the tests' own; the server is always started here, never reused. */
const port = Number(process.env.E2E_PORT ?? 8931);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: systemChromium() },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run preview',
    url: `${baseURL}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
