import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../test/setup';
import { AppShell } from './AppShell';
import { loadCurrentPage } from './loadCurrentPage';
import { routes, withLayout } from './routes';

function Broken(): never {
  throw new Error('The care plan could not be drawn');
}

async function renderAt(path: string, table = routes) {
  await loadCurrentPage(routes, path);
  const router = createMemoryRouter(table, { initialEntries: [path] });
  return render(
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>,
  );
}

describe('when a page fails to render', () => {
  it('shows the error and a way home inside the layout', async () => {
    expectConsoleErrors();
    await renderAt('/', withLayout([{ path: '/', element: <Broken /> }]));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('The care plan could not be drawn')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('an unknown path', () => {
  it('shows the not-found page and logs the path it was asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt('/careers/old-posting');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/careers/old-posting');
  });
});
