/**
 * `npm run preview`: the built `dist/` and the functions, served by Netlify's own local
 * emulation (@netlify/dev) on PORT (default 8888), with netlify.toml's redirects and headers.
 * Where the emulation differs from Netlify, this file closes the gap; see
 * docs/decisions/0022-the-preview-builds-each-function-once.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';
import { CLIENT_ADDRESS_HEADER } from '../netlify/server/shared/keyedHash.ts';
import { parse } from 'smol-toml';
import { buildFunctionsOnce } from './functions-built-once.ts';
import {
  isNotFoundCatchAll,
  notFoundPageFor,
  previewConfig,
  type Redirect,
} from './preview-config.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? 'localhost';
const origin = `http://${host}:${port}`;

if (!existsSync(resolve(root, 'dist/404.html'))) {
  console.error('No build in dist/. Run `npm run build` first.');
  process.exit(1);
}
if (existsSync(resolve(root, '.env'))) process.loadEnvFile(resolve(root, '.env'));
// Netlify gives its functions the site's address in `URL`; the emulation does not. The staff
// emails' follow-up links point at it.
process.env.URL ??= origin;

buildFunctionsOnce();
const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: origin,
  skipGitignore: true,
  database: { enabled: false },
  images: { enabled: false },
  edgeFunctions: { enabled: false },
  aiGateway: { enabled: false },
  // The functions keep submissions in Netlify Blobs; locally, in .netlify/ on disk.
  blobs: { enabled: true },
});

// The emulation reads redirect and header rules from the config file it resolved. Hand it an
// edited copy (see previewConfig); everything else about the project stays as it is.
const editedConfigPath = resolve(root, '.netlify/preview.netlify.toml');
await mkdir(dirname(editedConfigPath), { recursive: true });
const tomlText = await readFile(resolve(root, 'netlify.toml'), 'utf8');
await writeFile(editedConfigPath, previewConfig(tomlText));
const notFoundRules = (parse(tomlText) as { redirects?: Redirect[] }).redirects ?? [];
type ResolvedConfig = { configPath?: string; config: { redirects?: unknown[] } };
const internals = netlify as unknown as { getConfig(): Promise<ResolvedConfig> };
const resolveConfig = internals.getConfig.bind(netlify);
internals.getConfig = async () => {
  const resolved = await resolveConfig();
  resolved.configPath = editedConfigPath;
  resolved.config.redirects = (resolved.config.redirects ?? []).filter(
    (rule) => !isNotFoundCatchAll(rule as Redirect),
  );
  return resolved;
};
await netlify.start();

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

/**
 * Netlify's CDN compresses text (Brotli where the browser takes it, else gzip); the emulation
 * sends it raw, which would make every size the audit measures several times too large.
 */
function encodingFor(req: IncomingMessage, response: Response): 'br' | 'gzip' | undefined {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return undefined;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Compressed bodies by encoding and content: the assets and pages repeat from one request to the
 * next, and compressing the app's modules again for every page load made each browser test wait
 * for the preview (Brotli at quality 9 takes about 40 ms for the vendor chunk).
 */
const compressedBodies = new Map<string, Buffer>();
const MAX_CACHED_BODIES = 500;

function compressed(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  const known = compressedBodies.get(key);
  if (known) return known;
  const result =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
  if (compressedBodies.size >= MAX_CACHED_BODIES) compressedBodies.clear();
  compressedBodies.set(key, result);
  return result;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  status = response.status,
) {
  res.statusCode = status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) return res.end();
  const encoding = encodingFor(req, response);
  if (!encoding) return Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
  const body = compressed(Buffer.from(await response.arrayBuffer()), encoding);
  res.setHeader('content-length', body.length);
  res.setHeader('content-encoding', encoding);
  res.setHeader('vary', 'Accept-Encoding');
  res.end(body);
}

/**
 * The emulation reads a function's request body as text and then, for a binary type such as
 * multipart, decodes it as base64, which garbles every file upload. Netlify itself hands the
 * function such bodies base64-encoded: give the emulation the body in that form.
 */
async function multipartAsBase64(req: IncomingMessage): Promise<Request | undefined> {
  if (req.method !== 'POST' || !/^multipart\//i.test(req.headers['content-type'] ?? '')) {
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: 'POST',
    headers,
    body: Buffer.concat(chunks).toString('base64'),
  });
}

/**
 * The emulation's answers for the built files, by URL, while `dist/` is the same build: the
 * emulation's chain costs milliseconds of processor per request, and a page load asks for about
 * sixteen (decision record 0022). Functions, the 404s and anything but a GET are asked afresh
 * every time.
 */
const builtFileAnswers = new Map<string, { headers: [string, string][]; body: ArrayBuffer }>();
let builtFilesOf = 0;

function builtAt() {
  return statSync(resolve(root, 'dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

async function emulationAnswer(req: IncomingMessage): Promise<Response | undefined> {
  if (req.method !== 'GET') return (await netlify.handleAndIntrospectNodeRequest(req))?.response;
  const build = builtAt();
  if (build !== builtFilesOf) {
    builtFileAnswers.clear();
    builtFilesOf = build;
  }
  const key = req.url ?? '/';
  const known = builtFileAnswers.get(key);
  if (known) return new Response(known.body, { status: 200, headers: known.headers });
  const result = await netlify.handleAndIntrospectNodeRequest(req);
  // A built file, or a page's rewrite to one (no rule here has conditions; functions answer
  // at paths of their own, as type 'function').
  const builtFile = result?.type === 'static' || result?.type === 'redirect';
  if (!builtFile || result.response.status !== 200) return result?.response;
  const body = await result.response.arrayBuffer();
  const headers: [string, string][] = [];
  result.response.headers.forEach((value, name) => headers.push([name, value]));
  builtFileAnswers.set(key, { headers, body });
  return new Response(body, { status: 200, headers });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  // Netlify sets the client's address; tests name one to play several clients. The emulation
  // takes it from X-Forwarded-For, so that is where it goes.
  const client = req.headers[CLIENT_ADDRESS_HEADER];
  if (typeof client === 'string') req.headers['x-forwarded-for'] = client;
  const upload = await multipartAsBase64(req);
  if (upload) {
    const response = await netlify.handle(upload);
    if (response) return send(req, res, response);
  }
  const response = upload ? undefined : await emulationAnswer(req);
  if (response) return send(req, res, response);
  // Nothing matched: Netlify answers with the 404 page and status 404, with the site's headers.
  const { pathname } = new URL(req.url ?? '/', origin);
  const page = notFoundPageFor(pathname, notFoundRules);
  const notFound = await netlify.handle(new Request(new URL(page, origin)));
  if (!notFound) throw new Error(`dist${page} is missing`);
  return send(req, res, notFound, 404);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('preview:', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Preview server error');
  });
});

server.listen(port, host, () => console.log(`Preview (Netlify emulation) on ${origin}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
