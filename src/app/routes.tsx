import type { RouteObject } from 'react-router-dom';
import {
  confirmationPaths,
  pageKeys,
  paths,
  type ConfirmationKey,
  type PageKey,
} from '../config/paths';
import { confirmations } from '../content/confirmation';
import { notFoundPage, pages } from '../content/pages';
import { RootLayout } from '../layout/RootLayout';
import { pageModules } from './pageModules';
import { ErrorPage } from '../pages/error/ErrorPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import type { RouteHandle } from '../seo/routeHead';
import { faqPage, type JsonLd } from '../seo/structuredData';
import { faqCategories } from '../content/faq';

const extraStructuredData: Partial<Record<PageKey, () => JsonLd[]>> = {
  faq: () => [faqPage(faqCategories)],
};

const pageRoutes: RouteObject[] = pageKeys.map((key) => ({
  path: paths[key],
  lazy: pageModules[key].load,
  handle: {
    meta: pages[key],
    canonicalPath: paths[key],
    jsonLd: extraStructuredData[key],
    module: pageModules[key].file,
  } satisfies RouteHandle,
}));

const confirmationRoutes: RouteObject[] = (Object.keys(confirmationPaths) as ConfirmationKey[]).map(
  (key) => ({
    path: confirmationPaths[key],
    // Lazy like the pages: its list of answer rules needs both forms' definitions.
    lazy: () =>
      import('../pages/confirmation/ConfirmationPage').then(({ ConfirmationPage }) => ({
        element: <ConfirmationPage copy={confirmations[key]} />,
      })),
    handle: {
      meta: confirmations[key],
      module: 'src/pages/confirmation/ConfirmationPage.tsx',
    } satisfies RouteHandle,
  }),
);

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

export const routes = withLayout([...pageRoutes, ...confirmationRoutes, notFoundRoute]);
