import { confirmationPaths } from '../config/paths';
import { formNames, type FormName } from './registry';

/**
 * The two pages of each form for a post without JavaScript, named from the form's name:
 * `/contact/sent` thanks the visitor, `/contact/check-your-answers` sends them back to an
 * answer. Each says what it says in the form's own words.
 */
const formPageSlugs = { sent: 'sent', checkAnswers: 'check-your-answers' } as const;

export type FormPageKind = keyof typeof formPageSlugs;

const formPageKinds = Object.keys(formPageSlugs) as FormPageKind[];

export function formPagePath(form: FormName | (string & {}), kind: FormPageKind): string {
  return `/${form}/${formPageSlugs[kind]}`;
}

/** Every form's two pages, in the registry's order. */
export const formConfirmationPages = formNames.flatMap((form) =>
  formPageKinds.map((kind) => ({ form, kind, path: formPagePath(form, kind) })),
);

/**
 * Every page a post without JavaScript can land on: the shared ones and each form's. Asked
 * for, not kept, so the route table, which imports this module, carries no copy of the list.
 */
export function everyConfirmationPath(): string[] {
  return [...Object.values(confirmationPaths), ...formConfirmationPages.map((page) => page.path)];
}
