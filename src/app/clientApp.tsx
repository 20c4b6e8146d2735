import { BrowserRouter } from 'react-router-dom';
import { locales, splitLocale } from '../config/locales';
import { locale } from '../content/locale';
import { AppRoutes } from './AppRoutes';
import { AppShell } from './AppShell';
import { loadPage } from './pageLoader';
import { routeFor } from './routes';

// The current page's code first, so the first render matches the prerendered markup.
await loadPage(routeFor(splitLocale(window.location.pathname).path));

/** The whole app as the browser renders it: the shared shell around the router. */
export const app = (
  <AppShell>
    <BrowserRouter basename={locales[locale].basePath || undefined}>
      <AppRoutes />
    </BrowserRouter>
  </AppShell>
);
