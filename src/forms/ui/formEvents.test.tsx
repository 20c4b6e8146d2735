import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_ENDPOINT } from '../../config/visits';
import { contactForm as copy } from '../contact/words';
import { contactDefinition } from '../contact/definition';
import { renderAt } from '../../test/renderAt';

// The form's sender, answering as the form function does; the page's code is the real one.
const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));

/** The beacons the page sent, as the function at VISIT_ENDPOINT would read them. */
const beacons: Record<string, unknown>[] = [];
let refuse = false;

beforeAll(async () => {
  // The Formik version's first import takes seconds on a busy machine: spent here, not in a wait.
  await import('./EnhancedForm');
});
beforeEach(() => {
  sender.reply.mockResolvedValue({ message: 'Sent.' });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      if (refuse) throw new TypeError('Beacons are off');
      expect(url).toBe(VISIT_ENDPOINT);
      beacons.push(JSON.parse(body) as Record<string, unknown>);
      return true;
    },
  });
});
afterEach(() => {
  beacons.length = 0;
  refuse = false;
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const formSteps = () => beacons.filter((beacon) => beacon.type === 'form');

/** The care request on the contact page, before and after its Formik version takes over. */
async function careRequest() {
  await renderAt('/contact');
  const plain = screen.getByRole('form', { name: copy.name });
  const field = (form: HTMLElement, label: string) =>
    within(form).getByRole('textbox', { name: label });
  await userEvent.click(field(plain, copy.fields.name.label));
  await waitFor(() => expect(plain).not.toBeInTheDocument());
  const form = screen.getByRole('form', { name: copy.name });
  return { form, field: (label: string) => field(form, label) };
}

describe('a form’s steps in the owner’s counts', () => {
  it('counts the form started once, at the first touch, however many fields follow', async () => {
    const { field } = await careRequest();
    await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
    await userEvent.click(field(copy.fields.phone.label));
    await userEvent.click(field(copy.fields.name.label));
    expect(formSteps()).toEqual([
      { type: 'form', page: location.pathname, form: contactDefinition.name, step: 'started' },
    ]);
  });

  it('names the fields a send was refused for, never what was typed', async () => {
    const { form, field } = await careRequest();
    await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
    await userEvent.type(field(copy.fields.email.label), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(formSteps().some(({ step }) => step === 'refused')).toBe(true));
    const refused = formSteps().filter(({ step }) => step === 'refused');
    expect(refused.map(({ field: name }) => name).sort()).toEqual(['email', 'phone']);
    expect(JSON.stringify(beacons)).not.toMatch(/Ann Lee|not-an-address/);
    expect(sender.reply).not.toHaveBeenCalled();
  });

  it('names a field the form’s own rules refused after the browser’s checks let it through', async () => {
    const { form, field } = await careRequest();
    await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
    await userEvent.type(field(copy.fields.phone.label), '12');
    await userEvent.type(field(copy.fields.email.label), 'ann@example.com');
    await userEvent.click(within(form).getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(formSteps().some(({ step }) => step === 'refused')).toBe(true));
    expect(formSteps().filter(({ step }) => step === 'refused')).toEqual([
      {
        type: 'form',
        page: location.pathname,
        form: contactDefinition.name,
        step: 'refused',
        field: 'phone',
      },
    ]);
  });

  it('counts a send the server took', async () => {
    const { form, field } = await careRequest();
    await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
    await userEvent.type(field(copy.fields.phone.label), '770-555-0100');
    await userEvent.type(field(copy.fields.email.label), 'ann@example.com');
    await userEvent.click(within(form).getByRole('button', { name: copy.submit }));
    await screen.findByRole('heading', { name: copy.success.title });
    expect(formSteps().map(({ step }) => step)).toEqual(['started', 'sent']);
  });

  it('sends the form all the same when the browser refuses beacons', async () => {
    refuse = true;
    const { form, field } = await careRequest();
    await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
    await userEvent.type(field(copy.fields.phone.label), '770-555-0100');
    await userEvent.type(field(copy.fields.email.label), 'ann@example.com');
    await userEvent.click(within(form).getByRole('button', { name: copy.submit }));
    await screen.findByRole('heading', { name: copy.success.title });
    expect(sender.reply).toHaveBeenCalledOnce();
  });
});
