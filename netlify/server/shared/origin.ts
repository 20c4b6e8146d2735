/**
 * The site's own origin, from `SITE_URL` or Netlify's `URL`; `fallback` where neither is set
 * (a local run). Undefined when none of them is an address.
 */
export function siteOriginOf(env: NodeJS.ProcessEnv, fallback = ''): string | undefined {
  const given = env.SITE_URL || env.URL || fallback;
  return URL.canParse(given) ? new URL(given).origin : undefined;
}

/** One machine's own names: a page at one of them posting to another is still our page. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function sameOrigin(a: string, b: string): boolean {
  if (a === b) return true;
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const [first, second] = [new URL(a), new URL(b)];
  return (
    first.protocol === second.protocol &&
    first.port === second.port &&
    LOOPBACK.has(first.hostname) &&
    LOOPBACK.has(second.hostname)
  );
}

/**
 * A post whose browser says it comes from another site: a page elsewhere trying to send
 * leads in a visitor's name. The site's own pages (a deploy preview's too, which posts to
 * itself) and tools that send no such headers pass. Locally, `localhost` and `127.0.0.1` are
 * one site: the emulation rebuilds every request on `localhost`, whichever name the page used.
 */
export function isCrossSite(request: Request, siteOrigin?: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  // "null" is an opaque origin (a sandboxed frame, a file): not ours either.
  if (origin === null) return false;
  const own = [new URL(request.url).origin, siteOrigin].filter(Boolean) as string[];
  return !own.some((candidate) => sameOrigin(origin, candidate));
}
