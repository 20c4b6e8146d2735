import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { confirmationPaths, pageKeys, paths, type ConfirmationKey } from '../config/paths';
import { confirmationHeads } from '../content/confirmationHeads';
import { notFoundPage, pages } from '../content/pages';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import type { RouteHandle } from '../seo/routeHead';
import { pageModules } from './pageModules';

/** One page of the site: where it lives, what its head says, and how its code arrives. */
export interface AppRoute {
  /** A path, or `*` for the not-found page. */
  path: string;
  handle: RouteHandle;
  /** Loads the page's own chunk; absent for the not-found page, which ships with the app. */
  load?: () => Promise<{ Component: ComponentType }>;
  Component?: ComponentType;
}

const pageRoutes: AppRoute[] = pageKeys.map((key) => ({
  path: paths[key],
  load: pageModules[key].load,
  handle: {
    meta: pages[key],
    canonicalPath: paths[key],
    // From the page's own module, so its data travels with that page's chunk.
    jsonLd: async () => (await pageModules[key].load()).structuredData?.() ?? [],
    module: pageModules[key].file,
  },
}));

const confirmationRoutes: AppRoute[] = (Object.keys(confirmationPaths) as ConfirmationKey[]).map(
  (key) => ({
    path: confirmationPaths[key],
    // Lazy like the pages: its words and its list of answer rules (both forms' definitions)
    // travel with it, not with every page.
    load: () =>
      import('../pages/confirmation/ConfirmationPage').then(({ ConfirmationPage }) => ({
        Component: () => <ConfirmationPage page={key} />,
      })),
    handle: {
      meta: confirmationHeads[key],
      module: 'src/pages/confirmation/ConfirmationPage.tsx',
    },
  }),
);

const notFoundRoute: AppRoute = {
  path: '*',
  Component: NotFoundPage,
  handle: { meta: notFoundPage },
};

export const appRoutes: AppRoute[] = [...pageRoutes, ...confirmationRoutes, notFoundRoute];

/** The route for a path: a page, a confirmation page, or the not-found page. */
export function routeFor(pathname: string, table: AppRoute[] = appRoutes): AppRoute {
  return (
    table.find((route) => route.path !== '*' && matchPath({ path: route.path }, pathname)) ??
    table.find((route) => route.path === '*') ??
    notFoundRoute
  );
}
