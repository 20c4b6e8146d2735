import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AppShell } from './AppShell';
import { loadPage } from './pageLoader';
import { routeFor } from './routes';

/** The app as it renders on the server for one URL, with the route behind it, its page loaded. */
export async function staticApp(url: string) {
  const route = routeFor(new URL(url, 'http://localhost').pathname);
  await loadPage(route);
  const element = (
    <AppShell>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>
  );
  return { element, route };
}
