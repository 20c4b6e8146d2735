import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { careRequestPath } from '../../config/anchors';
import { paths } from '../../config/paths';
import { paymentWays } from '../../config/paymentPrograms';
import { business } from '../../content/business';
import { requestCare } from '../../content/navigation';
import { payingForCare } from '../../content/payingForCare';
import { dollars } from '../../lib/words';
import { renderAt } from '../../test/renderAt';
import { A_WEEK_HOURS } from './cost';
import { PriceFirst } from './PriceFirst';

const { price, estimator } = payingForCare;
const { min, max } = business.hourlyRate;
/** The rate and a week at it, worked out here from the business facts, not read from the page. */
const rateWords = (low: number, high: number) =>
  low === high ? dollars(low) : estimator.range(dollars(low), dollars(high));

/** Whether `first` comes before `second` in the page. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/paying-for-care, price first', () => {
  it('opens with the hourly rate from the business facts and what a week of it costs', async () => {
    await renderAt(paths.payingForCare);
    const block = await screen.findByRole('region', { name: price.heading });
    expect(block).toHaveTextContent(price.hourly(rateWords(min, max)));
    // "say which hours a week you assume": the line names them, then their cost.
    expect(block).toHaveTextContent(
      price.week(A_WEEK_HOURS, rateWords(A_WEEK_HOURS * min, A_WEEK_HOURS * max)),
    );
    expect(block).toHaveTextContent(String(A_WEEK_HOURS));
  });

  it('puts the price before what we accept, and that before the contents', async () => {
    await renderAt(paths.payingForCare);
    const block = await screen.findByRole('region', { name: price.heading });
    const accepts = screen.getByRole('region', { name: payingForCare.accepts.heading });
    const contents = screen.getByRole('link', { name: payingForCare.ways.medicare.heading });
    expect(before(block, accepts)).toBe(true);
    expect(before(accepts, contents)).toBe(true);
    // The page's first h2 is the price's.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(price.heading);
  });

  it('offers Request Care beside the price and after each main section, not only at the end', async () => {
    await renderAt(paths.payingForCare);
    const block = await screen.findByRole('region', { name: price.heading });
    expect(within(block).getByRole('link', { name: requestCare.label })).toHaveAttribute(
      'href',
      careRequestPath,
    );
    const main = screen.getByRole('main');
    const links = within(main).getAllByRole('link', { name: requestCare.label });
    for (const link of links) expect(link).toHaveAttribute('href', careRequestPath);
    // Right after what we accept and after what the estimate includes, and at the end of each
    // way to pay.
    for (const name of [payingForCare.accepts.heading, estimator.includes.heading]) {
      const next = screen.getByRole('region', { name }).nextElementSibling as HTMLElement;
      expect(within(next).getByRole('link', { name: requestCare.label }), name).toBeDefined();
    }
    for (const id of Object.keys(paymentWays) as (keyof typeof paymentWays)[]) {
      const section = screen.getByRole('region', { name: payingForCare.ways[id].heading });
      const inSection = within(section).getAllByRole('link', { name: requestCare.label });
      expect(inSection, id).toHaveLength(1);
      expect(section.lastElementChild?.contains(inSection[0]!), id).toBe(true);
    }
  });
});

describe('the price block', () => {
  const renderWith = (rate: { min: number; max: number }) =>
    render(
      <AppShell>
        <MemoryRouter>
          <PriceFirst rate={rate} />
        </MemoryRouter>
      </AppShell>,
    );

  it('says one figure when the lowest and the highest rate are the same', () => {
    renderWith({ min: 31, max: 31 });
    const block = screen.getByRole('region', { name: price.heading });
    expect(block).toHaveTextContent(price.hourly(dollars(31)));
    expect(block).toHaveTextContent(price.week(A_WEEK_HOURS, dollars(31 * A_WEEK_HOURS)));
    expect(block).not.toHaveTextContent(estimator.range(dollars(31), dollars(31)));
  });

  it('says a range, lowest first, when they differ', () => {
    renderWith({ min: 25, max: 40 });
    const block = screen.getByRole('region', { name: price.heading });
    expect(block).toHaveTextContent(price.hourly(estimator.range(dollars(25), dollars(40))));
    expect(block).toHaveTextContent(
      price.week(
        A_WEEK_HOURS,
        estimator.range(dollars(25 * A_WEEK_HOURS), dollars(40 * A_WEEK_HOURS)),
      ),
    );
  });
});
