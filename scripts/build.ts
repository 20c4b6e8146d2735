/**
 * `npm run build`: the client bundle, a server bundle of the same app, then one prerendered
 * HTML file per route. Prints what it wrote and the sample content still waiting to be replaced.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bootScriptFiles } from './boot-script.ts';
import { bundleReport } from './bundle-report.ts';
import { prerender, type ServerEntry } from './prerender.ts';
import { resolveSiteUrl } from './site-url.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, 'dist');
const ssrDir = resolve(root, 'node_modules/.cache/prerender');
const started = performance.now();

const report = bundleReport();
await build({ root, logLevel: 'warn', plugins: [report.plugin] });
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const entry = (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const files = await prerender(distDir, entry);
await writeFile(resolve(distDir, 'sitemap.xml'), entry.sitemapXml());
await writeFile(resolve(distDir, 'robots.txt'), entry.robotsTxt());
await writeFile(resolve(distDir, 'manifest.webmanifest'), entry.webManifest());
await rm(ssrDir, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nPrerendered ${files.length} pages for ${resolveSiteUrl()} in ${seconds} s:`);
for (const { file, bytes } of files) {
  console.log(`  dist/${file.padEnd(32)} ${(bytes / 1024).toFixed(1)} KiB`);
}

// What the home page's boot script loads once it has painted: everything hydration needs.
const firstLoad = bootScriptFiles(await readFile(resolve(distDir, 'index.html'), 'utf8'));
console.log(`\nScripts (gzip sizes by package are each package's share of its chunks):\n`);
console.log(report.table(firstLoad));

const samples = entry.samplesInPlace();
if (samples.length > 0) {
  console.warn(
    `\n⚠ LAUNCH WARNING: ${samples.length} item(s) of sample content are still in place.`,
  );
  console.warn(
    '  Invented names and testimonials must not go live (FTC rule on fake reviews, 16 CFR 465):',
  );
  for (const { where, replaceWith } of samples)
    console.warn(`  - ${where}: replace with ${replaceWith}`);
  console.warn('  Edit them in src/content/ and remove the sample() wrapper.\n');
}
