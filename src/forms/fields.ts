import { string, type StringSchema } from 'yup';
import { validationMessages as say } from '../content/forms';
import type { FieldCopy, FieldDefinition } from './definition';

/** Spaces, zero-width characters and direction marks: an answer of only these is empty. */
const INVISIBLE =
  /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

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

/** Ten to fifteen digits, in whatever format people type them. */
function phoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 && /^[\d\s()+.\-x]+$/i.test(value);
}

/** A field's own rule, by its kind; an empty answer passes here and is judged by `required`. */
function kindRule(field: FieldDefinition, text: StringSchema): StringSchema {
  switch (field.kind) {
    case 'email':
      return text
        .email(say.email)
        .test('deliverable', say.emailTypo, (value) => !value || deliverable(value));
    case 'tel':
      return text.test('phone', say.phone, (value) => !value || phoneNumber(value));
    case 'zip':
      return text.matches(/^\d{5}(-\d{4})?$/, { message: say.zipCode, excludeEmptyString: true });
    case 'choice':
      // '' stays allowed here so that an unanswered choice reads "please choose", not "unknown".
      return text.oneOf(
        ['', ...(field.options ?? []).map((option) => option.value)],
        say.unknownOption,
      );
    case 'text':
    case 'longText':
      return text;
  }
}

/** The rule for one field: trimmed, bounded, checked by kind, and required if it is. */
export function fieldRule(field: FieldDefinition, copy: FieldCopy) {
  const named = copy.calledInMessages ?? copy.label;
  const missing = field.kind === 'choice' ? say.choose(named) : say.required(named);
  const rule = kindRule(field, string().trim().max(field.max, say.tooLong(field.max)));
  if (!field.required) return rule.default('');
  return rule
    .required(missing)
    .test('visible', missing, (value) => !value || value.replace(INVISIBLE, '') !== '');
}
