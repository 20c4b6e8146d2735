import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { ErrorPage } from '../pages/error/ErrorPage';
import { ErrorBoundary } from './ErrorBoundary';
import { pageShown } from './pageViews';
import { RoutePage } from './pageLoader';
import { appRoutes, routeFor, type AppRoute } from './routes';

const errorPage = (error: unknown) => <ErrorPage error={error} />;

/**
 * The page for the current path inside the shared layout. A page that throws is replaced by the
 * error screen inside the layout; if the layout itself throws, the error screen stands alone.
 */
export function AppRoutes({ table = appRoutes }: { table?: AppRoute[] }) {
  const { pathname } = useLocation();
  const route = routeFor(pathname, table);
  // A page opened without a reload is a page view too (src/app/visits.ts counts it).
  useEffect(() => pageShown(pathname), [pathname]);
  return (
    <ErrorBoundary fallback={errorPage}>
      <RootLayout handle={route.handle}>
        {/* A new page gets a fresh boundary, so an error on one page does not follow the visitor. */}
        <ErrorBoundary key={route.path} fallback={errorPage}>
          <RoutePage route={route} />
        </ErrorBoundary>
      </RootLayout>
    </ErrorBoundary>
  );
}
