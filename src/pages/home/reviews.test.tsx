import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../../content/business';
import { home } from '../../content/home';
import { localBusiness } from '../../seo/structuredData';
import { renderAt } from '../../test/renderAt';

describe('reviews', () => {
  it('are read and written on Google, from links under the testimonials', async () => {
    await renderAt('/');
    const reviews = home.reviewLinks;
    const named = (label: string) => (name: string) => name.startsWith(label);
    const read = await screen.findByRole('link', { name: named(reviews.read) });
    const write = screen.getByRole('link', { name: named(reviews.write) });
    expect(read).toHaveAttribute('href', business.reviews.read);
    expect(write).toHaveAttribute('href', business.reviews.write);
    expect(write).toHaveAttribute('target', '_blank');
    // Said before it happens, for a screen reader: a new tab is easy to lose.
    expect(read.textContent).toBe(`${reviews.read} ${reviews.newTab}`);
  });

  it('are never marked up by the site itself', () => {
    expect(JSON.stringify(localBusiness())).not.toMatch(/aggregateRating|"review"/i);
  });
});
