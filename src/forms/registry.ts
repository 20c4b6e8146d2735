import { applicationDefinition } from './applicationDefinition';
import { contactDefinition } from './contactDefinition';
import type { FormDefinition, ValuesOf } from './definition';

/**
 * Every form the site takes, by name. The functions and the store look a form up here; the
 * staff side of each (its inbox and email subject) is in `netlify/server/intake/forms.ts`, which must
 * cover every name, and where it is shown and lands is in `formPages.ts`.
 */
export const forms = {
  [contactDefinition.name]: contactDefinition,
  [applicationDefinition.name]: applicationDefinition,
} as const satisfies Record<string, FormDefinition>;

export type FormName = keyof typeof forms;
export type FormValues<N extends FormName> = ValuesOf<(typeof forms)[N]>;

export const formNames = Object.keys(forms) as FormName[];
