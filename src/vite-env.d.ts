/// <reference types="vite/client" />

/** Canonical origin, fixed at build time from SITE_URL (or Netlify's URL). */
declare const __SITE_URL__: string;

/** The day the site was built (YYYY-MM-DD, in the office's time zone). */
declare const __BUILD_DATE__: string;
