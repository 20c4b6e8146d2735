import { string } from 'yup';
import type { Option } from '../content/formOptions';
import { validationMessages as say } from '../content/forms';
import { limits } from './limits';

// Field rules shared by both forms' schemas: every field trimmed and bounded.
export { limits };

export const optionalText = (max: number) => string().trim().max(max, say.tooLong(max));

/** Spaces, zero-width characters and direction marks: an answer of only these is empty. */
const INVISIBLE =
  /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

export const requiredText = (label: string, max: number) =>
  optionalText(max)
    .required(say.required(label))
    .test('visible', say.required(label), (value) => !value || value.replace(INVISIBLE, '') !== '');

/**
 * What yup's rule lets through and Postmark refuses: a dot at either end of the name or two
 * in a row, and a domain without a dot (`a@localhost`).
 */
function deliverable(address: string): boolean {
  const at = address.lastIndexOf('@');
  const name = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dotsOk = (part: string) =>
    !part.startsWith('.') && !part.endsWith('.') && !part.includes('..');
  return dotsOk(name) && dotsOk(domain) && domain.includes('.');
}

export const email = (label: string) =>
  requiredText(label, limits.email)
    .email(say.email)
    .test('deliverable', say.emailTypo, (value) => !value || deliverable(value));

/** Ten to fifteen digits, in whatever format people type them. */
export const phone = (label: string) =>
  requiredText(label, limits.phone).test('phone', say.phone, (value) => {
    if (!value) return true;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15 && /^[\d\s()+.\-x]+$/i.test(value);
  });

export const choice = (options: readonly Option[]) =>
  string()
    .trim()
    .oneOf(['', ...options.map((option) => option.value)], say.unknownOption);

/** '' stays in the list so that an unanswered choice reads "please choose", not "unknown". */
export const requiredChoice = (label: string, options: readonly Option[]) =>
  choice(options).required(say.choose(label));
