import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { contactForm as copy } from '../contact/words';
import { ui } from '../../content/ui';
import { contactDefinition, emptyContact } from '../contact/definition';
import { DefinedFields } from './DefinedFields';
import { DeferredForm } from './DeferredForm';
import { SubmitButton } from './FormParts';

/** The care request, with its Formik version held back until `arrive` is called. */
function renderHeldBack() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const enhance = () =>
    arrived
      .then(() => import('./DefinedEnhancedForm'))
      .then(({ enhancedFormFor }) => enhancedFormFor(contactDefinition, copy));
  render(
    <AppShell>
      <MemoryRouter>
        <DeferredForm
          action={contactDefinition.endpoint}
          label={copy.name}
          initialValues={emptyContact}
          enhance={enhance}
        >
          <DefinedFields definition={contactDefinition} idPrefix="held" />
          <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
        </DeferredForm>
      </MemoryRouter>
    </AppShell>,
  );
  return { arrive, plain: screen.getByRole('form', { name: copy.name }) };
}

describe('a form whose code arrives while the visitor is using it', () => {
  it('keeps the focus on the send button, so Enter still sends', async () => {
    const { arrive, plain } = renderHeldBack();
    await userEvent.click(screen.getByRole('textbox', { name: copy.fields.name.label }));
    await userEvent.keyboard('Ann Lee');
    screen.getByRole('button', { name: copy.submit }).focus();

    arrive();
    await waitFor(() => expect(screen.getByRole('form', { name: copy.name })).not.toBe(plain));
    expect(screen.getByRole('button', { name: copy.submit })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.fields.name.label })).toHaveValue('Ann Lee');
  });

  it('keeps the focus in the field being typed in', async () => {
    const { arrive, plain } = renderHeldBack();
    await userEvent.click(screen.getByRole('textbox', { name: copy.fields.phone.label }));
    await userEvent.keyboard('770');

    arrive();
    await waitFor(() => expect(screen.getByRole('form', { name: copy.name })).not.toBe(plain));
    const phone = screen.getByRole('textbox', { name: copy.fields.phone.label });
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('770');
  });

  it('sends as soon as it arrives when send was pressed before: a wrong answer is marked', async () => {
    const { arrive } = renderHeldBack();
    await userEvent.click(screen.getByRole('textbox', { name: copy.fields.name.label }));
    await userEvent.keyboard('Ann Lee');
    // Complete enough for the browser's own checks, which stop a send before the code arrives.
    await userEvent.type(screen.getByRole('textbox', { name: copy.fields.phone.label }), '12');
    await userEvent.type(
      screen.getByRole('textbox', { name: copy.fields.email.label }),
      'ann@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(screen.queryByText(ui.answersToFix(1))).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByText(ui.answersToFix(1))).toBeInTheDocument();
    // The focus moves once the summary is drawn: on a busy machine, a moment after it.
    const phone = screen.getByRole('textbox', { name: copy.fields.phone.label });
    await waitFor(() => expect(phone).toHaveFocus());
  });
});
