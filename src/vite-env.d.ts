/// <reference types="vite/client" />

/** Canonical origin, fixed at build time from SITE_URL (or Netlify's URL). */
declare const __SITE_URL__: string;

/** The year the site was built, for the copyright line. */
declare const __BUILD_YEAR__: number;
