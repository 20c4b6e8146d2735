import type { Connect, Plugin, UserConfig } from 'vite';
import { createServer } from 'vite';
import { localeCodes, locales, splitLocale, type Locale } from '../config/locales.ts';

/**
 * `vite` dev serves English; each other language is a build of its own (see locale-content.ts),
 * so it gets a dev server of its own, mounted under its path in the same port. It does not
 * hot-reload: reload the page after an edit.
 */
export function otherLanguagesInDev(configFor: (locale: Locale) => UserConfig): Plugin {
  return {
    name: 'hearthside:other-languages-in-dev',
    apply: 'serve',
    async configureServer(server) {
      const others = new Map<Locale, Connect.Server>();
      for (const locale of localeCodes.filter((code) => code !== 'en')) {
        const config = configFor(locale);
        const dev = await createServer({
          ...config,
          configFile: false,
          // Its own pre-bundled dependencies: two servers writing one cache would race.
          cacheDir: `node_modules/.vite-${locale}`,
          server: { middlewareMode: true, hmr: false },
          appType: 'spa',
        });
        server.httpServer?.once('close', () => void dev.close());
        others.set(locale, dev.middlewares);
      }
      server.middlewares.use((req, res, next) => {
        const { locale } = splitLocale(req.url?.split('?')[0] ?? '/');
        const other = others.get(locale);
        if (!other) return next();
        // The other server's base is `/es/`; `/es` alone is its home page.
        if (req.url === locales[locale].basePath) req.url = `${req.url}/`;
        other(req, res, next);
      });
    },
  };
}
