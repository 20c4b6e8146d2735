import { basename, resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { resolveSiteUrl } from './site-url.ts';

const root = resolve(import.meta.dirname, '../..');
const adminRoot = resolve(root, 'src/admin');

/**
 * `owner/name` of the repository the editor commits to: `CMS_REPOSITORY` if set, else the one
 * Netlify's build names in `REPOSITORY_URL` (https://github.com/owner/name or
 * git@github.com:owner/name.git). Never written into the code. Without either (a local build),
 * the checkout's folder, which is what Sveltia asks a developer to pick in local mode.
 */
export function editorRepository(env: NodeJS.ProcessEnv): string {
  if (env.CMS_REPOSITORY) return env.CMS_REPOSITORY;
  const found = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/);
  return found?.[1] ?? `local/${basename(root)}`;
}

export const editorDefines = (env: NodeJS.ProcessEnv) => ({
  __CMS_REPOSITORY__: JSON.stringify(editorRepository(env)),
});

/**
 * Sveltia's npm build registers its three fonts from its own files (FontFace, in `te()`), and its
 * UI's stylesheet declares the same fonts again from cdn.jsdelivr.net. The site loads nothing from
 * a CDN: those three `@font-face` rules go, and the fonts still come from dist/admin/assets/.
 */
function withoutCdnFonts(): Plugin {
  const cdnFontFace = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^}]*\}/g;
  return {
    name: 'hearthside:admin-without-cdn-fonts',
    transform(code, id) {
      if (!id.includes('@sveltia/cms') || !code.includes('cdn.jsdelivr.net/fontsource'))
        return null;
      return { code: code.replace(cdnFontFace, ''), map: null };
    },
  };
}

/** The editor's own build into dist/admin/: nothing of it reaches the visitors' pages. */
export function adminBuildConfig(outDir: string, env: NodeJS.ProcessEnv): InlineConfig {
  return {
    root: adminRoot,
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    define: { ...editorDefines(env), __SITE_URL__: JSON.stringify(resolveSiteUrl()) },
    plugins: [withoutCdnFonts()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // The editor is one large app (about 2 MB of Sveltia's own chunks); only editors load it.
      chunkSizeWarningLimit: 4096,
    },
  };
}

/**
 * `npm run dev` serves the editor at /admin/: Sveltia offers "Work with Local Repository" on
 * localhost, so a developer edits the checkout's content files without GitHub.
 */
export function adminInDev(): Plugin {
  return {
    name: 'hearthside:admin-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (url === '/admin' || url === '/admin/') request.url = '/src/admin/index.html';
        // The page's own script, which it names relative to /admin/.
        else if (url.startsWith('/admin/'))
          request.url = `/src/admin/${url.slice('/admin/'.length)}`;
        next();
      });
    },
  };
}
