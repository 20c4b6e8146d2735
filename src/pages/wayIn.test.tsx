import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anchors } from '../config/anchors';
import { paths } from '../config/paths';
import { apply } from '../content/apply';
import { business } from '../content/business';
import { careers } from '../content/careers';
import { contact } from '../content/contact';
import { home } from '../content/home';
import { mainNav, requestCare } from '../content/navigation';
import faqFile from '../data/faq.json';
import { ui } from '../content/ui';
import { renderAt } from '../test/renderAt';

/** Where a link leads, as the browser reads it: a path and, if any, the id of an element. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!, 'http://localhost');
  return { path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) };
}

/** The element a link to `path#id` lands on, on that page. */
async function landingOf(link: HTMLElement) {
  const { path, id } = target(link);
  expect(id, `${link.textContent} has no fragment`).not.toBe('');
  cleanup();
  await renderAt(path);
  await screen.findByRole('main');
  return { landing: document.getElementById(id) };
}

describe('Request Care', () => {
  it('leads from the header, the menu and the home page straight to the care request form', async () => {
    await renderAt(paths.home);
    await screen.findByRole('main');
    // The header's button, the menu's, the hero's and the closing block's.
    const names = [requestCare.label, home.hero.primaryAction];
    const links = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => names.includes(link.textContent ?? ''));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(target(link).path).toBe(paths.contact);
    expect([...new Set(links.map((link) => target(link).id))]).toEqual([anchors.careRequest]);
    const hero = within(screen.getByRole('region', { name: home.hero.heading })).getByRole('link', {
      name: home.hero.primaryAction,
    });

    const { landing } = await landingOf(hero);
    expect(landing).not.toBeNull();
    // The form's heading first, then its first field: the form is what it lands on.
    expect(
      within(landing!).getByRole('heading', { name: contact.form.heading }),
    ).toBeInTheDocument();
    const fields = within(landing!).getAllByRole('textbox');
    expect(fields[0]).toBe(document.querySelector('form input:not([type=hidden])'));
  });
});

describe('the price, one tap away', () => {
  it('is in the menu, which leads to /paying-for-care', async () => {
    await renderAt(paths.about);
    await screen.findByRole('main');
    const nav = document.querySelector<HTMLElement>(`nav[aria-label="${ui.mainNav}"]`)!;
    const cost = mainNav.find((item) => item.to === paths.payingForCare);
    expect(cost).toBeDefined();
    expect(within(nav).getByRole('link', { name: cost!.label, hidden: true })).toHaveAttribute(
      'href',
      paths.payingForCare,
    );
  });

  it('is one line and a link on the home page, naming Medicare, Medicaid and the VA', async () => {
    await renderAt(paths.home);
    const link = await screen.findByRole('link', { name: home.hero.costLink });
    expect(link).toHaveAttribute('href', paths.payingForCare);
    const line = link.closest('p')!;
    expect(line).toHaveTextContent(home.hero.costLine);
    for (const program of ['Medicare', 'Medicaid', 'VA']) expect(line).toHaveTextContent(program);
  });

  it('the FAQ’s cost question leads to the estimator itself, not the top of its page', async () => {
    await renderAt(paths.faq);
    // The question the office links to the estimator in faq.json (edited at /admin).
    const entry = faqFile.en.questions.find((question) => question.link === 'cost-estimator');
    expect(entry, 'a question in faq.json links to the cost estimator').toBeDefined();
    const link = await screen.findByRole('link', { name: entry!.linkLabel, hidden: true });
    expect(target(link).path).toBe(paths.payingForCare);
    const { landing } = await landingOf(link);
    expect(landing).not.toBeNull();
    expect(within(landing!).getByRole('spinbutton')).toBeInTheDocument();
  });
});

describe('a caregiver’s questions', () => {
  const familyForm = () => screen.queryByRole('heading', { name: contact.form.heading });

  it('go from the careers page to the caregivers’ FAQ, not the family form', async () => {
    await renderAt(paths.careers);
    const learnMore = await screen.findByRole('link', {
      name: new RegExp(`^${careers.hero.secondaryAction}`),
    });
    expect(target(learnMore).path).not.toBe(paths.contact);
    const { landing } = await landingOf(learnMore);
    expect(target(learnMore).path).toBe(paths.faq);
    expect(landing).not.toBeNull();
    expect(landing).toHaveAttribute('id', 'for-potential-caregivers');
    expect(familyForm()).toBeNull();
  });

  it('go from the application page to the office by phone and to the caregivers’ FAQ', async () => {
    await renderAt(paths.apply);
    const hr = await screen.findByRole('link', { name: apply.closing.button });
    expect(hr).toHaveAttribute('href', business.phone.href);
    const faq = screen.getByRole('link', { name: apply.closing.faqAction });
    expect(target(faq).path).toBe(paths.faq);
    const { landing } = await landingOf(faq);
    expect(landing).toHaveAttribute('id', 'for-potential-caregivers');
    expect(familyForm()).toBeNull();
  });
});
