/**
 * Only production may be found by search engines. Netlify names the deploy context in
 * `CONTEXT` at build time; a deploy preview or branch deploy gets a `_headers` file that marks
 * every page `noindex`, so a preview's copy of the site never competes with the real one.
 */
export function deployHeaders(context: string | undefined): string | undefined {
  if (context !== 'deploy-preview' && context !== 'branch-deploy') return undefined;
  return '/*\n  X-Robots-Tag: noindex\n';
}
