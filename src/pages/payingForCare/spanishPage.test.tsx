import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { agencyFacts, paymentProgram } from '../../config/paymentPrograms';
import programsFile from '../../data/payment-programs.json';
import { business } from '../../content/business';
import { requestCare } from '../../content/es/navigation';
import { dollars, longSpanishDate } from '../../lib/words';
import { payingForCare as es } from '../../content/es/payingForCare';
import { A_WEEK_HOURS, FEWEST_HOURS, HOURS_IN_A_WEEK } from './cost';
import { PayingForCarePage } from './PayingForCarePage';

// The Spanish build resolves every content module to its twin (src/build/locale-content.ts);
// here the page's own ones do, which is all of its words.
vi.mock('../../content/payingForCare', () => vi.importActual('../../content/es/payingForCare'));
vi.mock('../../content/pages', () => vi.importActual('../../content/es/pages'));
vi.mock('../../content/ui', () => vi.importActual('../../content/es/ui'));
vi.mock('../../content/contact', () => vi.importActual('../../content/es/contact'));
vi.mock('../../content/navigation', () => vi.importActual('../../content/es/navigation'));

function renderPage() {
  return render(
    <AppShell>
      <MemoryRouter>
        <PayingForCarePage />
      </MemoryRouter>
    </AppShell>,
  );
}

describe('/es/paying-for-care', () => {
  it("is dated in Spanish by its programs' checks, or not at all while any is unchecked", () => {
    renderPage();
    const day = agencyFacts.reviewedOn;
    const reviewed = screen.queryByText(/Última revisión:/);
    if (!day) {
      expect(reviewed).toBeNull();
      return;
    }
    expect(reviewed).toHaveTextContent(`Última revisión: ${longSpanishDate(day)}`);
    expect(within(reviewed!).getByText(longSpanishDate(day))).toHaveAttribute('datetime', day);
  });

  it('says what the agency accepts, near the top, in Spanish', () => {
    renderPage();
    const section = screen.getByRole('region', { name: es.accepts.heading });
    for (const way of es.accepts.ways) expect(section).toHaveTextContent(way.term);
    // "Exención" alone reads as "exemption": the waiver is glossed where it is first named.
    expect(section).toHaveTextContent(/exención \(waiver\)/);
    // Before the estimator and the ways to pay.
    const estimator = screen.getByRole('region', { name: 'Calcule el costo del cuidado' });
    expect(
      section.compareDocumentPosition(estimator) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links each program to its official page, named as it is in the text', () => {
    renderPage();
    const program = paymentProgram('georgiaVeteransService');
    const link = screen.getByRole('link', { name: program.name });
    expect(link).toHaveAttribute('href', program.sourceEs || program.source);
    // A program with a page in Spanish is linked to it on the Spanish page.
    for (const inFile of programsFile.programs.filter((each) => 'sourceEs' in each))
      expect(
        screen.getByRole('link', { name: es.programName(paymentProgram(inFile.id)) }),
      ).toHaveAttribute('href', (inFile as { sourceEs: string }).sourceEs);
    // A name explained in English is explained in Spanish here (Spanish review, should-fix 7).
    for (const inFile of programsFile.programs.filter((each) => 'nameEs' in each)) {
      const nameEs = (inFile as { nameEs: string }).nameEs;
      expect(screen.getByRole('link', { name: nameEs })).toHaveAttribute(
        'href',
        es.programLink(paymentProgram(inFile.id)),
      );
      expect(screen.queryByRole('link', { name: inFile.name })).toBeNull();
    }
  });

  it('says in Spanish what the estimator can estimate, for hours outside its range', () => {
    renderPage();
    const hours = screen.getByRole('spinbutton', { name: es.estimator.hoursLabel });
    fireEvent.change(hours, { target: { value: String(HOURS_IN_A_WEEK + 32) } });
    const result = document.querySelector('output')!;
    expect(result).toHaveTextContent(es.estimator.outOfRange(FEWEST_HOURS, HOURS_IN_A_WEEK));
    expect(result).toHaveTextContent(/^Podemos calcular de \d+ a \d+ horas a la semana/);
  });

  it('opens with the hourly rate and a week of it, in Spanish, beside "Pida cuidado"', () => {
    renderPage();
    const { min, max } = business.hourlyRate;
    const amount = (low: number, high: number) =>
      low === high ? dollars(low) : es.estimator.range(dollars(low), dollars(high));
    const block = screen.getByRole('region', { name: es.price.heading });
    expect(block).toHaveTextContent(es.price.hourly(amount(min, max)));
    expect(block).toHaveTextContent(
      es.price.week(A_WEEK_HOURS, amount(A_WEEK_HOURS * min, A_WEEK_HOURS * max)),
    );
    expect(within(block).getByRole('link', { name: requestCare.label })).toBeVisible();
    const accepts = screen.getByRole('region', { name: es.accepts.heading });
    expect(block.compareDocumentPosition(accepts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
