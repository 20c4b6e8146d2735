import type { ReactNode } from 'react';
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
import { AboutPage } from '../pages/about/AboutPage';
import { ApplyPage } from '../pages/apply/ApplyPage';
import { CareersPage } from '../pages/careers/CareersPage';
import { ConfirmationPage } from '../pages/confirmation/ConfirmationPage';
import { ContactPage } from '../pages/contact/ContactPage';
import { ErrorPage } from '../pages/error/ErrorPage';
import { FaqPage } from '../pages/faq/FaqPage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PrivacyPage } from '../pages/privacy/PrivacyPage';
import { ServicesPage } from '../pages/services/ServicesPage';
import type { RouteHandle } from '../seo/routeHead';
import { faqPage, type JsonLd } from '../seo/structuredData';
import { faqCategories } from '../content/faq';

const pageElements: Record<PageKey, ReactNode> = {
  home: <HomePage />,
  about: <AboutPage />,
  services: <ServicesPage />,
  careers: <CareersPage />,
  faq: <FaqPage />,
  contact: <ContactPage />,
  apply: <ApplyPage />,
  privacy: <PrivacyPage />,
};

const extraStructuredData: Partial<Record<PageKey, () => JsonLd[]>> = {
  faq: () => [faqPage(faqCategories)],
};

const pageRoutes: RouteObject[] = pageKeys.map((key) => ({
  path: paths[key],
  element: pageElements[key],
  handle: {
    meta: pages[key],
    canonicalPath: paths[key],
    jsonLd: extraStructuredData[key],
  } satisfies RouteHandle,
}));

const confirmationRoutes: RouteObject[] = (Object.keys(confirmationPaths) as ConfirmationKey[]).map(
  (key) => ({
    path: confirmationPaths[key],
    element: <ConfirmationPage copy={confirmations[key]} />,
    handle: { meta: confirmations[key] } satisfies RouteHandle,
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
