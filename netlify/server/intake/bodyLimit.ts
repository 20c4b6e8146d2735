import type { AnyObject, ObjectSchema } from 'yup';
import { SOURCE_MAX, sourceFields } from '#src/forms/source';

/**
 * The most bytes one typed character can take on the wire: a three-byte UTF-8 character
 * (Chinese, Hindi, Amharic…) percent-encoded by a plain form post, `%E6%9D%8E`. In JSON it is
 * 3 bytes, and a control character escaped as `\u0001` is 6; a four-byte character (emoji)
 * counts as two characters towards a field's limit, so at most 6 per character.
 */
const WORST_BYTES_PER_CHARACTER = 9;
/** A choice has no length limit of its own; every option value is far shorter. */
const CHOICE_CHARACTERS = 64;
/** The submission id, the language, the honeypot, separators and JSON's quotes. */
const ENVELOPE_BYTES = 2048;

/**
 * The largest body a valid submission of this form can be, in any script: every field at its
 * limit in the widest characters. Anything larger cannot be a real visitor's form.
 */
export function bodyLimit<T extends AnyObject>(schema: ObjectSchema<T>): number {
  const { fields } = schema.describe();
  // Where the visit came from travels beside the answers, each value bounded the same way.
  let bytes = ENVELOPE_BYTES + sourceFields.length * (32 + SOURCE_MAX * WORST_BYTES_PER_CHARACTER);
  for (const [name, field] of Object.entries(fields)) {
    const tests = 'tests' in field ? field.tests : [];
    const max = tests.find((test) => test.name === 'max')?.params?.max;
    const characters = typeof max === 'number' ? max : CHOICE_CHARACTERS;
    bytes += name.length + 6 + characters * WORST_BYTES_PER_CHARACTER;
  }
  return bytes;
}
