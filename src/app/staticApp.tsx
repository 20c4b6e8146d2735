import { StaticRouter } from 'react-router-dom';
import { locales, splitLocale } from '../config/locales';
import { locale } from '../content/locale';
import { AppRoutes } from './AppRoutes';
import { AppShell } from './AppShell';
import { loadPage } from './pageLoader';
import { routeFor } from './routes';

/** The app as it renders on the server for one URL, with the route behind it, its page loaded. */
export async function staticApp(url: string) {
  const route = routeFor(splitLocale(new URL(url, 'http://localhost').pathname).path);
  await loadPage(route);
  const element = (
    <AppShell>
      <StaticRouter location={url} basename={locales[locale].basePath || undefined}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>
  );
  return { element, route };
}
