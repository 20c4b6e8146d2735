import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageKeys, paths, type PageKey } from '../config/paths';
import { notFoundPage, pages } from '../content/pages';
import { RootLayout } from '../layout/RootLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PagePlaceholder } from '../pages/PagePlaceholder';
import { ServicesPage } from '../pages/services/ServicesPage';
import type { RouteHandle } from '../seo/routeHead';

/** Pages still shown as heading and introduction only fall back to the placeholder. */
const pageElements: Partial<Record<PageKey, ReactNode>> = {
  services: <ServicesPage />,
};

const pageRoutes: RouteObject[] = pageKeys.map((key) => ({
  path: paths[key],
  element: pageElements[key] ?? <PagePlaceholder copy={pages[key]} />,
  handle: { meta: pages[key], canonicalPath: paths[key] } satisfies RouteHandle,
}));

const notFoundRoute: RouteObject = {
  path: '*',
  element: <NotFoundPage />,
  handle: { meta: notFoundPage } satisfies RouteHandle,
};

/**
 * Pages inside the shared layout. A page that throws is replaced by the error screen inside
 * the layout; if the layout itself throws, the error screen stands alone.
 */
export function withLayout(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children }],
    },
  ];
}

export const routes = withLayout([...pageRoutes, notFoundRoute]);
