import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticApp } from '../../app/staticApp';
import { paths } from '../../config/paths';
import {
  agencyFacts,
  lastReviewed,
  paymentProgram,
  paymentWays,
} from '../../config/paymentPrograms';
import { business } from '../../content/business';
import { payingForCare } from '../../content/payingForCare';
import { payingForCareFacts } from '../../content/payingForCareFacts';
import { telHref } from '../../lib/telHref';
import { ui } from '../../content/ui';
import { dollars } from '../../lib/words';
import programsFile from '../../data/payment-programs.json';
import { renderAt } from '../../test/renderAt';
import { costOf, FEWEST_HOURS, hoursFrom, HOURS_IN_A_WEEK } from './cost';

const { estimator } = payingForCare;

describe('the cost of care', () => {
  it('runs from the lowest to the highest hourly rate, a month being 52/12 weeks', () => {
    const { min, max } = business.hourlyRate;
    // To the cent: whatever rates staff set, the order of the sums must not matter.
    const cost = costOf(40);
    expect(cost.weekly).toEqual({ low: 40 * min, high: 40 * max });
    expect(cost.monthly.low).toBeCloseTo((40 * min * 52) / 12, 2);
    expect(cost.monthly.high).toBeCloseTo((40 * max * 52) / 12, 2);
  });

  it('is worked out only for a whole number of hours a week can hold', () => {
    expect(hoursFrom('20')).toBe(20);
    expect(hoursFrom(' 168 ')).toBe(168);
    for (const typed of ['', '0', '169', '2.5', '-4', 'ten'])
      expect(hoursFrom(typed)).toBeUndefined();
  });

  it('starts at the shortest visit the agency gives', () => {
    const shortest = agencyFacts.pricing.minimumVisitHours;
    expect(hoursFrom(String(shortest - 1))).toBeUndefined();
    expect(hoursFrom(String(shortest))).toBe(shortest);
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
    const { weekly, monthly } = costOf(40);
    expect(weekdays.textContent).toContain(`${dollars(weekly.low)} to ${dollars(weekly.high)}`);
    expect(weekdays.textContent).toContain(`${dollars(monthly.low)} to ${dollars(monthly.high)}`);
  });

  it('estimates the hours typed, in the page, and shows no figures for hours a week cannot hold', async () => {
    await renderAt(paths.payingForCare);
    const hours = await screen.findByRole('spinbutton', { name: estimator.hoursLabel });
    fireEvent.change(hours, { target: { value: '10' } });
    const result = document.querySelector('output')!;
    const { min, max } = business.hourlyRate;
    expect(result.textContent).toContain(`${dollars(10 * min)} to ${dollars(10 * max)}`);
    fireEvent.change(hours, { target: { value: String(HOURS_IN_A_WEEK + 1) } });
    expect(result).not.toHaveTextContent('$');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what it can estimate, in its live result, for hours outside its range', async () => {
    await renderAt(paths.payingForCare);
    const hours = await screen.findByRole('spinbutton', { name: estimator.hoursLabel });
    const result = document.querySelector('output')!;
    // The range from the estimator's own config: the shortest visit to all a week holds.
    const canEstimate = estimator.outOfRange(FEWEST_HOURS, HOURS_IN_A_WEEK);
    expect(canEstimate).toContain(String(FEWEST_HOURS));
    expect(canEstimate).toContain(String(HOURS_IN_A_WEEK));
    for (const typed of [FEWEST_HOURS - 1, HOURS_IN_A_WEEK + 32, 2.5]) {
      fireEvent.change(hours, { target: { value: String(typed) } });
      expect(result, `${typed} hours`).toHaveTextContent(canEstimate);
      expect(result).toHaveAttribute('aria-live', 'polite');
    }
    fireEvent.change(hours, { target: { value: String(FEWEST_HOURS) } });
    expect(result).not.toHaveTextContent(canEstimate);
    expect(result).toHaveTextContent('$');
  });

  it('asks for no fewer hours than the shortest visit, and says why', async () => {
    await renderAt(paths.payingForCare);
    const hours = await screen.findByRole('spinbutton', { name: estimator.hoursLabel });
    const shortest = agencyFacts.pricing.minimumVisitHours;
    expect(hours).toHaveAttribute('min', String(shortest));
    expect(hours).toHaveAccessibleDescription(
      new RegExp(`^From ${shortest} to 168 hours: our shortest visit is ${shortest} hours\\.`),
    );
    // Live-in care is said to be priced by the day only while payment-programs.json says so.
    if (agencyFacts.pricing.liveInByTheDay)
      expect(hours).toHaveAccessibleDescription(/Live-in care.*is priced by the day/);
    else expect(hours).not.toHaveAccessibleDescription(/priced by the day/);
    fireEvent.change(hours, { target: { value: String(shortest - 1) } });
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('output')).not.toHaveTextContent('$');
  });

  it("is dated by its programs' checks: the oldest, once all are checked, or no date", async () => {
    await renderAt(paths.payingForCare);
    await screen.findByRole('region', { name: payingForCare.accepts.heading });
    const day = lastReviewed(programsFile.programs);
    const reviewed = screen.queryByText(new RegExp(`^${payingForCare.lastReviewedLabel}`));
    if (!day) {
      expect(reviewed).toBeNull();
      return;
    }
    expect(reviewed).toHaveTextContent(`${payingForCare.lastReviewedLabel} ${ui.longDate(day)}`);
    expect(within(reviewed!).getByText(ui.longDate(day))).toHaveAttribute('datetime', day);
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

  it("makes each phone number in its words a link to call it, the Area Agencies' included", async () => {
    await renderAt(paths.payingForCare);
    const medicaid = await screen.findByRole('region', {
      name: payingForCare.ways.medicaid.heading,
    });
    for (const phone of [payingForCareFacts.empowerline.phone, payingForCareFacts.adrc.phone]) {
      const link = within(medicaid).getByRole('link', { name: phone });
      expect(link).toHaveAttribute('href', telHref(phone));
      expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
    }
  });

  it('says what the agency accepts before the estimator', async () => {
    await renderAt(paths.payingForCare);
    const accepts = await screen.findByRole('region', { name: payingForCare.accepts.heading });
    const terms = within(accepts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(payingForCare.accepts.ways.map((way) => way.term));
    for (const way of payingForCare.accepts.ways)
      expect(accepts).toHaveTextContent(way.details.join(' ').slice(0, 60));
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
