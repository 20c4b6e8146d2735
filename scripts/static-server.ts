/**
 * A plain static server for `dist/` with gzip, for measuring a page against its own floor in one
 * sitting: `?strip-scripts` serves the same HTML with every script except structured data
 * removed. Removing, not blocking: Lighthouse keeps blocked requests in its simulation.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

const SCRIPT = /<script(?![^>]*type="application\/ld\+json")[^>]*>[^]*?<\/script>/gi;
const PRELOAD = /<link rel="modulepreload"[^>]*>/gi;

export const stripScripts = (html: string) => html.replace(SCRIPT, '').replace(PRELOAD, '');

async function fileFor(root: string, pathname: string): Promise<[string, Buffer] | undefined> {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = extname(clean) ? [clean] : [join(clean, 'index.html'), `${clean}.html`];
  for (const candidate of candidates) {
    try {
      return [candidate, await readFile(join(root, candidate))];
    } catch {
      // try the next shape
    }
  }
  return undefined;
}

export function staticServer(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void fileFor(root, url.pathname).then((found) => {
      const [name, body] = found ?? [];
      if (!name || !body) {
        response.writeHead(404).end();
        return;
      }
      const type = types[extname(name)] ?? 'application/octet-stream';
      const text =
        type.startsWith('text/html') && url.searchParams.has('strip-scripts')
          ? Buffer.from(stripScripts(body.toString('utf8')))
          : body;
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      response.end(gzipSync(text));
    });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
