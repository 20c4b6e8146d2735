import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteUrl } from '../config/site';
import { AppShell } from './AppShell';
import { routes } from './routes';

/** The app as it renders on the server for one URL, with the route matches behind it. */
export async function staticApp(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, siteUrl)));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = (
    <AppShell>
      {/* hydrate={false}: no inline hydration script, which the CSP's script-src 'self' forbids. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>
  );
  return { element, matches: context.matches.map((match) => match.route) };
}
