import { existsSync } from 'node:fs';

/** Debian's Chromium, used when present so no browser download is needed. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's headless shell (package `chromium-headless-shell`): Chromium without the parts that
 * draw a window, what Playwright itself runs for headless tests: the browser tests take about
 * half the processor time they take on the full Chromium. Lighthouse keeps the full browser: on
 * the shell the pages weigh less than a visitor's browser loads, and the audit is no faster
 * (decision record 0023).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full system Chromium, or CHROMIUM_PATH; undefined when there is none. */
export function systemChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

/** The browser tests' Chromium: the headless shell where installed, else the full one. */
export function testChromium(): string | undefined {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return systemChromium();
}
