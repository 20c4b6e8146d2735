/**
 * `npm run screenshots [-- base-url]`: full-page screenshots of every route, in every language,
 * at 375, 768 and 1280 px into screenshots/ (not committed), for looking at what a person sees.
 * Needs a running server: `npm run preview` (default http://localhost:8888).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { localeCodes, localizedPath } from '../src/config/locales.ts';
import { confirmationPaths, pageKeys, paths, type ConfirmationKey } from '../src/config/paths.ts';
import { systemChromium } from './chromium.ts';

const base = process.argv[2] ?? 'http://localhost:8888';
const widths = [375, 768, 1280];
const targets = localeCodes.flatMap((locale) =>
  [
    ...pageKeys.map((key) => ({ name: key, path: paths[key] })),
    ...(Object.keys(confirmationPaths) as ConfirmationKey[]).map((key) => ({
      name: key,
      path: confirmationPaths[key],
    })),
    { name: 'checkRequest-email', path: `${confirmationPaths.checkRequest}#email` },
    { name: '404', path: '/missing' },
  ].map(({ name, path }) => ({
    name: locale === 'en' ? name : `${locale}-${name}`,
    path: localizedPath(locale, path),
  })),
);

await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium() });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const { name, path } of targets) {
    await page.goto(new URL(path, base).href);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Wrote ${widths.length * targets.length} screenshots to screenshots/`);
