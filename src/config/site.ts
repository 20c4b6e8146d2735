/** Canonical origin of the site, e.g. https://www.hearthsideseniorcare.com (no trailing slash). */
export const siteUrl: string = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** Fixed at build time, so the prerendered copyright line and the hydrated one agree. */
export const buildYear: number = __BUILD_YEAR__;
