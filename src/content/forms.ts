import { RESUME_MAX_BYTES } from '../config/resume';
import { fileSize } from '../lib/fileSize';

/**
 * The résumé's limit as a phone counts: 4 MiB is 4.19 MB to a phone, said as "4.1 MB", so
 * every file a phone shows at or under it is taken (decision record 0005).
 */
export const resumeLimit = fileSize(RESUME_MAX_BYTES, 'down');

/**
 * The button that empties a form and forgets its draft, and the question it asks first. Here, with
 * the words every form page shares, because the privacy notice names the button too.
 */
export const clearForm = {
  label: 'Clear form',
  confirm: 'Clear every answer on this form? This cannot be undone.',
};

/**
 * The short line under each form, linking to the privacy notice. Here, not with the notice, so a
 * page with a form does not download the whole notice.
 */
export const privacyNotice = {
  text: 'We email your answers to our staff. The website keeps a copy only until it is delivered.',
  linkLabel: 'Read our privacy notice',
};

/** How the page of answers (no JavaScript) says what each answer needs. */
export const answerRuleWords = {
  required: 'Required',
  optional: 'Optional',
  upTo: (max: number) => `Up to ${max} characters.`,
  choice: 'One of the choices in the list.',
} as const;

/** Validation messages, written for a person rather than a programmer. */
export const validationMessages = {
  required: (label: string) => `Please enter your ${label.toLowerCase()}.`,
  choose: (label: string) => `Please choose your ${label.toLowerCase()}.`,
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  email: 'Please enter an email address like name@example.com.',
  emailTypo:
    'This email address looks like it has a typo: please check the dots and the part after the @, like name@example.com.',
  phone: 'Please enter a phone number with its area code, like (770) 555-0142.',
  zipCode: 'Please enter a 5-digit ZIP code, like 30134.',
  unknownOption: 'Please choose one of the options in the list.',
  notText: 'Please send this answer as text.',
  resumeTooLarge: `Please attach a résumé of up to ${resumeLimit}, or send the form without it.`,
  resumeType: 'Please attach your résumé as a PDF or a Word (.docx) file.',
  resumeOne: 'Please attach one file only.',
  resumeNotFile: 'Please attach your résumé as a file.',
} as const;
