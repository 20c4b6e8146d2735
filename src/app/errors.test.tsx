import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pages } from '../content/pages';
import { expectConsoleErrors } from '../test/consoleGuard';
import { renderAt } from '../test/renderAt';

function Broken(): never {
  throw new Error('The care plan could not be drawn');
}

describe('when a page fails to render', () => {
  it('shows the error and a way home inside the layout', async () => {
    expectConsoleErrors();
    await renderAt('/', [{ path: '/', Component: Broken, handle: { meta: pages.home } }]);
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
