import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { accessibility as english, type FormClaim } from '../../content/accessibility';
import { business } from '../../content/business';
import { applicationForm } from '../../forms/apply/words';
import { contactForm } from '../../forms/contact/words';
import { FormBindingContext, staticBinding, type UploadState } from '../../forms/ui/binding';
import { SendFailed } from '../../forms/ui/SendFailed';
import { SendProgress } from '../../forms/ui/SendProgress';
import { SentState } from '../../forms/ui/SentStatus';
import { englishModules, spanishModules } from '../../test/spanishModules';

/**
 * Each sentence the accessibility statement says about what a form does (`formClaims`), tied
 * to the component that does it: the component, rendered alone, does what the sentence says.
 * Where the form's place is part of the claim (the sent state in the form's place, the failure
 * right after the send button, every answer kept), the forms' own tests hold it on the whole
 * page: src/forms/ui/SentState.test.tsx, SendFailed.test.tsx and SendProgress.test.tsx.
 */

function shown(ui: ReactNode) {
  return render(
    <AppShell>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppShell>,
  );
}

/** jsdom does not scroll: what the components asked to bring into view. */
function watchScrolling() {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  return scrolled;
}

afterEach(async () => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  await englishModules();
});

/** What the component that does each claimed thing must do: a claim without one is a type error. */
const checks: Record<FormClaim, () => Promise<void>> = {
  // "a message takes its place, saying so and when we will be in touch. The page scrolls to it
  // and the focus moves to its heading […] until you press its button to send another"
  async sent() {
    const scrolled = watchScrolling();
    const again = vi.fn();
    const when = 'We will call you by 10:00 AM tomorrow, Tuesday.';
    const { title } = contactForm.success;
    shown(
      <SentState
        sent={{ title, said: when, details: [], again: contactForm.success.again }}
        onAgain={again}
      />,
    );
    const heading = screen.getByRole('heading', { name: title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(when);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.some((element) => (element as Element).contains(heading))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: contactForm.success.again }));
    expect(again).toHaveBeenCalledOnce();
  },

  // "it says so […] with our phone number as a link you can tap to call. The focus moves to that
  // message […] everything you typed stays in the form, so you can try again"
  async failed() {
    watchScrolling();
    const retry = vi.fn();
    const { failure } = contactForm;
    shown(
      <SendFailed
        failed={{
          title: failure.title,
          said: failure.fallback,
          kept: failure.kept,
          retry: failure.retry,
          sending: contactForm.sending,
        }}
        times={1}
        sending={false}
        onRetry={retry}
      />,
    );
    const title = screen.getByText(failure.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(`${failure.fallback} ${failure.kept}`);
    const dials = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === business.phone.href);
    expect(dials.map((link) => link.textContent)).toContain(business.phone.display);
    await userEvent.click(screen.getByRole('button', { name: failure.retry }));
    expect(retry).toHaveBeenCalledOnce();
  },

  // "a progress bar that screen readers can read shows how much has gone. A button stops the
  // send and keeps every answer and the résumé"
  async upload() {
    const cancel = vi.fn();
    const { upload } = applicationForm;
    const going = (state: UploadState, isSubmitting: boolean) => (
      <FormBindingContext.Provider
        value={{ ...staticBinding({}), isSubmitting, upload: { state, cancel } }}
      >
        <SendProgress words={upload} />
      </FormBindingContext.Provider>
    );
    const { rerender } = shown(going({ percent: 40 }, true));
    const bar = screen.getByRole('progressbar', { name: upload.label });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
    await userEvent.click(screen.getByRole('button', { name: upload.cancel }));
    expect(cancel).toHaveBeenCalledOnce();
    rerender(
      <AppShell>
        <MemoryRouter>{going({ cancelled: true }, false)}</MemoryRouter>
      </AppShell>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(upload.cancelled);
  },
};

describe('what the accessibility statement says a form does', () => {
  it.each(Object.keys(checks) as FormClaim[])('%s: its component does it', async (claim) => {
    await checks[claim]();
  });
});

describe.each(['en', 'es'] as const)('the accessibility statement in %s', (language) => {
  it('says each thing a form does, as an item of the statement', async () => {
    await (language === 'es' ? spanishModules() : englishModules());
    // One at a time: two imports at once may each meet a mocked module mid-way.
    const { accessibility } = await import('../../content/accessibility');
    const Shell = (await import('../../app/AppShell')).AppShell;
    const { AccessibilityPage } = await import('./AccessibilityPage');
    render(
      <Shell>
        <MemoryRouter>
          <AccessibilityPage />
        </MemoryRouter>
      </Shell>,
    );
    expect(Object.keys(accessibility.formClaims).sort()).toEqual(Object.keys(checks).sort());
    for (const claim of Object.keys(checks) as FormClaim[]) {
      const said = accessibility.formClaims[claim];
      if (language === 'es') expect(said).not.toBe(english.formClaims[claim]);
      expect(screen.getByText(said).tagName, claim).toBe('LI');
    }
  });
});
