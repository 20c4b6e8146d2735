import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmationPaths } from '../config/paths';
import { applicationForm } from '../forms/apply/words';
import { applicationDefinition } from '../forms/apply/definition';
import { formPageWords } from '../content/confirmation';
import { contactForm } from '../forms/contact/words';
import { contactDefinition } from '../forms/contact/definition';
import { formPagePath } from '../forms/formPages';
import { formNames, type FormName } from '../forms/registry';
import { routeFor } from './routes';
import { staticApp } from './staticApp';
import { routeHead } from '../seo/routeHead';

const shown = {
  contact: { definition: contactDefinition, words: contactForm },
  apply: { definition: applicationDefinition, words: applicationForm },
} satisfies Record<FormName, unknown>;

const labelsOf = (name: FormName) =>
  Object.values(shown[name].definition.copy).map((field) => field.label);

async function pageAt(path: string) {
  const { element } = await staticApp(path);
  document.body.innerHTML = renderToString(element);
  return document.body;
}

describe('the pages a form posted without JavaScript lands on', () => {
  it('thank the visitor in the words of the form that was sent, under its own head', async () => {
    for (const name of formNames) {
      const path = formPagePath(name, 'sent');
      const page = await pageAt(path);
      expect(page.querySelector('h1')?.textContent).toBe(shown[name].words.success.title);
      for (const line of shown[name].words.pages.sent.details) {
        expect(page.textContent).toContain(line);
      }
      const head = JSON.stringify(await routeHead(routeFor(path).handle));
      expect(head).toContain(shown[name].words.pages.sent.title);
      expect(head).toContain('noindex');
    }
  });

  it("list what each answer of that form needs, and only that form's", async () => {
    const page = await pageAt(formPagePath('apply', 'checkAnswers'));
    const listed = [...page.querySelectorAll('dt')].map((term) => term.textContent);
    expect(listed).toEqual([...labelsOf('apply'), applicationForm.resume.label]);
    expect(page.querySelectorAll('[id="email"]')).toHaveLength(1);
    expect(page.textContent).toContain(applicationForm.pages.checkAnswers.back);

    const request = await pageAt(formPagePath('contact', 'checkAnswers'));
    const asked = [...request.querySelectorAll('dt')].map((term) => term.textContent);
    expect(asked).toEqual(labelsOf('contact'));
    const flagged = formPageWords.checkAnswers('', { label: '', to: '' }).flagged ?? '';
    expect(flagged).not.toBe('');
    expect(request.textContent).toContain(flagged);
    expect(request.textContent).toContain(contactForm.pages.checkAnswers.noun);
  });

  it("preload the form's page, where its words and fields are", () => {
    expect(routeFor(formPagePath('apply', 'checkAnswers')).handle.modules).toContain(
      'src/pages/apply/ApplyPage.tsx',
    );
    expect(routeFor(formPagePath('contact', 'sent')).handle.modules).toContain(
      'src/pages/contact/ContactPage.tsx',
    );
    expect(routeFor(confirmationPaths.notSent).handle.modules).toEqual([
      'src/pages/confirmation/ConfirmationPage.tsx',
    ]);
  });
});
