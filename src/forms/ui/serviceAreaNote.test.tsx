import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ui } from '../../content/ui';
import { renderAt } from '../../test/renderAt';

describe('the ZIP code where care is needed', () => {
  it('notes a ZIP outside the service area, kindly, and lets the request go', async () => {
    await renderAt('/contact');
    const zip = await screen.findByRole('textbox', { name: /ZIP code where care is needed/ });
    await userEvent.type(zip, '3030');
    expect(screen.queryByText(ui.outsideServiceArea)).not.toBeInTheDocument();
    await userEvent.type(zip, '1');
    await waitFor(() => expect(screen.getByText(ui.outsideServiceArea)).toBeInTheDocument());
    // The Formik version took over on first use: read the field it renders now.
    const current = screen.getByRole('textbox', { name: /ZIP code where care is needed/ });
    expect(current.getAttribute('aria-describedby')).toContain('-note');
    expect(current).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(current);
    await userEvent.type(current, '30134');
    await waitFor(() => expect(screen.queryByText(ui.outsideServiceArea)).not.toBeInTheDocument());
  });
});
