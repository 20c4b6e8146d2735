/**
 * A post whose browser says it comes from another site: a page elsewhere trying to send
 * leads in a visitor's name. The site's own pages (a deploy preview's too, which posts to
 * itself) and tools that send no such headers pass.
 */
export function isCrossSite(request: Request, siteOrigin?: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  // "null" is an opaque origin (a sandboxed frame, a file): not ours either.
  if (origin === null) return false;
  const own = [new URL(request.url).origin, siteOrigin].filter(Boolean);
  return !own.includes(origin);
}
