import { existsSync } from 'node:fs';

/** Debian's Chromium, used when present so no browser download is needed. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's headless shell (package `chromium-headless-shell`): Chromium without the parts that
 * draw a window, what Playwright itself runs for headless tests. The browser tests took 355
 * processor-seconds on the full Chromium and 198 on the shell (2026-11-24, same build, one after
 * the other). Lighthouse keeps the full browser: the shell's pages weighed about 2 KiB less than
 * a visitor's browser loads, and on the shell the audit took no less time (193 and 206 s against
 * 185 s).
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
