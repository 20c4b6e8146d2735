/** Canonical origin of the site, e.g. https://www.hearthsideseniorcare.com (no trailing slash). */
export const siteUrl: string = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/**
 * The day the site was built (YYYY-MM-DD): fixed at build time, so the prerendered page and the
 * hydrated one agree on the copyright year and on which job openings are still open.
 */
export const buildDate: string = __BUILD_DATE__;

export const buildYear = Number(buildDate.slice(0, 4));
