import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business } from '../content/business';
import { businessCopy } from '../content/businessCopy';
import { renderAt } from '../test/renderAt';

describe('the shared layout', () => {
  it('offers the email and four social links that open safely in a new tab, the footer’s on every screen', async () => {
    await renderAt('/about');
    await screen.findByRole('banner');
    expect(screen.getAllByRole('link', { name: business.email })[0]).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    const footer = screen.getByRole('contentinfo');
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole(
      'link',
    );
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Hearthside Senior Care on Facebook (opens in a new tab)',
      'Hearthside Senior Care on Instagram (opens in a new tab)',
      'Hearthside Senior Care on LinkedIn (opens in a new tab)',
      'Hearthside Senior Care on X (Twitter) (opens in a new tab)',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the name, tagline and the current page in the header', async () => {
    await renderAt('/careers');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText(business.name)).toBeInTheDocument();
    expect(within(banner).getByText(businessCopy.tagline)).toBeInTheDocument();
    // The menu toggle controls the main navigation: a closed popover to jsdom, which applies no
    // media queries (wide screens show it as a row).
    const toggle = within(banner).getByRole('button', { name: 'Menu' });
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav).toHaveAttribute('aria-label', 'Main');
    const current = within(nav!).getByRole('link', { current: 'page', hidden: true });
    expect(current).toHaveTextContent('Careers');
  });

  it('gives the footer its contact details, links and licence line', async () => {
    await renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    expect(within(footer).getByText('Douglasville, GA')).toBeInTheDocument();
    const quick = within(
      within(footer).getByRole('navigation', { name: 'Quick Links' }),
    ).getAllByRole('link');
    expect(quick.map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Our Services',
      'Paying for Care',
      'Careers',
      'Contact',
    ]);
    expect(within(footer).getAllByRole('link', { name: /Privacy/ })[0]).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(footer).toHaveTextContent(
      // The year the site was built: the tests build it on a fixed day (vitest.config.ts).
      '© 2026 Hearthside Senior Care. Licensed and insured in Georgia.',
    );
  });

  it('loads the toaster only once a form is used, and mounts exactly one', async () => {
    const { container } = await renderAt('/contact');
    await screen.findByRole('banner');
    const toasters = () => container.ownerDocument.querySelectorAll('[data-rht-toaster]');
    // Give a toaster that loads on its own (as the old one did at idle) the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toasters()).toHaveLength(0);

    await userEvent.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await waitFor(() => expect(toasters()).toHaveLength(1));
  });
});
