import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmationPaths } from '../config/paths';
import { applicationForm } from '../content/applicationForm';
import { confirmations } from '../content/confirmation';
import { contactForm } from '../content/contactForm';
import { formNames, forms, type FormName } from '../forms/registry';
import { routeFor } from './routes';
import { staticApp } from './staticApp';

const words = { contact: contactForm, apply: applicationForm } satisfies Record<FormName, unknown>;
const labelsOf = (name: FormName) => Object.values(forms[name].copy).map((field) => field.label);

async function pageAt(path: string) {
  const { element } = await staticApp(path);
  document.body.innerHTML = renderToString(element);
  return document.body;
}

describe('the pages a form posted without JavaScript lands on', () => {
  it('thank the visitor in the words of the form that was sent', async () => {
    for (const name of formNames) {
      const page = await pageAt(confirmationPaths[forms[name].pages.sent]);
      expect(page.querySelector('h1')?.textContent).toBe(words[name].success.title);
    }
  });

  it("list what each answer of that form needs, and only that form's", async () => {
    const page = await pageAt(confirmationPaths.checkApplication);
    const listed = [...page.querySelectorAll('dt')].map((term) => term.textContent);
    expect(listed).toEqual([...labelsOf('apply'), applicationForm.resume.label]);
    expect(page.querySelectorAll('[id="email"]')).toHaveLength(1);

    const request = await pageAt(confirmationPaths.checkRequest);
    const asked = [...request.querySelectorAll('dt')].map((term) => term.textContent);
    expect(asked).toEqual(labelsOf('contact'));
    expect(request.textContent).toContain(confirmations.checkRequest.flagged);
  });

  it("preload the form's page, where its words and fields are", () => {
    expect(routeFor(confirmationPaths.checkApplication).handle.modules).toContain(
      'src/pages/apply/ApplyPage.tsx',
    );
    expect(routeFor(confirmationPaths.requestSent).handle.modules).toContain(
      'src/pages/contact/ContactPage.tsx',
    );
    expect(routeFor(confirmationPaths.notSent).handle.modules).toEqual([
      'src/pages/confirmation/ConfirmationPage.tsx',
    ]);
  });
});
