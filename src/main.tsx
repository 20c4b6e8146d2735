import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from './app/AppShell';
import { loadCurrentPage } from './app/loadCurrentPage';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

await loadCurrentPage(routes);
const router = createBrowserRouter(routes);
const app = (
  <AppShell>
    <RouterProvider router={router} />
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
