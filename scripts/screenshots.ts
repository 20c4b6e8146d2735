/**
 * `npm run screenshots [-- base-url]`: full-page screenshots of every route, in every language,
 * at 375, 768 and 1280 px into screenshots/ (not committed), for looking at what a person sees.
 * Needs a running server: `npm run preview` (default http://localhost:8888).
 *
 * `--first-screen`: only what a phone shows before any scrolling, 375 × 667, into
 * screenshots/first-screen/.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { localeCodes, localizedPath } from '#src/config/locales';
import { indexablePaths } from '#src/config/indexablePaths';
import { openOn } from '#src/content/openingsOpen';
import { openingPath } from '#src/config/paths';
import { everyConfirmationPath, formPagePath } from '#src/forms/formPages';
import { officeDay } from '#src/config/today';
import { systemChromium } from './chromium.ts';

const firstScreen = process.argv.includes('--first-screen');
const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:8888';
const widths = firstScreen ? [375] : [375, 768, 1280];
const folder = firstScreen ? 'screenshots/first-screen' : 'screenshots';
// `--only=areas` limits the run to the paths that contain it.
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const targets = localeCodes
  .flatMap((locale) =>
    [
      ...[...indexablePaths, ...openOn(officeDay(new Date())).map(({ id }) => openingPath(id))].map(
        (path) => ({
          name: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'),
          path,
        }),
      ),
      ...everyConfirmationPath().map((path) => ({
        name: path.slice(1).replaceAll('/', '-'),
        path,
      })),
      { name: 'contact-check-email', path: `${formPagePath('contact', 'checkAnswers')}#email` },
      { name: '404', path: '/missing' },
    ].map(({ name, path }) => ({
      name: locale === 'en' ? name : `${locale}-${name}`,
      path: localizedPath(locale, path),
    })),
  )
  .filter(({ path }) => !only || path.includes(only));

await mkdir(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: systemChromium() });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: firstScreen ? 667 : 900 } });
  for (const { name, path } of targets) {
    await page.goto(new URL(path, base).href);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: !firstScreen });
  }
  await page.close();
}
await browser.close();
console.log(`Wrote ${widths.length * targets.length} screenshots to ${folder}/`);
