import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { careRequestPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import facts from '../../data/business.json';
import { telHref } from '../../lib/telHref';
import { renderAt } from '../../test/renderAt';

// The Spanish build resolves every content module to its twin (src/build/locale-content.ts);
// here the page's own ones do, which is all of its words.
vi.mock('../../content/pages', () => vi.importActual('../../content/es/pages'));
vi.mock('../../content/navigation', () => vi.importActual('../../content/es/navigation'));

const phone = facts.contact.phone;

describe('the Spanish not-found page', () => {
  it('gives the phone number, the way to request care and the way to the jobs, in Spanish', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the page's log of the path
    await renderAt('/no-such-page');
    await screen.findByRole('heading', { name: '¡Uy! No encontramos esta página' });
    const main = within(screen.getByRole('main'));

    const call = main.getByRole('link', { name: `Llame al ${phone}` });
    expect(call).toHaveAttribute('href', telHref(phone));
    expect(main.getAllByText(phone, { exact: false })).toHaveLength(2);

    expect(
      main.getByRole('link', { name: 'Solicitar cuidado para un ser querido' }),
    ).toHaveAttribute('href', careRequestPath);
    expect(main.getByRole('link', { name: 'Ver empleos de cuidador' })).toHaveAttribute(
      'href',
      paths.careers,
    );
    expect(main.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
