import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prerenderTargets } from '../entry-server';
import { AppShell } from './AppShell';
import { loadCurrentPage } from './loadCurrentPage';
import { routes } from './routes';
import { staticApp } from './staticApp';

// React's development build reports every hydration mismatch, attributes included, which
// the production build in the browser tests stays silent about.
describe('hydrating the prerendered markup', () => {
  for (const { url } of prerenderTargets) {
    it(`${url} hydrates without a mismatch`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the not-found page's log
      window.history.replaceState(null, '', url);
      const { element } = await staticApp(url);
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const serverMarkup = container.innerHTML;

      await loadCurrentPage(routes);
      const recoverable: unknown[] = [];
      const router = createBrowserRouter(routes);
      const root = await act(async () =>
        hydrateRoot(
          container,
          <AppShell>
            <RouterProvider router={router} />
          </AppShell>,
          { onRecoverableError: (error) => recoverable.push(error) },
        ),
      );

      expect(recoverable).toEqual([]);
      expect(container.innerHTML).toBe(serverMarkup);
      act(() => root.unmount());
      container.remove();
    });
  }
});
