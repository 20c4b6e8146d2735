import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business, location } from '../content/business';
import { businessCopy, copyrightLine } from '../content/businessCopy';
import { paths } from '../config/paths';
import { footerQuickLinks, menuCopy } from '../content/navigation';
import { ui } from '../content/ui';
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
    const social = within(within(footer).getByRole('list', { name: ui.social })).getAllByRole(
      'link',
    );
    expect(social).toHaveLength(business.social.length);
    for (const [index, link] of social.entries()) {
      const { network, href } = business.social[index]!;
      expect(link).toHaveAccessibleName(ui.socialLink(network));
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the name, tagline and the current page in the header', async () => {
    await renderAt(paths.careers);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText(business.name)).toBeInTheDocument();
    expect(within(banner).getByText(businessCopy.tagline)).toBeInTheDocument();
    // The menu toggle controls the main navigation: a closed popover to jsdom, which applies no
    // media queries (wide screens show it as a row).
    const toggle = within(banner).getByRole('button', { name: menuCopy.open });
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav).toHaveAttribute('aria-label', ui.mainNav);
    const current = within(nav!).getByRole('link', { current: 'page', hidden: true });
    expect(current).toHaveAttribute('href', paths.careers);
  });

  it('gives the footer its contact details, links and licence line', async () => {
    await renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    expect(within(footer).getByText(location)).toBeInTheDocument();
    const quick = within(
      within(footer).getByRole('navigation', { name: ui.footer.quickLinks }),
    ).getAllByRole('link');
    expect(quick.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      footerQuickLinks.map(({ label, to }) => [label, to]),
    );
    expect(within(footer).getAllByRole('link', { name: /Privacy/ })[0]).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The year the site was built: the tests build it on a fixed day (vitest.config.ts).
    expect(footer).toHaveTextContent(copyrightLine(2026));
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
