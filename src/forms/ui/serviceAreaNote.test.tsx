import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business } from '../../content/business';
import { ui } from '../../content/ui';
import { renderAt } from '../../test/renderAt';

/** A ZIP staff list in business.json's service area, and a Georgia one they do not. */
const [served] = business.servedZips;
const away = ['30301', '31401', '39901'].find((zip) => !business.servedZips.includes(zip))!;

describe('the ZIP code where care is needed', () => {
  it('notes a ZIP outside the service area, kindly, and lets the request go', async () => {
    await renderAt('/contact');
    const zip = await screen.findByRole('textbox', { name: /ZIP code where care is needed/ });
    await userEvent.type(zip, away.slice(0, 4));
    expect(screen.queryByText(ui.outsideServiceArea)).not.toBeInTheDocument();
    await userEvent.type(zip, away.slice(4));
    await waitFor(() => expect(screen.getByText(ui.outsideServiceArea)).toBeInTheDocument());
    // The Formik version took over on first use: read the field it renders now.
    const current = screen.getByRole('textbox', { name: /ZIP code where care is needed/ });
    expect(current.getAttribute('aria-describedby')).toContain('-note');
    expect(current).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(current);
    await userEvent.type(current, served!);
    await waitFor(() => expect(screen.queryByText(ui.outsideServiceArea)).not.toBeInTheDocument());
  });
});
