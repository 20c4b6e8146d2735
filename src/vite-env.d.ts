/// <reference types="vite/client" />

/** Canonical origin, fixed at build time from SITE_URL (or Netlify's URL). */
declare const __SITE_URL__: string;

/** The day the site was built (YYYY-MM-DD, in the office's time zone). */
declare const __BUILD_DATE__: string;

/** The ids of the jobs open on the build's day, in the order the openings file lists them. */
declare const __OPEN_JOBS__: readonly string[];

/**
 * The jobs open on the build's day in the build's language, with their titles and places
 * (src/build/openJobs.ts). Not defined in the functions, which Vite does not build.
 */
declare const __OPEN_POSITIONS__: readonly {
  id: string;
  title: string;
  place: string;
}[];

/** `owner/name` of the GitHub repository the content editor commits to (src/build/admin.ts). */
declare const __CMS_REPOSITORY__: string;

/**
 * The notice if it shows on the build's day: in the build's language, else in English (a closure
 * entered only in English); null on the other days (src/build/notice.ts).
 */
declare const __NOTICE__: { text: string; lang: 'en' | 'es' } | null;

/** Each photo slot staff have filled at /admin/, with its files (src/build/photos.ts). */
declare module 'virtual:photos' {
  import type { PhotoSlotName, PhotoSource } from './content/photos';

  const sources: Partial<Record<PhotoSlotName, PhotoSource>>;
  export default sources;
}
