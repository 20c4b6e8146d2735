/**
 * `npx tsx scripts/render-images.ts`: renders the favicon PNGs, the apple-touch-icon and the
 * 1200×630 share image from the site's own artwork (the logo mark and the brand colours) with
 * headless Chromium, into public/. Run it again when the logo or the palette changes; the
 * PNGs are committed so the build needs no browser.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { business, location } from '#src/content/business';
import { businessCopy } from '#src/content/businessCopy';
import { theme } from '#src/theme/theme';
import { systemChromium } from './chromium.ts';

const publicDir = resolve(import.meta.dirname, '../public');
const logo = await readFile(resolve(publicDir, 'favicon.svg'), 'utf8');
const { color } = theme;

const iconPage = (size: number, padding: number) => `<!doctype html><html><body style="margin:0">
  <div style="width:${size}px;height:${size}px;background:${color.primary};display:grid;place-items:center">
    <div style="width:${size - 2 * padding}px;height:${size - 2 * padding}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  </div></body></html>`;

const sharePage = `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;position:relative;overflow:hidden;
    background:${color.background};font-family:Georgia,'DejaVu Serif',serif;color:${color.primaryDark}">
    <div style="position:absolute;right:-180px;top:-220px;width:520px;height:520px;border-radius:50%;background:${color.primaryTint}"></div>
    <div style="position:absolute;right:90px;top:70px;width:130px;height:130px;border-radius:50%;background:${color.accent};opacity:.9"></div>
    <div style="position:absolute;left:0;right:0;bottom:0;height:26px;background:${color.primary}"></div>
    <div style="position:relative">
      <div style="width:120px;height:120px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      <div style="margin-top:44px;font-size:66px;font-weight:700;line-height:1.1">${business.name}</div>
      <div style="margin-top:18px;font-size:44px;color:${color.accentText};font-style:italic">${businessCopy.tagline}</div>
      <div style="margin-top:40px;font-family:'DejaVu Sans',Arial,sans-serif;font-size:32px;color:${color.text}">
        In-home senior care in ${location} · ${business.phone.display}</div>
    </div>
  </div></body></html>`;

const shots = [
  { file: 'og-image.png', width: 1200, height: 630, html: sharePage },
  { file: 'icon-512.png', width: 512, height: 512, html: iconPage(512, 0) },
  { file: 'icon-192.png', width: 192, height: 192, html: iconPage(192, 0) },
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: iconPage(180, 14) },
  { file: 'favicon-32.png', width: 32, height: 32, html: iconPage(32, 0) },
];

const browser = await chromium.launch({ executablePath: systemChromium() });
for (const { file, width, height, html } of shots) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: resolve(publicDir, file), omitBackground: false });
  await page.close();
  console.log(`public/${file} ${width}×${height}`);
}
await browser.close();
