import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';
import { AppShell } from '../app/AppShell';
import { loadPage } from '../app/pageLoader';
import { appRoutes, routeFor } from '../app/routes';

/** The whole app at one path (a query string too), its page loaded first as the browser does. */
export async function renderAt(path: string, table = appRoutes) {
  await loadPage(routeFor(new URL(path, 'http://localhost').pathname, table));
  return render(
    <AppShell>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes table={table} />
      </MemoryRouter>
    </AppShell>,
  );
}
