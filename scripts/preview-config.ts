import { parse, stringify } from 'smol-toml';

export interface Redirect {
  from?: string;
  to?: string;
  status?: number;
  force?: boolean;
}

/** A catch-all that turns unknown paths under a folder (`/*`, `/es/*`) into its 404 page. */
export function isNotFoundCatchAll(rule: Redirect): boolean {
  const folder = rule.from?.endsWith('/*') ? rule.from.slice(0, -1) : undefined;
  return (
    folder !== undefined && rule.to === `${folder}404.html` && rule.status === 404 && !rule.force
  );
}

/** The 404 page Netlify answers a path with: the first catch-all whose folder holds it. */
export function notFoundPageFor(pathname: string, rules: Redirect[]): string {
  const rule = rules.find(
    (candidate) =>
      isNotFoundCatchAll(candidate) && pathname.startsWith(candidate.from?.slice(0, -1) ?? ''),
  );
  return rule?.to ?? '/404.html';
}

/**
 * netlify.toml as the preview hands it to @netlify/dev. Two differences, both to close gaps
 * in the emulation: paths point back at the project (the copy lives under .netlify/), and the 404
 * catch-alls are left out, because the emulation answers it with status 200 and then applies
 * header rules as if every file were /404.html. scripts/preview.ts serves 404.html itself,
 * (or a language's own 404 page) with status 404, for whatever the emulation does not match, which
 * is what Netlify does.
 */
export function previewConfig(tomlText: string): string {
  const config = parse(tomlText) as {
    redirects?: Redirect[];
  };
  config.redirects = (config.redirects ?? []).filter((rule) => !isNotFoundCatchAll(rule));
  return stringify(config);
}
