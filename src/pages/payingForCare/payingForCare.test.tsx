import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticApp } from '../../app/staticApp';
import { paths } from '../../config/paths';
import { payingForCare } from '../../content/payingForCare';
import { renderAt } from '../../test/renderAt';
import { costOf, hoursFrom } from './cost';

const { estimator } = payingForCare;

describe('the cost of care', () => {
  it('runs from the lowest to the highest hourly rate, a month being 52/12 weeks', () => {
    // The sample rates, $28 to $34 an hour.
    expect(costOf(40)).toEqual({
      weekly: { low: 1120, high: 1360 },
      monthly: { low: (1120 * 52) / 12, high: (1360 * 52) / 12 },
    });
  });

  it('is worked out only for a whole number of hours a week can hold', () => {
    expect(hoursFrom('20')).toBe(20);
    expect(hoursFrom(' 168 ')).toBe(168);
    for (const typed of ['', '0', '169', '2.5', '-4', 'ten'])
      expect(hoursFrom(typed)).toBeUndefined();
  });
});

describe('/paying-for-care', () => {
  it('shows what typical schedules cost in its HTML', async () => {
    const { element } = await staticApp(paths.payingForCare);
    const html = document.createElement('div');
    html.innerHTML = renderToString(element);
    const table = within(html).getByRole('table', { name: estimator.tableCaption });
    const weekdays = within(table).getByRole('row', {
      name: new RegExp(estimator.schedules['weekday-days']),
    });
    expect(weekdays.textContent).toContain('$1,120 to $1,360');
    expect(weekdays.textContent).toContain('$4,853 to $5,893');
  });

  it('estimates the hours typed, in the page, and says nothing for hours a week cannot hold', async () => {
    await renderAt(paths.payingForCare);
    const hours = await screen.findByRole('spinbutton', { name: estimator.hoursLabel });
    fireEvent.change(hours, { target: { value: '10' } });
    const result = document.querySelector('output')!;
    expect(result.textContent).toContain('$280 to $340');
    fireEvent.change(hours, { target: { value: '200' } });
    expect(result.textContent).toBe('');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
  });

  it('is where the FAQ sends a family asking about cost, payment or Medicare', async () => {
    await renderAt(paths.faq);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([paths.payingForCare, `${paths.payingForCare}#medicare`]),
    );
  });
});
