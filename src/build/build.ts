/**
 * `npm run build`: for each language, the client bundle, a server bundle of the same app, then
 * one prerendered HTML file per route; English at the root of `dist/`, Spanish in `dist/es/`.
 * Refuses bad content files first; prints what it wrote, then what must change before launch
 * (and, in Netlify's production context, refuses to publish it).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { siteConfig } from '../../vite.config.ts';
import { localeCodes, locales } from '../config/locales.ts';
import { adminBuildConfig } from './admin.ts';
import { bootScriptFiles } from './boot-script.ts';
import { bundleReport } from './bundle-report.ts';
import {
  contentLaunchItems,
  contentProblems,
  launchGate,
  refuseBadContent,
} from './contentFiles.ts';
import { deployHeaders } from './deploy-headers.ts';
import { prerender, type PrerenderedFile, type ServerEntry } from './prerender.ts';
import { resolveSiteUrl } from './site-url.ts';

const root = resolve(import.meta.dirname, '../..');
const distDir = resolve(root, 'dist');
const ssrRoot = resolve(root, 'node_modules/.cache/prerender');
const started = performance.now();

// A bad content file stops the build here, before anything is built, naming its file and field.
refuseBadContent(contentProblems());

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
// Staff's uploads are published only as the sizes made of them (src/build/photos.ts): the
// upload itself is several megabytes and may carry where it was taken.
await rm(resolve(distDir, 'images/uploads'), { recursive: true, force: true });
// The content editor, built on its own into dist/admin/ (src/build/admin.ts).
await build(adminBuildConfig(resolve(distDir, 'admin'), process.env));
const [entry] = entries;
if (!entry) throw new Error('No language was built');
await writeFile(resolve(distDir, 'sitemap.xml'), entry.sitemapXml());
await writeFile(resolve(distDir, 'robots.txt'), entry.robotsTxt());
await writeFile(resolve(distDir, 'manifest.webmanifest'), entry.webManifest());
// Netlify reads _redirects before netlify.toml: every page at its path, in every language.
await writeFile(resolve(distDir, '_redirects'), entries.map((built) => built.rewrites()).join(''));
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

const copyToReview = entries
  .flatMap((built) => built.samplesInPlace())
  .filter((item, index, all) => all.findIndex((other) => other.where === item.where) === index);
// The same laws in every language: the first build's list is the list.
const lawsToCheck = entry.factsToCheck().map(({ where, value, source }) => ({
  where,
  replaceWith: `the fact or law as its source says it (${source}), then remove the sourced() wrapper; it now reads: ${JSON.stringify(value)}`,
}));
launchGate(contentLaunchItems(), [...copyToReview, ...lawsToCheck], process.env);
