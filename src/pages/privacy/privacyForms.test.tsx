import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formNames } from '../../forms/registry';
import { englishModules, spanishModules } from '../../test/spanishModules';

/**
 * What each form asks for, on the privacy page, against each registered form's own definition:
 * every field a person fills in, by its label in the page's language, in the list of what must
 * be filled in or of what may be added, as the definition requires it; a choice that starts
 * answered with that answer; a file with its label. The forms are taken as their own pages
 * take them (`loadShownForm`), not from the notice's list, so a form or a field the notice
 * leaves out fails here, named. The hidden fields every form sends are said in a paragraph.
 */

/** Every label in some words: a field's, a choice's, a file's. */
function labelsIn(words: unknown, found = new Set<string>()): Set<string> {
  if (typeof words !== 'object' || words === null) return found;
  for (const [key, value] of Object.entries(words)) {
    if (key === 'label' && typeof value === 'string') found.add(value);
    else labelsIn(value, found);
  }
  return found;
}

/** Every label the forms' Spanish words give, to know the page read them and not English. */
const spanishLabels = labelsIn(import.meta.glob('../../forms/*/words.es.ts', { eager: true }));

afterEach(async () => {
  cleanup();
  await englishModules();
});

/** The privacy page and every registered form, in one language, from freshly loaded modules. */
async function noticeIn(language: 'en' | 'es') {
  await (language === 'es' ? spanishModules() : englishModules());
  // One at a time: two imports at once may each meet a mocked module mid-way (Vitest 4).
  const { privacy } = await import('../../content/privacy');
  const { AppShell } = await import('../../app/AppShell');
  const { PrivacyPage } = await import('./PrivacyPage');
  const { loadShownForm } = await import('../../app/pageModules');
  const { container } = render(
    <AppShell>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </AppShell>,
  );
  const forms = [];
  for (const name of formNames) forms.push([name, await loadShownForm(name)] as const);
  const listing = privacy.sections.find((section) => section.listsForms);
  return { page: within(container), words: privacy.formFields, listing, forms };
}

const linesOf = (list: HTMLElement | null) =>
  [...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent ?? '');

describe.each(['en', 'es'] as const)('the privacy notice in %s', (language) => {
  it('lists every field of every registered form, in the form’s own words', async () => {
    const { page, words, listing, forms } = await noticeIn(language);
    const section = page.getByRole('region', { name: listing?.heading });
    for (const [name, { definition, words: formWords }] of forms) {
      const form = section.querySelector<HTMLElement>(`[data-form="${name}"]`);
      expect(form, `the ${name} form in the privacy notice`).not.toBeNull();
      // Under its own name, as the form's own page names it.
      expect(within(form!).getByRole('heading', { level: 3 })).toHaveTextContent(
        (formWords as { name?: string }).name ?? name,
      );
      const required = linesOf(within(form!).queryByRole('list', { name: words.required }));
      const optional = linesOf(within(form!).queryByRole('list', { name: words.optional }));
      for (const field of definition.fields) {
        const { label } = definition.copy[field.name]!;
        if (language === 'es')
          expect(spanishLabels, `${name}.${field.name} in Spanish`).toContain(label);
        const lines = field.required ? required : optional;
        const line = lines.find((each) => each === label || each.startsWith(`${label} `));
        expect(
          line,
          `the ${name} form's field "${field.name}" (“${label}”) in the privacy notice's list of what ${field.required ? 'must be filled in' : 'may be added'}`,
        ).toBeDefined();
        const preset = field.options?.find((option) => option.value === field.initial);
        if (preset) expect(line).toBe(`${label} ${words.preset(preset.label)}`);
      }
      if (definition.takesResume) {
        const file = formWords.resume?.label;
        expect(file, `the ${name} form's file has a label`).toBeTruthy();
        expect(optional, `the ${name} form's file in the privacy notice`).toContain(
          words.file(file!),
        );
      }
      // Nothing listed that the form does not ask for.
      expect(required.length + optional.length).toBe(
        definition.fields.length + (definition.takesResume ? 1 : 0),
      );
    }
  });
});
