import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { bootScript, bootScriptTag } from './boot-script.ts';
import type * as ServerModule from '../entry-server.tsx';

export type ServerEntry = typeof ServerModule;

export interface PrerenderedFile {
  file: string;
  bytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What `src/main.tsx` imports one task after another as it starts. Every page preloads them
 * with its own chunks, so they arrive side by side instead of one after the other.
 */
const startupModules = [
  'node_modules/react-dom/client.js',
  'src/app/AppRoutes.tsx',
  'src/app/clientApp.tsx',
];

/** The chunk files a module needs, its static imports included, minus the entry's own. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

const VITE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;

/**
 * Takes the template's module script and preloads out of the head and ends the body with the
 * boot script, which loads them, and the page's own chunks (as URLs), once the page has painted.
 */
function withScripts(template: string, pageFiles: string[]): string {
  const entryFiles = [...template.matchAll(VITE_PRELOAD)].map((match) => match[1] ?? '');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html lost its module <script>');
  const preload = [...new Set([...entryFiles, ...pageFiles])];
  const boot = bootScriptTag(entry, preload);
  return template
    .replace(VITE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `  ${boot}\n  </body>`);
}

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([^]*?)<\/script>/gi;

/** The CSP allows scripts from our own origin and the boot script's hash; any other inline one would be blocked. */
function assertOnlyBootScriptInline(file: string, html: string) {
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body !== bootScript)
      throw new Error(`${file} contains an inline <script> the CSP would block`);
  }
}

/**
 * Writes one HTML file per route of a language into `distDir`, that language's client build,
 * from its `index.html` as the template and the server build's `render()`.
 */
export async function prerender(distDir: string, entry: ServerEntry): Promise<PrerenderedFile[]> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lost its <!--app-head--> / <!--app-html--> placeholders');
  }

  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;

  const missing = startupModules.filter((module) => !manifest[module]);
  if (missing.length > 0)
    throw new Error(`The build has no chunk for ${missing.join(', ')}: update startupModules`);

  const written: PrerenderedFile[] = [];
  for (const target of entry.prerenderTargets) {
    const page = await entry.render(target.url);
    const pageFiles = [...startupModules, ...page.modules]
      .flatMap((module) => chunkFiles(manifest, module))
      .map((file) => `${entry.basePath}/${file}`);
    const html = withScripts(template, pageFiles)
      .replace('<!--app-head-->', () => `${page.head}\n    ${page.styles}`)
      .replace('<!--app-html-->', () => page.html);
    assertOnlyBootScriptInline(target.file, html);
    const path = join(distDir, target.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, html);
    written.push({ file: target.file, bytes: Buffer.byteLength(html) });
  }
  // Only the build needed it; it would otherwise be published with the site.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  return written;
}
