import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { payingForCareFacts as facts } from '../../content/payingForCareFacts';
import { telHref } from '../../lib/telHref';
import { emptyFormSays, sendEmpty } from '../../test/emptySend';
import { applicationDefinition } from '../apply/definition';
import { applicationForm } from '../apply/words';
import { contactDefinition } from '../contact/definition';
import { contactForm } from '../contact/words';
import { paymentNotes } from '../contact/paymentNoteWords';
import { ui } from '../../content/ui';
import { validationMessages } from '../../content/forms';
import { ApplicationForm } from './ApplicationForm';
import { DefinedForm } from './DefinedForm';

// The Spanish build resolves each module of words to its twin (src/build/locale-content.ts);
// here the forms' own ones do, which is all of their words.
vi.mock('../../content/forms', () => vi.importActual('../../content/es/forms'));
vi.mock('../../content/ui', () => vi.importActual('../../content/es/ui'));
vi.mock('../../content/locale', () => vi.importActual('../../content/es/locale'));
vi.mock('../contact/words', () => vi.importActual('../contact/words.es'));
vi.mock('../contact/paymentNoteWords', () => vi.importActual('../contact/paymentNoteWords.es'));
vi.mock('../apply/words', () => vi.importActual('../apply/words.es'));

const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));

beforeAll(async () => {
  await import('./EnhancedForm');
});
afterEach(() => vi.clearAllMocks());

const inPage = (form: ReactNode) =>
  render(
    <AppShell>
      <MemoryRouter initialEntries={['/es/contact']}>{form}</MemoryRouter>
    </AppShell>,
  );

describe('the forms in Spanish', () => {
  it('say in Spanish what an empty care request needs, by each field', async () => {
    inPage(<DefinedForm definition={contactDefinition} words={contactForm} />);
    await sendEmpty(
      screen.getByRole('form', { name: contactForm.name }),
      contactDefinition,
      contactForm,
      ui.answersToFix,
    );
    // The Spanish words, not the English ones: the name's message as the Spanish twin says it.
    const [name] = emptyFormSays(contactDefinition);
    expect(name!.message).toBe(validationMessages.required(contactForm.fields.name.label));
    expect(sender.reply).not.toHaveBeenCalled();
  });

  it('say in Spanish what an empty application needs, by each field', async () => {
    inPage(<ApplicationForm consent="" />);
    await sendEmpty(
      screen.getByRole('form', { name: applicationForm.name }),
      applicationDefinition,
      applicationForm,
      ui.answersToFix,
    );
    expect(sender.reply).not.toHaveBeenCalled();
  });

  it('count one answer to fix in the singular, and more in the plural', () => {
    expect(ui.answersToFix(1)).toMatch(/^Hay 1 respuesta por revisar\.$/);
    expect(ui.answersToFix(3)).toMatch(/^Hay 3 respuestas por revisar\.$/);
  });

  it('answer a way to pay the agency does not take with a note in Spanish', async () => {
    inPage(<DefinedForm definition={contactDefinition} words={contactForm} />);
    const payment = screen.getByRole('combobox', { name: contactForm.fields.payment.label });
    await userEvent.selectOptions(payment, 'medicaid-waiver');
    const form = screen.getByRole('form', { name: contactForm.name });
    const current = within(form).getByRole('combobox', { name: contactForm.fields.payment.label });
    if (facts.accepts.waiverProvider) {
      expect(within(form).queryByRole('link', { name: paymentNotes.more })).toBeNull();
      return;
    }
    const more = await within(form).findByRole('link', { name: paymentNotes.more });
    const note = more.closest('[role="status"]')!;
    expect(current.getAttribute('aria-describedby')).toContain(note.id);
    expect(note).toHaveTextContent(facts.waiver.name);
    expect(
      within(note as HTMLElement).getByRole('link', { name: facts.empowerline.phone }),
    ).toHaveAttribute('href', telHref(facts.empowerline.phone));
    // The Spanish words around the facts, not the English ones.
    const english = await vi.importActual<{ paymentNotes: typeof paymentNotes }>(
      '../contact/paymentNoteWords',
    );
    expect(note).toHaveTextContent(paymentNotes.more);
    expect(note).not.toHaveTextContent(english.paymentNotes.more);
  });
});
