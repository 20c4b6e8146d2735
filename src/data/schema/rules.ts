import { boolean, string } from 'yup';
import { usPhoneDigits } from './usPhone';

/*
 * The rules a content file's values follow, each with the words a person reads when a value
 * breaks it: the build prints them with the file and the field (see check.ts).
 */

declare module 'yup' {
  // What the editor's field list is generated from (editorConfig.ts), beside each rule.
  interface CustomSchemaMetadata {
    /** How the editor asks for the value; by default, from the rule's type. */
    widget?: 'text' | 'date' | 'time' | 'image';
    /** `translate`: each language has its own; otherwise one value, copied to every language. */
    i18n?: 'translate';
    /** One line under the field in the editor. */
    hint?: string;
    /** The words the editor shows for each allowed value, where the value is a code. */
    optionLabels?: Record<string, string>;
    /** How the editor names each item of a list, from its fields: `{{fields.title}}`. */
    summary?: string;
    /** What a sample flag waits for, as the launch gate says it. */
    replaceWith?: string;
    /** A translated field the other language may leave empty (a quote's translation). */
    translationOptional?: boolean;
  }
}

/** A day as YYYY-MM-DD that exists on the calendar. */
export function day() {
  return string()
    .meta({ widget: 'date' })
    .test('day', '${label} must be a date written as YYYY-MM-DD', (value) => {
      if (!value) return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const parsed = new Date(`${value}T12:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    });
}

export function usPhone() {
  return string().test(
    'us-phone',
    '${label} must be a US phone number with its area code, such as (770) 555-0142',
    (value) => !value || usPhoneDigits(value) !== undefined,
  );
}

/** Georgia's ZIP codes: 30000–31999 and 39800–39999. */
export function georgiaZip() {
  return string().matches(/^(3[01]\d{3}|39[89]\d{2})$/, {
    message:
      '${label} must be a Georgia ZIP code: five digits from 30000 to 31999 or 39800 to 39999',
    excludeEmptyString: true,
  });
}

export function httpsLink() {
  return string().test(
    'https',
    '${label} must be a full link starting with https://',
    (value) => !value || (URL.canParse(value) && new URL(value).protocol === 'https:'),
  );
}

/** Words in a language: the editor shows one box per language, side by side. */
export function words(label: string) {
  return string().label(label).meta({ i18n: 'translate' });
}

/** The stand-in flag: the launch gate lists every item that still has it. */
export function sampleFlag(what: string) {
  return boolean()
    .default(false)
    .label('Sample, not yet real')
    .meta({
      replaceWith: what,
      hint: `Turn off once this is ${what}. The live site will not publish it while it is on.`,
    });
}

/**
 * An item's name in a web address (`/careers/night-caregiver-winston`, `/faq#how-soon-…`):
 * lowercase words joined by hyphens, never changed once the item is live.
 */
export function addressName(example: string, hint: string) {
  return string()
    .required()
    .matches(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      `\${label} must be lowercase words joined by hyphens, such as ${example}`,
    )
    .max(80)
    .label('Web address name')
    .meta({ hint });
}

/** A list whose items no two share an id: the check and the pages find each item by it. */
export function idsAreUnique(list: readonly { id?: string }[] | undefined): boolean {
  const ids = (list ?? []).map((item) => item.id);
  return new Set(ids).size === ids.length;
}
