/**
 * The canonical origin of the site. On Netlify, `URL` is the site's primary address;
 * `SITE_URL` wins so a custom domain can be set before DNS points at Netlify.
 */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_URL || env.URL || 'http://localhost:8888';
  return new URL(raw).origin;
}
