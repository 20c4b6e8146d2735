import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ui } from '../../content/ui';
import { clearForm, validationMessages as say } from '../../content/forms';
import { RESUME_MAX_BYTES } from '../../config/resume';
import { fileSize } from '../../lib/fileSize';
import { control, emptyFormSays, sendEmpty } from '../../test/emptySend';
import { renderAt } from '../../test/renderAt';
import type { FieldDefinition } from '../definition';
import { applicationDefinition } from '../apply/definition';
import { applicationForm } from '../apply/words';
import { contactDefinition } from '../contact/definition';
import { contactForm } from '../contact/words';

// The form's sender: nothing may reach it from a form with answers to fix.
const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));

beforeAll(async () => {
  // The Formik version's first import takes seconds on a busy machine: spent here, not in a wait.
  await import('./EnhancedForm');
});
afterEach(() => vi.clearAllMocks());

const forms = [
  { path: '/contact', definition: contactDefinition, words: contactForm },
  { path: '/apply', definition: applicationDefinition, words: applicationForm },
] as const;

describe("an empty send: the site's own messages, never the browser's bubble", () => {
  it.each(forms)('on $path, each required answer says what it needs', async (form) => {
    await renderAt(form.path);
    await sendEmpty(
      screen.getByRole('form', { name: form.words.name }),
      form.definition,
      form.words,
      ui.answersToFix,
    );
    expect(sender.reply).not.toHaveBeenCalled();
  });

  it('counts one answer to fix in the singular, and more in the plural', async () => {
    // The grammar of a count, which no definition holds.
    expect(ui.answersToFix(1)).toMatch(/^1 answer needs another look\.$/);
    expect(ui.answersToFix(2)).toMatch(/^2 answers need another look\.$/);

    // Every required answer but one given: the summary counts that one.
    await renderAt('/contact');
    const [left, ...given] = emptyFormSays(contactDefinition).reverse();
    const form = await answer(contactForm.name, given);
    await userEvent.click(within(form).getByRole('button', { name: contactForm.submit }));
    expect(await within(form).findByText(ui.answersToFix(1))).toBeInTheDocument();
    await waitFor(() => expect(control(form, left!)).toHaveFocus());
  });
});

/** A valid answer for a field of this kind. */
function validAnswer(field: FieldDefinition): string {
  const answers: Record<FieldDefinition['kind'], string> = {
    text: 'Ann Lee',
    email: 'ann@example.com',
    tel: '770-555-0100',
    zip: '30134',
    longText: 'Two years caring for my grandmother.',
    choice: field.options?.[0]?.value ?? '',
  };
  return answers[field.kind];
}

/** The form named `name`, switched to its Formik version, with these fields answered validly. */
async function answer(name: string, fields: readonly { field: FieldDefinition; label: string }[]) {
  const plain = screen.getByRole('form', { name });
  await userEvent.click(plain.querySelector<HTMLElement>('input, select, textarea')!);
  await waitFor(() => expect(plain).not.toBeInTheDocument());
  const form = screen.getByRole('form', { name });
  for (const answered of fields) {
    const input = control(form, answered);
    const value = validAnswer(answered.field);
    if (input instanceof HTMLSelectElement) await userEvent.selectOptions(input, value);
    else await userEvent.type(input, value);
  }
  return form;
}

describe('the résumé, which the form checks itself', () => {
  it('names the chosen file and its size as a phone says it; one over the limit stops the send', async () => {
    await renderAt('/apply');
    // Every other answer given: the file alone stops the send.
    const form = await answer(applicationForm.name, emptyFormSays(applicationDefinition));
    const resume = within(form).getByLabelText(applicationForm.resume.label);

    const cv = new File([new Uint8Array(1_234_567)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(resume, cv);
    const chosen = applicationForm.resume.chosen('cv.pdf', fileSize(cv.size));
    expect(within(form).getByText(chosen)).toBeVisible();
    expect(resume).toHaveAccessibleDescription(expect.stringContaining(chosen));
    expect(resume).not.toHaveAttribute('aria-invalid');

    const scan = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(resume, scan);
    const scanChosen = applicationForm.resume.chosen('scan.pdf', fileSize(scan.size));
    expect(within(form).getByText(scanChosen)).toBeVisible();
    expect(resume).toHaveAttribute('aria-invalid', 'true');
    expect(resume).toHaveAccessibleDescription(expect.stringContaining(say.resumeTooLarge));

    await userEvent.click(within(form).getByRole('button', { name: applicationForm.submit }));
    expect(await within(form).findByText(ui.answersToFix(1))).toBeInTheDocument();
    await waitFor(() => expect(resume).toHaveFocus());
    expect(sender.reply).not.toHaveBeenCalled();

    // Cleared, the form forgets the file it named and what was wrong with it.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(form).getByRole('button', { name: clearForm.label }));
    await waitFor(() => expect(within(form).queryByText(scanChosen)).not.toBeInTheDocument());
    expect(resume).not.toHaveAttribute('aria-invalid');
  });
});
