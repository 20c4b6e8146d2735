/**
 * `npm run build`: for each language, the client bundle, a server bundle of the same app, then
 * one prerendered HTML file per route; English at the root of `dist/`, Spanish in `dist/es/`.
 * Prints what it wrote and the sample content still waiting to be replaced.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { siteConfig } from '../../vite.config.ts';
import { localeCodes, locales } from '../config/locales.ts';
import { bootScriptFiles } from './boot-script.ts';
import { bundleReport } from './bundle-report.ts';
import { deployHeaders } from './deploy-headers.ts';
import { prerender, type PrerenderedFile, type ServerEntry } from './prerender.ts';
import { resolveSiteUrl } from './site-url.ts';

const root = resolve(import.meta.dirname, '../..');
const distDir = resolve(root, 'dist');
const ssrRoot = resolve(root, 'node_modules/.cache/prerender');
const started = performance.now();

const report = bundleReport();
const files: PrerenderedFile[] = [];
const entries: ServerEntry[] = [];
// English first: it empties dist/ and copies public/, which the other languages share.
for (const locale of localeCodes) {
  const { basePath } = locales[locale];
  const outDir = resolve(distDir, basePath.slice(1));
  // A folder per language: Node caches modules by URL, so a shared chunk name would hand the
  // second language the first one's copy.
  const ssrDir = resolve(ssrRoot, locale);
  const config = (ssr: boolean) =>
    mergeConfig(siteConfig({ command: 'build', mode: 'production' }, locale), {
      root,
      configFile: false,
      logLevel: 'warn',
      build: ssr
        ? { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false }
        : { outDir, copyPublicDir: locale === 'en' },
    } satisfies InlineConfig);
  // The bundle report describes the English pages; Spanish chunks are the same code.
  const client = config(false);
  await build(
    locale === 'en' ? { ...client, plugins: [...(client.plugins ?? []), report.plugin] } : client,
  );
  await build(config(true));
  const entry = (await import(
    pathToFileURL(resolve(ssrDir, 'entry-server.js')).href
  )) as ServerEntry;
  const written = await prerender(outDir, entry);
  files.push(...written.map((file) => ({ ...file, file: join(basePath.slice(1), file.file) })));
  entries.push(entry);
}
const [entry] = entries;
if (!entry) throw new Error('No language was built');
await writeFile(resolve(distDir, 'sitemap.xml'), entry.sitemapXml());
await writeFile(resolve(distDir, 'robots.txt'), entry.robotsTxt());
await writeFile(resolve(distDir, 'manifest.webmanifest'), entry.webManifest());
const headers = deployHeaders(process.env.CONTEXT);
if (headers) await writeFile(resolve(distDir, '_headers'), headers);
await rm(ssrRoot, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nPrerendered ${files.length} pages for ${resolveSiteUrl()} in ${seconds} s:`);
for (const { file, bytes } of files) {
  console.log(`  dist/${file.padEnd(32)} ${(bytes / 1024).toFixed(1)} KiB`);
}

// What the home page's boot script loads once it has painted: everything hydration needs.
const firstLoad = bootScriptFiles(await readFile(resolve(distDir, 'index.html'), 'utf8'));
console.log(`\nScripts (gzip sizes by package are each package's share of its chunks):\n`);
console.log(report.table(firstLoad));

const samples = entries
  .flatMap((built) => built.samplesInPlace())
  .filter((item, index, all) => all.findIndex((other) => other.where === item.where) === index);
if (samples.length > 0) {
  console.warn(
    `\n⚠ LAUNCH WARNING: ${samples.length} item(s) of sample content are still in place.`,
  );
  console.warn(
    '  Invented names and testimonials must not go live (FTC rule on fake reviews, 16 CFR 465):',
  );
  for (const { where, replaceWith } of samples)
    console.warn(`  - ${where}: replace with ${replaceWith}`);
  console.warn('  Edit them in src/content/ and remove the sample() wrapper or the note.\n');
}

// The same facts in every language: the first build's list is the list.
const facts = entry.factsToCheck();
if (facts.length > 0) {
  console.warn(
    `⚠ LAUNCH WARNING: ${facts.length} fact(s) about real places, programs and laws are not yet checked.`,
  );
  for (const { where, value, source } of facts)
    console.warn(`  - ${where}: ${JSON.stringify(value)}\n      check at ${source}`);
  console.warn('  Check each at its source, correct it, and remove its sourced() wrapper.\n');
}
