import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { confirmationPaths, pageKeys, paths, type ConfirmationKey } from '../config/paths';
import { confirmationHeads } from '../content/confirmationHeads';
import { notFoundPage, pages } from '../content/pages';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import type { RouteHandle } from '../seo/routeHead';
import { formConfirmedOn, formPages } from '../forms/formPages';
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
    modules: [pageModules[key].file],
  },
}));

const confirmationPage = 'src/pages/confirmation/ConfirmationPage.tsx';

/**
 * A confirmation page about a form takes the form's words and fields from the module of the
 * page that shows the form: from any other chunk, the bundler would split them off that page's
 * own, one more request on the form's page.
 */
function confirmationRoute(key: ConfirmationKey): AppRoute {
  const form = formConfirmedOn(key);
  const formPage = form && pageModules[formPages[form].shownOn];
  return {
    path: confirmationPaths[key],
    // Lazy like the pages: its words travel with it, not with every page.
    load: async () => {
      const [{ ConfirmationPage }, page] = await Promise.all([
        import('../pages/confirmation/ConfirmationPage'),
        formPage?.load(),
      ]);
      return { Component: () => <ConfirmationPage page={key} form={page?.form} /> };
    },
    handle: {
      meta: confirmationHeads[key],
      modules: formPage ? [confirmationPage, formPage.file] : [confirmationPage],
    },
  };
}

const confirmationRoutes = (Object.keys(confirmationPaths) as ConfirmationKey[]).map(
  confirmationRoute,
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
