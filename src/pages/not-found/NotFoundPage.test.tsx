import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { careRequestPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import facts from '../../data/business.json';
import { telHref } from '../../lib/telHref';
import { renderAt } from '../../test/renderAt';

/** The office's number as staff keep it at /admin, read from the file. */
const phone = facts.contact.phone;

describe('the not-found page', () => {
  it('gives the phone number, the way to request care and the way to the jobs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the page's log of the path
    await renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Oops! Page not found' });
    const main = within(screen.getByRole('main'));

    // On a phone a link that dials; on a wide screen the number as text (CSS shows one).
    const call = main.getByRole('link', { name: `Call ${phone}` });
    expect(call).toHaveAttribute('href', telHref(phone));
    expect(main.getAllByText(phone, { exact: false })).toHaveLength(2);

    expect(main.getByRole('link', { name: 'Request care for a loved one' })).toHaveAttribute(
      'href',
      careRequestPath,
    );
    expect(main.getByRole('link', { name: 'See caregiver jobs' })).toHaveAttribute(
      'href',
      paths.careers,
    );
    expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
