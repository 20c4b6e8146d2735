import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../content/business';
import { contactForm as copy } from '../contact/words';
import { renderAt } from '../../test/renderAt';

// The form's sender, answering as the form function does; the page's code is the real one.
const sender = vi.hoisted(() => ({ reply: vi.fn() }));
vi.mock('../../api/postForm', () => ({ senderFor: () => sender.reply }));
// The call-language line comes from the business facts: what it says is callLanguage.test.ts's.
const note = vi.hoisted(() => ({ said: vi.fn<() => string | undefined>() }));
vi.mock('../../content/callLanguage', () => ({ callLanguageNote: note.said }));

// The form's Formik version, which the page loads on first use: its first import takes seconds
// on a busy machine, spent here rather than inside a test's wait for the form to take over.
beforeAll(async () => {
  await import('./EnhancedForm');
}, 60_000);
beforeEach(() => {
  sender.reply.mockResolvedValue({ message: 'The server said this.' });
  note.said.mockReturnValue(undefined);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The care request on the contact page, filled in and sent. */
async function sendCareRequest() {
  await renderAt('/contact');
  const form = screen.getByRole('form', { name: copy.name });
  await userEvent.click(within(form).getByRole('textbox', { name: copy.fields.name.label }));
  await waitFor(() => expect(form).not.toBeInTheDocument());
  const enhanced = screen.getByRole('form', { name: copy.name });
  await userEvent.type(
    within(enhanced).getByRole('textbox', { name: copy.fields.name.label }),
    'Ann Lee',
  );
  await userEvent.type(
    within(enhanced).getByRole('textbox', { name: copy.fields.phone.label }),
    '770-555-0100',
  );
  await userEvent.type(
    within(enhanced).getByRole('textbox', { name: copy.fields.email.label }),
    'ann@example.com',
  );
  await userEvent.click(within(enhanced).getByRole('button', { name: copy.submit }));
  return enhanced;
}

describe('a care request once it is sent', () => {
  it('gives way to what was sent, with the focus on its heading', async () => {
    await sendCareRequest();
    const heading = await screen.findByRole('heading', { name: copy.success.title });
    await waitFor(() => expect(heading).toHaveFocus());
    const sent = within(heading.closest<HTMLElement>('[data-sent-state]')!);
    expect(sent.getByText('The server said this.')).toBeInTheDocument();
    for (const line of copy.pages.sent.details) expect(sent.getByText(line)).toBeInTheDocument();
    // The number to call, a link that dials on a phone.
    expect(sent.getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    );
  });

  it('offers no button that would send the same request again', async () => {
    await sendCareRequest();
    await screen.findByRole('heading', { name: copy.success.title });
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: copy.fields.name.label })).not.toBeInTheDocument();
    expect(sender.reply).toHaveBeenCalledTimes(1);
  });

  it('is said once: by the focus, not by a live region as well', async () => {
    await sendCareRequest();
    const heading = await screen.findByRole('heading', { name: copy.success.title });
    expect(heading.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    for (const region of screen.queryAllByRole('status'))
      expect(region).not.toHaveTextContent(copy.success.title);
  });

  it('says when we will call, from the promise when the server makes one', async () => {
    const promise = 'We will call you today, Friday, between 5 and 6 PM.';
    sender.reply.mockResolvedValue({ message: 'The server said this.', promise });
    await sendCareRequest();
    expect(await screen.findByText(promise)).toBeInTheDocument();
    // Read with the heading when the focus lands on it.
    expect(screen.getByRole('heading', { name: copy.success.title })).toHaveAccessibleDescription(
      promise,
    );
    expect(screen.queryByText('The server said this.')).not.toBeInTheDocument();
  });

  it('says in which language we will call, when there is something to say', async () => {
    note.said.mockReturnValue('A note on the language of the call.');
    await sendCareRequest();
    expect(await screen.findByText('A note on the language of the call.')).toBeInTheDocument();
  });

  it('brings back an empty form with "send another request", the focus in its first field', async () => {
    await sendCareRequest();
    await screen.findByRole('heading', { name: copy.success.title });
    await userEvent.click(screen.getByRole('button', { name: copy.success.again }));

    const name = screen.getByRole('textbox', { name: copy.fields.name.label });
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.fields.phone.label })).toHaveValue('');
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: copy.success.title })).not.toBeInTheDocument();
  });

  it('keeps the height the form had, so nothing below it moves, until a new form is asked for', async () => {
    // jsdom lays nothing out: the form says where it is, 100 px from the top and 2400 px tall.
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 375, height: 2400 }),
    );
    const form = await sendCareRequest();
    await screen.findByRole('heading', { name: copy.success.title });
    // Once the page is still, no taller than what reaches the foot of the screen.
    await waitFor(() => expect(form.style.minHeight).toBe(`${window.innerHeight - 100}px`));
    expect(window.innerHeight - 100).toBeLessThan(2400);

    await userEvent.click(screen.getByRole('button', { name: copy.success.again }));
    expect(form.style.minHeight).toBe('');
  });

  it('stays a form as before when the send fails: the answers and the send button stay', async () => {
    sender.reply.mockRejectedValue(new Error('HTTP 503'));
    await sendCareRequest();
    // What it says is SendFailed.test.tsx's.
    expect(await screen.findByRole('button', { name: copy.failure.retry })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.fields.name.label })).toHaveValue('Ann Lee');
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: copy.success.title })).not.toBeInTheDocument();
  });
});
