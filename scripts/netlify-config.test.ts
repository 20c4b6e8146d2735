import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { jobPaths } from '#src/config/jobPaths';
import { localeCodes, localizedPath, type Locale } from '#src/config/locales';
import { indexablePaths } from '#src/config/indexablePaths';
import { everyConfirmationPath } from '#src/forms/formPages';
import { bootScriptSource } from '#src/build/boot-script';
import { pageRewrites } from '#src/seo/rewrites';
import {
  isNotFoundCatchAll,
  notFoundPageFor,
  previewConfig,
  type Redirect,
} from './preview-config';

const tomlText = readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8');
const config = parse(tomlText) as unknown as {
  build: Record<string, string>;
  redirects: Redirect[];
  headers: { for: string; values: Record<string, string> }[];
};

describe('netlify.toml', () => {
  it('leaves serving each page at its path to the rewrites the build writes', () => {
    expect(config.redirects.filter((rule) => rule.status === 200)).toEqual([]);
  });

  it('answers unknown paths with the 404 page and status 404, never a catch-all 200', () => {
    expect(isNotFoundCatchAll(config.redirects.at(-1)!)).toBe(true);
    expect(config.redirects.filter((rule) => rule.from === '/*')).toHaveLength(1);
    expect(config.redirects.filter((rule) => rule.status === 404)).toHaveLength(localeCodes.length);
  });

  it('answers an unknown Spanish path with the Spanish 404 page', () => {
    expect(notFoundPageFor('/es/nada', config.redirects)).toBe('/es/404.html');
    expect(notFoundPageFor('/es', config.redirects)).toBe('/404.html');
    expect(notFoundPageFor('/nothing', config.redirects)).toBe('/404.html');
    expect(notFoundPageFor('/estate', config.redirects)).toBe('/404.html');
  });

  it('sends the security headers on every page and caches only hashed assets for good', () => {
    const all = config.headers.find((rule) => rule.for === '/*')!.values;
    const scriptSrc = /script-src ([^;]*);/.exec(all['Content-Security-Policy'] ?? '')?.[1];
    // Our own files and the boot script, by its hash; nothing else inline.
    expect(scriptSrc?.split(' ')).toEqual(["'self'", bootScriptSource()]);
    expect(all['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(all).toHaveProperty('Strict-Transport-Security');
    expect(all).not.toHaveProperty('Cache-Control');
    const immutable = config.headers.filter((rule) =>
      rule.values['Cache-Control']?.includes('immutable'),
    );
    expect(immutable.map((rule) => rule.for)).toEqual(['/assets/*']);
  });
});

describe('the rewrites the build writes to dist/_redirects', () => {
  const rules = (locale: Locale) =>
    pageRewrites(locale)
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/));

  it('serve every route of the route table its prerendered page, in every language', () => {
    // Job pages while any job is open: the office may close every one.
    const routes = localeCodes.flatMap((locale) =>
      [...indexablePaths, ...jobPaths, ...everyConfirmationPath()].map((path) =>
        localizedPath(locale, path),
      ),
    );
    const written = localeCodes.flatMap(rules);
    // The English home page is dist/index.html itself.
    for (const route of routes.filter((path) => path !== '/')) {
      expect(written).toContainEqual([route, `${route}/index.html`, '200']);
    }
    expect(written).toHaveLength(routes.length - 1);
  });
});

describe('the preview’s copy of netlify.toml', () => {
  it('drops only the 404 catch-alls, which the preview server answers itself', () => {
    const copy = parse(previewConfig(tomlText)) as unknown as typeof config;
    expect(copy.redirects).toEqual(config.redirects.filter((rule) => rule.status !== 404));
    expect(copy.headers).toEqual(config.headers);
    expect(copy.build).toEqual(config.build);
  });
});

describe('the functions’ own config', () => {
  it('gives no scheduled function a path: Netlify refuses one that has both', async () => {
    const modules = import.meta.glob<{ config?: { schedule?: string; path?: string } }>(
      '../netlify/functions/*.mts',
    );
    const scheduled = [];
    for (const [file, load] of Object.entries(modules)) {
      const { config: fn } = await load();
      if (!fn?.schedule) continue;
      scheduled.push(file);
      expect(fn, file).not.toHaveProperty('path');
    }
    expect(scheduled.length).toBeGreaterThan(0);
  });
});
