import type { PageKey } from '../config/paths';

/**
 * Every form the site takes, by name, and the page that shows it: the only list of forms. A
 * form lives in `src/forms/<name>/`: `definition.ts`, `words.ts` and its Spanish twin, and
 * `staff.ts` for the functions. Its definition is `registered` under its name here, which gives
 * it its name and endpoint (`/api/<name>`); its pages for a post without JavaScript and the
 * functions' registry derive from the name too, and every other list (the privacy notice, the
 * tests) is checked against this one.
 */
export const forms = {
  contact: { shownOn: 'contact' },
  apply: { shownOn: 'apply' },
} as const satisfies Record<string, { shownOn: PageKey }>;

export type FormName = keyof typeof forms;

export const formNames = Object.keys(forms) as FormName[];
