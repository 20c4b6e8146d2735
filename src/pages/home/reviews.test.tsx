import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '../../content/business';
import { localBusiness } from '../../seo/structuredData';
import { renderAt } from '../../test/renderAt';

describe('reviews', () => {
  it('are read and written on Google, from links under the testimonials', async () => {
    await renderAt('/');
    const read = await screen.findByRole('link', { name: /^Read our reviews/ });
    const write = screen.getByRole('link', { name: /^Review us on Google/ });
    expect(read).toHaveAttribute('href', business.reviews.read);
    expect(write).toHaveAttribute('href', business.reviews.write);
    expect(write).toHaveAttribute('target', '_blank');
    // Said before it happens, for a screen reader: a new tab is easy to lose.
    expect(read.textContent).toBe('Read our reviews (opens in a new tab)');
  });

  it('are never marked up by the site itself', () => {
    expect(JSON.stringify(localBusiness())).not.toMatch(/aggregateRating|"review"/i);
  });
});
