import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../app/pageLoader';
import { routeFor } from '../app/routes';
import { faqCategories } from '../content/faq';
import { render } from '../entry-server';
import { renderAt } from '../test/renderAt';

/** The types of the structured data in a head, in order. */
function jsonLdTypes(head: ParentNode): string[] {
  return [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );
}

function parsedHead(markup: string): Document {
  return new DOMParser().parseFromString(`<head>${markup}</head>`, 'text/html');
}

describe('the structured data in each page’s head', () => {
  it('gives the prerendered FAQ page its questions as FAQPage data, and other pages none', async () => {
    const faq = parsedHead((await render('/faq')).head);
    expect(jsonLdTypes(faq)).toEqual(['LocalBusiness', 'FAQPage']);
    const data = faq.querySelectorAll('script[type="application/ld+json"]')[1]?.textContent ?? '';
    expect(data).toContain(JSON.stringify(faqCategories[0]!.questions[0]!.question));

    expect(jsonLdTypes(parsedHead((await render('/')).head))).toEqual(['LocalBusiness']);
  });

  it('adds the FAQ data when a visitor opens the FAQ in the app, and takes it away on leaving', async () => {
    await renderAt('/faq');
    await waitFor(() => expect(jsonLdTypes(document.head)).toContain('FAQPage'));

    // Loaded ahead, as a visitor's browser would have it by the time of the click, so the
    // navigation does not suspend inside the test.
    await loadPage(routeFor('/about'));
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: /About/ });
    await waitFor(() => expect(jsonLdTypes(document.head)).not.toContain('FAQPage'));
    expect(document.title).toMatch(/^About Us/);
    // Two pages rendered in one test: 16 s once on a 2-core machine busy with a CI run.
  }, 30_000);
});
