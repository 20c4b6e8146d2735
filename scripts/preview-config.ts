import { parse, stringify } from 'smol-toml';

export interface Redirect {
  from?: string;
  to?: string;
  status?: number;
  force?: boolean;
}

/** The catch-all that turns unknown paths into Netlify's 404 page. */
export function isNotFoundCatchAll(rule: Redirect): boolean {
  return rule.from === '/*' && rule.to === '/404.html' && rule.status === 404 && !rule.force;
}

/**
 * netlify.toml as the preview hands it to @netlify/dev. Two differences, both to close gaps
 * in the emulation: paths point back at the project (the copy lives under .netlify/), and the 404
 * catch-all is left out, because the emulation answers it with status 200 and then applies
 * header rules as if every file were /404.html. scripts/preview.ts serves 404.html itself,
 * with status 404, for whatever the emulation does not match, which is what Netlify does.
 */
export function previewConfig(tomlText: string): string {
  const config = parse(tomlText) as {
    redirects?: Redirect[];
  };
  config.redirects = (config.redirects ?? []).filter((rule) => !isNotFoundCatchAll(rule));
  return stringify(config);
}
