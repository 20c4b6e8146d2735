import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmationPaths } from '../config/paths';
import { applicationForm } from '../forms/apply/words';
import { formPageWords } from '../content/confirmation';
import { contactForm } from '../forms/contact/words';
import { formPagePath } from '../forms/formPages';
import { formNames, type FormName } from '../forms/registry';
import { loadShownForm } from './pageModules';
import { routeFor } from './routes';
import { staticApp } from './staticApp';
import { routeHead } from '../seo/routeHead';

const labelsOf = async (name: FormName) =>
  Object.values((await loadShownForm(name)).definition.copy).map((field) => field.label);

async function pageAt(path: string) {
  const { element } = await staticApp(path);
  document.body.innerHTML = renderToString(element);
  return document.body;
}

describe('the pages a form posted without JavaScript lands on', () => {
  it('thank the visitor in the words of the form that was sent, under its own head', async () => {
    for (const name of formNames) {
      const { words } = await loadShownForm(name);
      const path = formPagePath(name, 'sent');
      const page = await pageAt(path);
      expect(page.querySelector('h1')?.textContent).toBe(words.success.title);
      for (const line of words.pages.sent.details) expect(page.textContent).toContain(line);
      const { chosenTime } = words.pages.sent;
      if (chosenTime) expect(page.textContent).toContain(chosenTime);
      const head = JSON.stringify(await routeHead(routeFor(path).handle));
      expect(head).toContain(words.success.title);
      expect(head).toContain(words.success.description);

      const check = await pageAt(formPagePath(name, 'checkAnswers'));
      const listed = [...check.querySelectorAll('dt')].map((term) => term.textContent);
      expect(listed.slice(0, (await labelsOf(name)).length)).toEqual(await labelsOf(name));
      expect(head).toContain('noindex');
    }
  });

  it("on the care request's page, says a chosen best time still holds: the page cannot know it", async () => {
    const page = await pageAt(formPagePath('contact', 'sent'));
    expect(contactForm.pages.sent.chosenTime).toBeTruthy();
    expect(page.textContent).toContain(contactForm.pages.sent.chosenTime);
  });

  it("list what each answer of that form needs, and only that form's", async () => {
    const page = await pageAt(formPagePath('apply', 'checkAnswers'));
    const listed = [...page.querySelectorAll('dt')].map((term) => term.textContent);
    expect(listed).toEqual([...(await labelsOf('apply')), applicationForm.resume.label]);
    expect(page.querySelectorAll('[id="email"]')).toHaveLength(1);
    expect(page.textContent).toContain(applicationForm.pages.checkAnswers.back);

    const request = await pageAt(formPagePath('contact', 'checkAnswers'));
    const asked = [...request.querySelectorAll('dt')].map((term) => term.textContent);
    expect(asked).toEqual(await labelsOf('contact'));
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
