import babel from '@rolldown/plugin-babel';
import netlify from '@netlify/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ConfigEnv, type UserConfig } from 'vite';
import type { Locale } from './src/config/locales.ts';
import { otherLanguagesInDev } from './src/build/dev-languages.ts';
import { buildFunctionsOnce } from './scripts/functions-built-once.ts';
import { localeContent } from './src/build/locale-content.ts';
import { adminInDev, editorDefines } from './src/build/admin.ts';
import { contentForPages } from './src/build/contentForPages.ts';
import { photos } from './src/build/photos.ts';
import { noticeOn } from './src/build/notice.ts';
import { openJobs } from './src/build/openJobs.ts';
import { officeDay } from './src/config/today.ts';
import { resolveSiteUrl } from './src/build/site-url.ts';

/** The site in one language; `vite` and `vite build` make the English one. */
export const siteConfig = (env: ConfigEnv, locale: Locale): UserConfig => {
  // A form post in `vite` dev answers in milliseconds, not seconds (see the module).
  if (env.command === 'serve') buildFunctionsOnce();
  return siteConfigFor(env, locale);
};

/** The office's date, not the build machine's: an opening's last day ends in Georgia. */
const buildDay = officeDay(new Date());

const siteConfigFor = (env: ConfigEnv, locale: Locale): UserConfig => ({
  define: {
    __BUILD_DATE__: JSON.stringify(buildDay),
    // Only the open jobs' ids reach every page's code, and their titles the application's:
    // each job's words load with its own page.
    __OPEN_JOBS__: JSON.stringify(openJobs(buildDay, locale).map((job) => job.id)),
    __OPEN_POSITIONS__: JSON.stringify(openJobs(buildDay, locale)),
    // The notice's words on its days, '' on the others: then no page carries any of it.
    __NOTICE__: JSON.stringify(noticeOn(buildDay, locale)),
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
    ...editorDefines(process.env),
  },
  plugins: [
    contentForPages(),
    photos(import.meta.dirname, { publish: locale === 'en' }),
    localeContent(locale),
    react(),
    // Stable styled-components class names, so prerendered markup and hydration agree
    // whatever order the modules load in.
    babel({
      include: /\/src\/.*\.tsx?$/,
      plugins: [
        [
          'babel-plugin-styled-components',
          // `pure`: a styled component nothing renders (the notice on most days) is dropped.
          { ssr: true, displayName: env.command === 'serve', fileName: false, pure: true },
        ],
      ],
    }),
    // The functions and their environment in `vite` dev, once, with English. Static files and redirects stay
    // with Vite: the rewrites would serve the last build from dist/ instead of live modules.
    // Header rules cannot be switched off here, and only reach files that exist, such as
    // /index.html, whose strict CSP then blocks React's fast-refresh preamble; other paths
    // hot-reload. `npm run preview` is where redirects and headers are checked.
    locale === 'en' &&
      netlify({
        staticFiles: { enabled: false },
        redirects: { enabled: false },
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        database: { enabled: false },
      }),
    locale === 'en' && otherLanguagesInDev((other) => siteConfig(env, other)),
    locale === 'en' && adminInDev(),
  ],
  // A package is named by its path under this project's node_modules even where that is a link:
  // the content test builds a copy of the project whose packages are links to these
  // (scripts/content-build.ts), and the prerender finds the startup chunks by those names.
  resolve: { preserveSymlinks: true },
  ssr: {
    noExternal: ['styled-components'],
  },
  build: {
    target: 'es2022',
    // Read by the prerender to preload each page's own chunk, then deleted.
    manifest: true,
    // Fewer, larger chunks: the home page fetched 30 scripts, most under 1 KiB, each with its
    // own response headers. The libraries every page runs go in one chunk, and our modules that
    // three or more chunks share in another. Pages that import less (/faq, /privacy) now load
    // a few KiB of shared code they do not run, in 7 requests instead of 16-17.
    rolldownOptions: {
      output: {
        // Chrome's compile hint: compile every function of the libraries while the file downloads,
        // off the main thread. Without it, React's functions were first parsed and compiled when
        // hydration called them, in tasks of 25-40 ms on a phone-speed CPU. Nearly all of them
        // run on every page load.
        postBanner: (chunk) => (chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, alone: in the shared chunk it made the entry
            // evaluate all our shared modules and the libraries before anything else.
            { name: 'preload-helper', test: /preload-helper/, priority: 3 },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis)[\\/]/,
              priority: 2,
            },
            // The hospitals and public services named on the place pages: every place's words
            // name some, so they would otherwise join the shared chunk of every page. A group
            // takes its modules' imports with it: these import nothing a page's shared code runs.
            {
              name: 'local-resources',
              test: /[\\/]src[\\/](config[\\/]localResources|data[\\/]local-facts\.json)/,
              priority: 2,
            },
            // Icons travel like our modules: with the one or two pages that show them, or in the
            // shared chunk when three or more chunks do. The job openings (their words, in both
            // files) and the hiring notices stay with the pages that show them: careers, each
            // job's page and the application, which has the jobs' titles from the build
            // (`__OPEN_POSITIONS__`).
            {
              name: 'shared',
              test: /[\\/]src[\\/](?!forms[\\/]applicationDefinition|config[\\/]openings|content[\\/](es[\\/])?(openings|hiring)|data[\\/]openings)|[\\/]node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => siteConfig(env, 'en'));
