import type { ConfirmationKey, PageKey } from '../config/paths';

/**
 * Where each form is shown, and where a post of it without JavaScript lands. Apart from the
 * definitions on purpose: the route table, on every page, reads it, while a form's fields and
 * words travel only with the page that shows the form.
 */
export const formPages = {
  contact: { shownOn: 'contact', sent: 'requestSent', checkAnswers: 'checkRequest' },
  apply: { shownOn: 'apply', sent: 'applicationSent', checkAnswers: 'checkApplication' },
} as const satisfies Record<
  string,
  { shownOn: PageKey; sent: ConfirmationKey; checkAnswers: ConfirmationKey }
>;

/** The form a confirmation page thanks for or sends back to be checked, if any. */
export function formConfirmedOn(page: ConfirmationKey): keyof typeof formPages | undefined {
  return (Object.keys(formPages) as (keyof typeof formPages)[]).find(
    (name) => formPages[name].sent === page || formPages[name].checkAnswers === page,
  );
}
