import { existsSync } from 'node:fs';

/** Debian's Chromium, used when present so no browser download is needed. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function systemChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}
