import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticApp } from '../../app/staticApp';
import { paths } from '../../config/paths';
import { agencyFacts, paymentProgram, paymentWays } from '../../config/paymentPrograms';
import { payingForCare } from '../../content/payingForCare';
import programsFile from '../../data/payment-programs.json';
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

  it('starts at the shortest visit the agency gives', () => {
    // The sample: 4 hours.
    expect(agencyFacts.pricing.minimumVisitHours).toBe(4);
    expect(hoursFrom('3')).toBeUndefined();
    expect(hoursFrom('4')).toBe(4);
    expect(hoursFrom('1', 1)).toBe(1);
    expect(hoursFrom('5', 6)).toBeUndefined();
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

  it('asks for no fewer hours than the shortest visit, and says why', async () => {
    await renderAt(paths.payingForCare);
    const hours = await screen.findByRole('spinbutton', { name: estimator.hoursLabel });
    expect(hours).toHaveAttribute('min', '4');
    expect(hours).toHaveAccessibleDescription(
      /^From 4 to 168 hours: our shortest visit is 4 hours\./,
    );
    expect(hours).toHaveAccessibleDescription(/Live-in care.*is priced by the day/);
    fireEvent.change(hours, { target: { value: '3' } });
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('output')!.textContent).toBe('');
  });

  it('says when it was last reviewed', async () => {
    await renderAt(paths.payingForCare);
    const reviewed = await screen.findByText(/^Last reviewed/);
    expect(reviewed).toHaveTextContent('Last reviewed November 26, 2026');
    expect(within(reviewed).getByText('November 26, 2026')).toHaveAttribute(
      'datetime',
      programsFile.reviewedOn,
    );
  });

  it('names each program by a link to its official page, the one staff check it at', async () => {
    await renderAt(paths.payingForCare);
    await screen.findByRole('heading', { name: payingForCare.ways.veterans.heading });
    const ids = Object.values(paymentWays).flat();
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const id of ids) {
      const program = paymentProgram(id);
      const inFile = programsFile.programs.find((each) => each.id === id)!;
      const link = screen.getByRole('link', { name: program.name });
      expect(link).toHaveAttribute('href', inFile.source);
      expect(link).toHaveAttribute('rel', 'external');
    }
  });

  it('says what the agency accepts before the estimator', async () => {
    await renderAt(paths.payingForCare);
    const accepts = await screen.findByRole('region', { name: payingForCare.accepts.heading });
    const terms = within(accepts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(payingForCare.accepts.ways.map((way) => way.term));
    // The sample: not enrolled with the waiver.
    expect(accepts).toHaveTextContent("Medicaid's waiver cannot pay for our care");
    const calculator = screen.getByRole('region', { name: estimator.heading });
    expect(
      accepts.compareDocumentPosition(calculator) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is where the FAQ sends a family asking about cost, payment or Medicare', async () => {
    await renderAt(paths.faq);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([paths.payingForCare, `${paths.payingForCare}#medicare`]),
    );
  });
});
