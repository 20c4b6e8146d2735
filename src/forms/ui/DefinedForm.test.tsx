import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { contactForm as copy } from '../contact/words';
import { ui } from '../../content/ui';
import { contactDefinition } from '../contact/definition';

/**
 * The care request, with its Formik version held back until `arrive` is called. The form is
 * loaded anew for each test, as a page loads it: the Formik version's code is then new too, and
 * held back again.
 */
async function renderHeldBack() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.resetModules();
  vi.doMock('./EnhancedForm', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { AppShell } = await import('../../app/AppShell');
  const { DefinedForm } = await import('./DefinedForm');
  render(
    <AppShell>
      <MemoryRouter>
        <DefinedForm definition={contactDefinition} words={copy} />
      </MemoryRouter>
    </AppShell>,
  );
  return { arrive, plain: screen.getByRole('form', { name: copy.name }) };
}

describe('a form whose code arrives while the visitor is using it', () => {
  it('keeps the focus on the send button, so Enter still sends', async () => {
    const { arrive, plain } = await renderHeldBack();
    await userEvent.click(screen.getByRole('textbox', { name: copy.fields.name.label }));
    await userEvent.keyboard('Ann Lee');
    screen.getByRole('button', { name: copy.submit }).focus();
    expect(screen.getByRole('form', { name: copy.name })).toBe(plain);

    arrive();
    await waitFor(() => expect(screen.getByRole('form', { name: copy.name })).not.toBe(plain));
    expect(screen.getByRole('button', { name: copy.submit })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.fields.name.label })).toHaveValue('Ann Lee');
  });

  it('keeps the focus in the field being typed in', async () => {
    const { arrive, plain } = await renderHeldBack();
    await userEvent.click(screen.getByRole('textbox', { name: copy.fields.phone.label }));
    await userEvent.keyboard('770');
    expect(screen.getByRole('form', { name: copy.name })).toBe(plain);

    arrive();
    await waitFor(() => expect(screen.getByRole('form', { name: copy.name })).not.toBe(plain));
    const phone = screen.getByRole('textbox', { name: copy.fields.phone.label });
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('770');
  });

  it('sends as soon as it arrives when send was pressed before: a wrong answer is marked', async () => {
    const { arrive } = await renderHeldBack();
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

describe('a form whose code cannot load', () => {
  it("leaves the send to the browser's own checks, then posts the plain way", async () => {
    vi.resetModules();
    vi.doMock('./EnhancedForm', () => {
      throw new Error('The network is down');
    });
    const { AppShell } = await import('../../app/AppShell');
    const { DefinedForm } = await import('./DefinedForm');
    render(
      <AppShell>
        <MemoryRouter>
          <DefinedForm definition={contactDefinition} words={copy} />
        </MemoryRouter>
      </AppShell>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: copy.name });
    // With the page's script running, the site's own messages would speak for the form.
    expect(form.noValidate).toBe(true);
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const refused: string[] = [];
    form.addEventListener(
      'invalid',
      (event) => refused.push((event.target as HTMLInputElement).name),
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    const required = contactDefinition.fields.filter((field) => field.required);
    await waitFor(() => expect(refused).toEqual(required.map((field) => field.name)));
    expect(form.noValidate).toBe(false);
    expect(posted).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: copy.fields.name.label }), 'Ann Lee');
    await userEvent.type(
      screen.getByRole('textbox', { name: copy.fields.phone.label }),
      '770-555-0100',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: copy.fields.email.label }),
      'ann@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(posted).toHaveBeenCalledOnce());
    vi.doUnmock('./EnhancedForm');
  });
});
