import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as ServerModule from '../src/entry-server.tsx';

export type ServerEntry = typeof ServerModule;

export interface PrerenderedFile {
  file: string;
  bytes: number;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/i;

/**
 * Writes one HTML file per route into `distDir`, from the client build's `index.html` as the
 * template and the server build's `render()`.
 */
export async function prerender(distDir: string, entry: ServerEntry): Promise<PrerenderedFile[]> {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lost its <!--app-head--> / <!--app-html--> placeholders');
  }

  const written: PrerenderedFile[] = [];
  for (const target of entry.prerenderTargets) {
    const page = await entry.render(target.url);
    const html = template
      .replace('<!--app-head-->', () => `${page.head}\n    ${page.styles}`)
      .replace('<!--app-html-->', () => page.html);
    // The CSP allows scripts from our own origin only; an inline one would be blocked.
    if (INLINE_SCRIPT.test(html)) throw new Error(`${target.file} contains an inline <script>`);
    const path = join(distDir, target.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, html);
    written.push({ file: target.file, bytes: Buffer.byteLength(html) });
  }
  return written;
}
