import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { staticApp } from './app/staticApp';
import { locales, localizedPath } from './config/locales';
import { indexablePaths } from './config/indexablePaths';
import { jobPaths } from './config/jobPaths';
import { paths } from './config/paths';
import { everyConfirmationPath } from './forms/formPages';
import { copyReview, locale } from './content/locale';
import { collectFactsToCheck } from './content/launchCheck';
import { countyLinesToCheck } from './config/countyLines';
import { hiringLaws } from './config/hiringLaws';
import { serializeHeadTags } from './seo/headTags';
import { globalCss } from './theme/globalCss';
import { routeHead } from './seo/routeHead';
import { pageRewrites } from './seo/rewrites';

export interface PrerenderTarget {
  url: string;
  /** Where the page is written, relative to `dist/`. */
  file: string;
}

/** This build's language: where its pages live and what its `index.html` is called from. */
export const { basePath } = locales[locale];

const target = (path: string, file: string): PrerenderTarget => ({
  url: localizedPath(locale, path),
  file,
});

/** Every page of this build's language; `file` is relative to the language's own folder. */
export const prerenderTargets: PrerenderTarget[] = [
  ...indexablePaths.map((path) =>
    target(path, path === paths.home ? 'index.html' : `${path.slice(1)}/index.html`),
  ),
  ...jobPaths.map((path) => target(path, `${path.slice(1)}/index.html`)),
  ...everyConfirmationPath().map((path) => target(path, `${path.slice(1)}/index.html`)),
  // Netlify answers unknown paths with this file and status 404 (see netlify.toml).
  target('/404', '404.html'),
];

export interface RenderedPage {
  head: string;
  styles: string;
  html: string;
  /** Source modules of the page, for modulepreload links. */
  modules: string[];
}

/** Renders one URL to the markup, styles and head tags of its prerendered HTML file. */
export async function render(url: string): Promise<RenderedPage> {
  const { element, route } = await staticApp(url);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return {
      head: serializeHeadTags(await routeHead(route.handle)),
      styles: `<style>${globalCss}</style>${sheet.getStyleTags()}`,
      html,
      modules: [...(route.handle.modules ?? [])],
    };
  } finally {
    sheet.seal();
  }
}

export { webManifest } from './seo/manifest';
export { robotsTxt, sitemapXml } from './seo/sitemap';

/** `_redirects` lines that serve each of this language's pages at its path (src/seo/rewrites.ts). */
export const rewrites = (): string => pageRewrites(locale);

/**
 * Copy of this language still waiting for a review before launch. Sample content staff edit is
 * marked in the content files themselves (src/data/launchGate.ts).
 */
export function samplesInPlace() {
  return copyReview ? [copyReview] : [];
}

/**
 * What the hiring notices say the law requires, and which ZIP codes cross county lines, each to
 * be checked at its source before launch.
 */
export function factsToCheck() {
  return collectFactsToCheck({ hiringLaws, countyLinesToCheck });
}
