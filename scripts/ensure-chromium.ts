/**
 * Makes sure the browser tests and the audit have their Chromium: Debian's full browser and its
 * headless shell where apt is available (installed here when running as root), Playwright's own
 * download elsewhere. A Debian machine without the shell runs the tests on the full browser, at
 * twice the processor time, and says how to install it. When there is no Chromium at all, it
 * stops with the one command to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_SHELL, systemChromium } from './chromium.ts';

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
const installed = () => Boolean(systemChromium()) && existsSync(HEADLESS_SHELL);

const chosen = process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH);

if (chosen || installed()) {
  // Nothing to do: a chosen browser, or both of Debian's.
} else if (isDebian) {
  const install = 'apt-get update && apt-get install -y chromium chromium-headless-shell';
  const command = isRoot ? install : `sudo sh -c '${install}'`;
  if (isRoot) {
    console.log("Installing Debian's Chromium and its headless shell for the browser tests…");
    run(`DEBIAN_FRONTEND=noninteractive sh -c '${install}'`);
  }
  if (!systemChromium()) fail(command);
  if (!installed())
    console.log(
      `Browser tests run on the full Chromium; to halve their processor time: ${command}`,
    );
} else if (!existsSync(chromium.executablePath())) {
  console.log("Downloading Playwright's Chromium for the browser tests…");
  if (!run('npx playwright install chromium')) fail('npx playwright install chromium');
}
