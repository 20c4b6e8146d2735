import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { staticApp } from './app/staticApp';
import { confirmationPaths, pageKeys, paths } from './config/paths';
import { business } from './content/business';
import { collectSamples } from './content/sample';
import { caregiverTestimonial, homeTestimonials } from './content/testimonials';
import { serializeHeadTags } from './seo/headTags';
import { globalCss } from './theme/globalCss';
import { routeHead } from './seo/routeHead';

export interface PrerenderTarget {
  url: string;
  /** Where the page is written, relative to `dist/`. */
  file: string;
}

export const prerenderTargets: PrerenderTarget[] = [
  ...pageKeys.map((key) => ({
    url: paths[key],
    file: key === 'home' ? 'index.html' : `${paths[key].slice(1)}/index.html`,
  })),
  ...Object.values(confirmationPaths).map((url) => ({ url, file: `${url.slice(1)}/index.html` })),
  // Netlify answers every unknown path with this file and status 404.
  { url: '/404', file: '404.html' },
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
      head: serializeHeadTags(routeHead(route.handle)),
      styles: `<style>${globalCss}</style>${sheet.getStyleTags()}`,
      html,
      modules: route.handle.module ? [route.handle.module] : [],
    };
  } finally {
    sheet.seal();
  }
}

export { webManifest } from './seo/manifest';
export { robotsTxt, sitemapXml } from './seo/sitemap';

/** Sample content that must be replaced before launch. */
export function samplesInPlace() {
  return collectSamples({ business, homeTestimonials, caregiverTestimonial });
}
