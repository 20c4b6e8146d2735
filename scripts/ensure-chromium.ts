/**
 * Makes sure the browser tests have a Chromium: Debian's package where apt is available
 * (installed here when running as root), Playwright's own download elsewhere. When it cannot
 * install one, it stops with the one command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium } from './chromium.ts';

function run(command: string): boolean {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function fail(command: string): never {
  console.error(`Browser tests need Chromium. Run: ${command}`);
  process.exit(1);
}

const isDebian = existsSync('/usr/bin/apt-get');
const isRoot = process.getuid?.() === 0;

if (systemChromium()) {
  // Debian's Chromium is there: nothing to do.
} else if (isDebian) {
  const install = 'apt-get update && apt-get install -y chromium';
  console.log('Installing Debian Chromium for the browser tests…');
  if (!isRoot || !run(`DEBIAN_FRONTEND=noninteractive sh -c '${install}'`) || !systemChromium()) {
    fail(isRoot ? install : `sudo sh -c '${install}'`);
  }
} else if (!existsSync(chromium.executablePath())) {
  console.log("Downloading Playwright's Chromium for the browser tests…");
  if (!run('npx playwright install chromium')) fail('npx playwright install chromium');
}
