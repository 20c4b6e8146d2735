import { privacy } from '../../content/privacy';
import { applicationDefinition } from '../../forms/apply/definition';
import { applicationForm } from '../../forms/apply/words';
import { contactDefinition } from '../../forms/contact/definition';
import { contactForm } from '../../forms/contact/words';
import { copyOf, type FieldDefinition, type FormDefinition } from '../../forms/definition';
import type { FormName } from '../../forms/registry';

/** A form as the notice lists it: its fields with their words, its name, and its file's label. */
interface NoticedForm {
  readonly definition: FormDefinition;
  readonly words: { readonly name: string; readonly resume?: { readonly label: string } };
}

/**
 * Every form of the registry, as the notice lists it. Keyed by the registry's names, so a form
 * added there is a type error here until the notice lists it; what it asks for comes from its
 * own definition and words, so a field added to a form is in the notice with no word written
 * for it (src/pages/privacy/privacyForms.test.tsx holds every field to it, in both languages).
 * The page downloads the forms' words for it, a few KiB: the notice cannot lag the forms.
 */
export const noticedForms: Readonly<Record<FormName, NoticedForm>> = {
  contact: { definition: contactDefinition, words: contactForm },
  apply: { definition: applicationDefinition, words: applicationForm },
};

/** A field as the notice names it: its label, and the answer a choice starts with, if any. */
function fieldLine(definition: FormDefinition, field: FieldDefinition): string {
  const { label } = copyOf(definition, field);
  const preset = field.options?.find((option) => option.value === field.initial);
  return preset ? `${label} ${privacy.formFields.preset(preset.label)}` : label;
}

/**
 * What a form asks for, as the notice groups it: the fields that must be filled in, then those
 * that may be left empty and the file it takes, if it takes one. Only the fields a person fills
 * in: the hidden ones every form sends are said in a paragraph of their own.
 */
export function collectedOf({ definition, words }: NoticedForm) {
  const lines = (required: boolean) =>
    definition.fields
      .filter((field) => field.required === required)
      .map((field) => fieldLine(definition, field));
  const file = definition.takesResume ? words.resume?.label : undefined;
  if (definition.takesResume && !file) {
    throw new Error(`The ${definition.name} form takes a file but its words do not name it`);
  }
  return {
    required: lines(true),
    optional: [...lines(false), ...(file ? [privacy.formFields.file(file)] : [])],
  };
}
