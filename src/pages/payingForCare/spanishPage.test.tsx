import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { paymentProgram } from '../../config/paymentPrograms';
import { payingForCare as es } from '../../content/es/payingForCare';
import { FEWEST_HOURS, HOURS_IN_A_WEEK } from './cost';
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
  it('says when it was last reviewed, in Spanish', () => {
    renderPage();
    const reviewed = screen.getByText(/Última revisión:/);
    expect(reviewed).toHaveTextContent('Última revisión: 26 de noviembre de 2026');
    expect(within(reviewed).getByText('26 de noviembre de 2026').tagName).toBe('TIME');
    expect(within(reviewed).getByText('26 de noviembre de 2026')).toHaveAttribute(
      'datetime',
      '2026-11-26',
    );
  });

  it('says what the agency accepts, near the top, in Spanish', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Lo que aceptamos' });
    expect(section).toHaveTextContent(
      'Programa de exención de Medicaid de Georgia (CCSP y SOURCE)',
    );
    expect(section).toHaveTextContent('no puede pagar nuestro cuidado');
    // Before the estimator and the ways to pay.
    const estimator = screen.getByRole('region', { name: 'Calcule el costo del cuidado' });
    expect(
      section.compareDocumentPosition(estimator) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links each program to its official page, named as it is in the text', () => {
    renderPage();
    const link = screen.getByRole('link', { name: paymentProgram('georgiaVeteransService').name });
    expect(link).toHaveAttribute('href', 'https://veterans.georgia.gov/');
  });

  it('says in Spanish what the estimator can estimate, for hours outside its range', () => {
    renderPage();
    const hours = screen.getByRole('spinbutton', { name: es.estimator.hoursLabel });
    fireEvent.change(hours, { target: { value: String(HOURS_IN_A_WEEK + 32) } });
    const result = document.querySelector('output')!;
    expect(result).toHaveTextContent(es.estimator.outOfRange(FEWEST_HOURS, HOURS_IN_A_WEEK));
    expect(result).toHaveTextContent(/^Podemos calcular de \d+ a \d+ horas a la semana/);
  });
});
