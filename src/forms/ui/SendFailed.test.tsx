import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../content/business';
import { contactForm as copy } from '../contact/words';
import { renderAt } from '../../test/renderAt';

// The form's sender, answering as the form function does; the page's code is the real one.
const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));

/** A refusal whose words the server wrote for the visitor, as postForm.ts makes it. */
const refusal = (message: string) => Object.assign(new Error(message), { forVisitor: true });

// The form's Formik version, which the page loads on first use: its first import takes seconds
// on a busy machine, spent here rather than inside a test's wait for the form to take over.
beforeAll(async () => {
  await import('./EnhancedForm');
}, 60_000);
beforeEach(() => {
  sender.reply.mockRejectedValue(new Error('HTTP 503'));
});
afterEach(() => {
  vi.clearAllMocks();
});

/** The care request on the contact page, filled in and sent: it fails unless told otherwise. */
async function sendCareRequest() {
  await renderAt('/contact');
  const plain = screen.getByRole('form', { name: copy.name });
  await userEvent.click(within(plain).getByRole('textbox', { name: copy.fields.name.label }));
  await waitFor(() => expect(plain).not.toBeInTheDocument());
  const form = screen.getByRole('form', { name: copy.name });
  const field = (label: string) => within(form).getByRole('textbox', { name: label });
  await userEvent.type(field(copy.fields.name.label), 'Ann Lee');
  await userEvent.type(field(copy.fields.phone.label), '770-555-0100');
  await userEvent.type(field(copy.fields.email.label), 'ann@example.com');
  await userEvent.type(field(copy.fields.message.label), 'Weekend help, please.');
  await userEvent.click(within(form).getByRole('button', { name: copy.submit }));
  return { form, field };
}

/** What the form says once a send failed, found by its retry button. */
async function failure(form: HTMLElement) {
  const retry = await within(form).findByRole('button', { name: copy.failure.retry });
  return retry.closest<HTMLElement>('[data-send-failed]')!;
}

describe('a care request whose send fails', () => {
  it('says so in the form, right after the send button, with the focus on what it says', async () => {
    const { form } = await sendCareRequest();
    const said = await failure(form);

    expect(form).toContainElement(said);
    // Next to the send button: the first thing after it in the form.
    const send = within(form).getByRole('button', { name: copy.submit });
    expect(send.nextElementSibling).toBe(said);
    const title = within(said).getByText(copy.failure.title);
    await waitFor(() => expect(title).toHaveFocus());
    // Read with the title when the focus lands on it: why, what to do, and that nothing is lost.
    expect(title).toHaveAccessibleDescription(
      `${copy.failure.fallback} ${copy.failure.kept}`.replace(/\s+/g, ' '),
    );
    expect(said).toHaveTextContent(copy.failure.fallback);
    expect(said).toHaveTextContent(copy.failure.kept);
  });

  it('gives the phone as a link that dials, and keeps every answer', async () => {
    const { form, field } = await sendCareRequest();
    const said = await failure(form);

    expect(within(said).getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    expect(field(copy.fields.name.label)).toHaveValue('Ann Lee');
    expect(field(copy.fields.email.label)).toHaveValue('ann@example.com');
    expect(field(copy.fields.message.label)).toHaveValue('Weekend help, please.');
    expect(within(form).getByRole('button', { name: copy.submit })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: copy.success.title })).not.toBeInTheDocument();
  });

  it("says the server's own words when it gave any", async () => {
    const words = `We couldn't send your message just now. Please call us at ${business.phone.display}.`;
    sender.reply.mockRejectedValue(refusal(words));
    const { form } = await sendCareRequest();
    const said = await failure(form);
    expect(said).toHaveTextContent(words);
    expect(said).not.toHaveTextContent(copy.failure.fallback);
  });

  it('sends the same answers again with "Try again", and gives way to the sent state', async () => {
    const { form } = await sendCareRequest();
    const said = await failure(form);
    expect(sender.reply).toHaveBeenCalledTimes(1);
    sender.reply.mockResolvedValue({ message: 'Received.' });

    await userEvent.click(within(said).getByRole('button', { name: copy.failure.retry }));

    const heading = await screen.findByRole('heading', { name: copy.success.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sender.reply).toHaveBeenCalledTimes(2);
    const [first, second] = sender.reply.mock.calls.map(
      ([values]) => values as Record<string, string>,
    );
    expect(second).toEqual(first);
    expect(second!.name).toBe('Ann Lee');
    expect(second!.submissionId).toBeTruthy();
    expect(form.querySelector('[data-send-failed]')).toBeNull();
  });

  it('takes the focus again when the next try fails too', async () => {
    const { form } = await sendCareRequest();
    const said = await failure(form);
    const retry = within(said).getByRole('button', { name: copy.failure.retry });
    await userEvent.click(retry);
    await waitFor(() => expect(sender.reply).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(form).getByText(copy.failure.title)).toHaveFocus());
    expect(form.querySelectorAll('[data-send-failed]')).toHaveLength(1);
  });

  it('goes once the visitor changes an answer', async () => {
    const { form, field } = await sendCareRequest();
    await failure(form);
    await userEvent.type(field(copy.fields.message.label), ' Thanks.');
    expect(form.querySelector('[data-send-failed]')).toBeNull();
    expect(field(copy.fields.message.label)).toHaveValue('Weekend help, please. Thanks.');
  });
});
