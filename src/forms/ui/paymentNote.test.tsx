import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { payingForCareFacts as facts } from '../../content/payingForCareFacts';
import { telHref } from '../../lib/telHref';
import { renderAt } from '../../test/renderAt';
import { copyOf, type FieldDefinition } from '../definition';
import { contactDefinition } from '../contact/definition';
import { contactForm } from '../contact/words';
import { paymentNotes } from '../contact/paymentNoteWords';

const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));

beforeAll(async () => {
  await import('./EnhancedForm');
  await import('../contact/paymentNote');
});
afterEach(() => vi.clearAllMocks());

const { accepts } = facts;
const fields: readonly FieldDefinition<keyof typeof contactForm.fields>[] =
  contactDefinition.fields;
const paymentField = fields.find((field) => field.acceptedPayment)!;
const label = copyOf(contactDefinition, paymentField).label;

/** The care request on /contact, with its way to pay set to `choice`. */
async function choosePayment(choice: string) {
  await renderAt('/contact');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), choice);
  const form = screen.getByRole('form', { name: contactForm.name });
  const select = within(form).getByRole('combobox', { name: label });
  await waitFor(() => expect(select).toHaveValue(choice));
  return { form, select };
}

/** The note under the choice, once its words have loaded (the link to /paying-for-care ends it). */
async function noteUnder(form: HTMLElement) {
  const more = await within(form).findByRole('link', { name: paymentNotes.more });
  return { more, note: more.closest<HTMLElement>('[role="status"]')! };
}

describe('the way to pay answers back', () => {
  it('has a field that checks the way to pay against the payment facts', () => {
    expect(paymentField.options?.map((option) => option.value)).toContain('medicaid-waiver');
  });

  it('a Medicaid waiver the agency is not enrolled with: a kind note, where to go, and the request still goes', async () => {
    const { form, select } = await choosePayment('medicaid-waiver');
    if (accepts.waiverProvider) {
      // Enrolled: nothing to say.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(within(form).queryByRole('link', { name: paymentNotes.more })).toBeNull();
      return;
    }
    const { more, note } = await noteUnder(form);
    expect(more).toHaveAttribute('href', `${paths.payingForCare}#medicaid`);
    expect(note).toHaveTextContent(facts.waiver.name);
    // The Area Agency on Aging for the agency's own counties, and the state's line for the rest.
    expect(note.textContent).toContain(facts.empowerline.name.replace(/ \(.*\)$/, ''));
    for (const { phone } of [facts.empowerline, facts.adrc]) {
      expect(within(note).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        telHref(phone),
      );
    }
    expect(select.getAttribute('aria-describedby')).toContain(note.id);
    expect(select).not.toHaveAttribute('aria-invalid');

    // A note, never a refusal: the request is sent with the choice as made.
    sender.reply.mockResolvedValue({ message: 'Sent.' });
    const type = (name: string, text: string) =>
      userEvent.type(within(form).getByRole('textbox', { name }), text);
    await type(contactForm.fields.name.label, 'Ann Lee');
    await type(contactForm.fields.phone.label, '770-555-0100');
    await type(contactForm.fields.email.label, 'ann@example.com');
    await userEvent.click(within(form).getByRole('button', { name: contactForm.submit }));
    await screen.findByRole('heading', { name: contactForm.success.title });
    expect(sender.reply).toHaveBeenCalledOnce();
    expect(sender.reply.mock.calls[0]![0]).toMatchObject({ payment: 'medicaid-waiver' });
  });

  it.each([
    ['private', accepts.privatePay, 'private-pay'],
    ['veterans', accepts.vaCommunityCareProvider, 'veterans'],
  ] as const)(
    '"%s": a note only when the facts say the agency cannot be paid that way',
    async (choice, taken, section) => {
      const { form } = await choosePayment(choice);
      if (taken) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(within(form).queryByRole('link', { name: paymentNotes.more })).toBeNull();
      } else {
        const { more } = await noteUnder(form);
        expect(more).toHaveAttribute('href', `${paths.payingForCare}#${section}`);
      }
    },
  );

  it.each(['ltc-insurance', 'not-sure'])('"%s": no note, whatever the facts', async (choice) => {
    const { form, select } = await choosePayment(choice);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(form).queryByRole('link', { name: paymentNotes.more })).toBeNull();
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});
