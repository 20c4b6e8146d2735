import { string } from 'yup';
import type { Option } from '../content/formOptions';
import { validationMessages as say } from '../content/forms';
import { limits } from './limits';

// Field rules shared by both forms' schemas: every field trimmed and bounded.
export { limits };

export const optionalText = (max: number) => string().trim().max(max, say.tooLong(max));

export const requiredText = (label: string, max: number) =>
  optionalText(max).required(say.required(label));

export const email = (label: string) => requiredText(label, limits.email).email(say.email);

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
