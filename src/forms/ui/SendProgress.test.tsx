import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationForm as copy } from '../apply/words';
import { APPLICATION_DRAFT_KEY, emptyApplication } from '../apply/definition';
import { writeDraft } from '../draft';
import { renderAt } from '../../test/renderAt';

/**
 * A stand-in for the browser's XMLHttpRequest that the test drives: it says how much of the
 * upload has gone, answers, or is stopped, when the test says so.
 */
class FakeRequest {
  static last: FakeRequest | undefined;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | undefined;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser's progress event: this many bytes of the whole have gone. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, reply: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(reply);
    this.onload?.();
  }
}

const answers = {
  ...emptyApplication,
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '770-555-0111',
  address: '3 Oak Rd',
  city: 'Atlanta',
  zipCode: '30303',
  availability: 'flexible',
  transportation: 'public-transport',
  experience: 'Ten years as a CNA.',
  motivation: 'I love this work.',
};

const resume = new File(['%PDF-1.7 a résumé'], 'Maria CV.pdf', { type: 'application/pdf' });

// The form's Formik version, which the page loads on first use: its first import takes seconds
// on a busy machine, spent here rather than inside a test's wait for the form to take over.
beforeAll(async () => {
  await import('./EnhancedForm');
}, 60_000);
beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  // The answers typed before a reload: the form restores them, loading its Formik version.
  writeDraft(APPLICATION_DRAFT_KEY, answers, emptyApplication);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The application, filled in, a résumé chosen, and sent: the request waits for the test. */
async function sendWithResume() {
  await renderAt('/apply');
  const form = screen.getByRole('form', { name: copy.name });
  await waitFor(() => expect(form).not.toBeInTheDocument());
  const enhanced = screen.getByRole('form', { name: copy.name });
  await waitFor(() =>
    expect(within(enhanced).getByRole('textbox', { name: /First Name/ })).toHaveValue('Maria'),
  );
  await userEvent.upload(within(enhanced).getByLabelText(copy.resume.label), resume);
  await userEvent.click(within(enhanced).getByRole('button', { name: copy.submit }));
  await waitFor(() => expect(FakeRequest.last).toBeDefined());
  return { form: enhanced, request: FakeRequest.last! };
}

/** What the live region says: the one that reads the progress aloud. */
const said = (form: HTMLElement) =>
  within(form)
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join('|');

describe('an application sent with a résumé', () => {
  it('shows how much has gone, and says it at each quarter only', async () => {
    const { form, request } = await sendWithResume();
    expect(request.body?.get('resume')).toBeInstanceOf(File);

    request.progress(1_000_000, 4_000_000);
    const bar = await within(form).findByRole('progressbar', { name: copy.upload.label });
    expect(bar).toHaveAttribute('value', '25');
    expect(within(bar.parentElement!).getByText(copy.upload.percent(25))).toBeVisible();
    expect(said(form)).toContain(copy.upload.percent(25));

    request.progress(1_600_000, 4_000_000);
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    // Not every percent: the region still says the last quarter.
    expect(said(form)).toContain(copy.upload.percent(25));
    expect(said(form)).not.toContain(copy.upload.percent(40));

    request.progress(3_000_000, 4_000_000);
    await waitFor(() => expect(said(form)).toContain(copy.upload.percent(75)));
  });

  it('stops with Cancel, keeping every answer and the file, and can be sent again', async () => {
    const { form, request } = await sendWithResume();
    request.progress(1_200_000, 4_000_000);
    await userEvent.click(await within(form).findByRole('button', { name: copy.upload.cancel }));

    expect(request.aborted).toBe(true);
    await waitFor(() => expect(said(form)).toContain(copy.upload.cancelled));
    expect(within(form).getByText(copy.upload.cancelled)).toBeVisible();
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('Maria');
    expect(within(form).getByRole('textbox', { name: /Caregiving Experience/ })).toHaveValue(
      answers.experience,
    );
    const file = within(form).getByLabelText<HTMLInputElement>(copy.resume.label);
    expect(file.files?.[0]?.name).toBe(resume.name);
    const send = within(form).getByRole('button', { name: copy.submit });
    await waitFor(() => expect(send).toHaveFocus());
    expect(send).toBeEnabled();

    // Sent again, it goes with the same file, and this time through.
    await userEvent.click(send);
    await waitFor(() => expect(FakeRequest.last).not.toBe(request));
    const again = FakeRequest.last!;
    expect((again.body?.get('resume') as File).name).toBe(resume.name);
    expect(again.body?.get('submissionId')).toBe(request.body?.get('submissionId'));
    again.answer(200, { ok: true, message: 'Received.' });
    // Focus moves once the heading is drawn: on a loaded machine, a moment after it appears.
    const heading = await screen.findByRole('heading', { name: copy.success.title });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says a dropped upload in the form, by the buttons, keeping every answer and the file', async () => {
    const { form, request } = await sendWithResume();
    request.progress(2_000_000, 4_000_000);
    await within(form).findByRole('progressbar', { name: copy.upload.label });
    // The connection drops halfway.
    request.onerror?.();

    const retry = await within(form).findByRole('button', { name: copy.failure.retry });
    const said = retry.closest<HTMLElement>('[data-send-failed]')!;
    const title = within(said).getByText(copy.failure.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(said).toHaveTextContent(copy.failure.keptWithFile);
    // After the send and clear buttons, before anything else of the form.
    const send = within(form).getByRole('button', { name: copy.submit });
    expect(send.parentElement!.nextElementSibling).toBe(said);
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Last Name/ })).toHaveValue('Lopez');
    const file = within(form).getByLabelText<HTMLInputElement>(copy.resume.label);
    expect(file.files?.[0]?.name).toBe(resume.name);

    // Tried again, the same file goes with the same id.
    await userEvent.click(retry);
    await waitFor(() => expect(FakeRequest.last).not.toBe(request));
    expect((FakeRequest.last!.body?.get('resume') as File).name).toBe(resume.name);
    expect(FakeRequest.last!.body?.get('submissionId')).toBe(request.body?.get('submissionId'));
  });

  it('shows no bar for an application sent without a résumé', async () => {
    await renderAt('/apply');
    const form = screen.getByRole('form', { name: copy.name });
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const enhanced = screen.getByRole('form', { name: copy.name });
    await waitFor(() =>
      expect(within(enhanced).getByRole('textbox', { name: /First Name/ })).toHaveValue('Maria'),
    );
    await userEvent.click(within(enhanced).getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(FakeRequest.last).toBeDefined());
    FakeRequest.last!.progress(500, 1000);
    expect(within(enhanced).queryByRole('progressbar')).not.toBeInTheDocument();
    FakeRequest.last!.answer(202, { ok: true, queued: true, message: 'Kept, on its way.' });
    expect(await screen.findByText('Kept, on its way.')).toBeInTheDocument();
  });
});
