import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prerenderTargets } from '../entry-server';
import { AppShell } from './AppShell';
import { AppRoutes } from './AppRoutes';
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

      const recoverable: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(
          container,
          <AppShell>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppShell>,
          { onRecoverableError: (error) => recoverable.push(error) },
        ),
      );

      expect(recoverable).toEqual([]);
      // The one change hydrating makes on purpose, after it: a form whose script runs turns the
      // browser's checks off for the site's own messages (DefinedForm). Nothing else may differ.
      const forms = container.querySelectorAll('form');
      for (const form of forms) expect(form.noValidate).toBe(true);
      const hydrated = container.innerHTML
        .replaceAll('<form novalidate=""', '<form')
        .replaceAll(' novalidate=""', '');
      expect(hydrated).toBe(serverMarkup);
      act(() => root.unmount());
      container.remove();
    });
  }
});
