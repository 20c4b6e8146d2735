import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ValidationError } from 'yup';
import {
  copyOf,
  emptyValues,
  type FieldDefinition,
  type FormDefinition,
} from '../forms/definition';
import { schemaFor } from '../forms/schema';

/**
 * What a form's own rules say of its answers as the page starts them (every field empty but
 * those with a starting value), field by field in the form's order: what an empty send must show.
 */
export function emptyFormSays(definition: FormDefinition) {
  let refused: ValidationError[] = [];
  try {
    schemaFor(definition).validateSync(emptyValues(definition), { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    refused = error.inner;
  }
  return definition.fields.flatMap((field) => {
    const said = refused.find((problem) => problem.path === field.name);
    return said ? [{ field, label: copyOf(definition, field).label, message: said.message }] : [];
  });
}

/** A field of `form` by its label, as the control its kind brings. */
export const control = (
  form: HTMLElement,
  { field, label }: { field: FieldDefinition; label: string },
) => within(form).getByRole(field.kind === 'choice' ? 'combobox' : 'textbox', { name: label });

/**
 * Sends `form` as the page starts it and checks that the site speaks for it: the browser's own
 * checks stop nothing (no `invalid` event, the form does not validate natively), each refused
 * field says its own message and is marked, the focus goes to the first, and the summary counts
 * them as `answersToFix` says. Returns the form as it is then (its Formik version).
 */
export async function sendEmpty(
  form: HTMLElement,
  definition: FormDefinition,
  words: { name: string; submit: string },
  answersToFix: (count: number) => string,
) {
  const expected = emptyFormSays(definition);
  expect(expected.length).toBeGreaterThan(0);
  // The page's script runs: the form no longer leaves its checks to the browser, and still
  // tells assistive technology which answers are required.
  expect(form).toHaveProperty('noValidate', true);
  for (const answer of expected) expect(control(form, answer)).toBeRequired();

  const browserChecks: string[] = [];
  const listen = (event: Event) => browserChecks.push((event.target as HTMLInputElement).name);
  document.addEventListener('invalid', listen, true);
  try {
    await userEvent.click(within(form).getByRole('button', { name: words.submit }));
    await screen.findByText(answersToFix(expected.length));
  } finally {
    document.removeEventListener('invalid', listen, true);
  }
  expect(browserChecks).toEqual([]);

  const current = screen.getByRole('form', { name: words.name });
  expect(current).toHaveProperty('noValidate', true);
  for (const answer of expected) {
    const { message } = answer;
    const field = control(current, answer);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(current).getByText(message)).toBeVisible();
  }
  const first = expected[0]!;
  await waitFor(() => expect(control(current, first)).toHaveFocus());
  return current;
}
