import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { locales, splitLocale } from './config/locales';
import { locale } from './content/locale';
import { AppRoutes } from './app/AppRoutes';
import { AppShell } from './app/AppShell';
import { loadPage } from './app/pageLoader';
import { routeFor } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The current page's code first, so the first render matches the prerendered markup.
await loadPage(routeFor(splitLocale(window.location.pathname).path));
const app = (
  <AppShell>
    <BrowserRouter basename={locales[locale].basePath || undefined}>
      <AppRoutes />
    </BrowserRouter>
  </AppShell>
);

// Built pages arrive prerendered, element styles included, and are hydrated; `vite` dev serves
// a root holding only the template's placeholder comment. The styles load only in that case,
// so built pages do not download them a second time.
if (container.firstElementChild) hydrateRoot(container, app);
else {
  const { globalCss } = await import('./theme/globalCss');
  document.head.append(Object.assign(document.createElement('style'), { textContent: globalCss }));
  createRoot(container).render(app);
}
