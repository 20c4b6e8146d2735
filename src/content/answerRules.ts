import { applicationDefinition } from '../forms/applicationDefinition';
import { contactDefinition } from '../forms/contactDefinition';
import {
  copyOf,
  type FieldDefinition,
  type FieldKind,
  type FormDefinition,
} from '../forms/definition';
import { RESUME_FIELD } from '../forms/resume';
import { answerRuleWords as words, applicationForm, validationMessages as say } from './forms';

/** One answer of a form and what it needs, on the page a wrong answer leads to. */
export interface AnswerRule {
  /** The field's name: the server links to `#name` for the first answer that was wrong. */
  id: string;
  label: string;
  need: string;
}

/**
 * What one kind of answer needs, in the words of the form's own messages. The words are in
 * `forms.ts`, so this module is the same in every language.
 */
const needs: Record<FieldKind, (field: FieldDefinition) => string> = {
  text: (field) => words.upTo(field.max),
  longText: (field) => words.upTo(field.max),
  email: () => say.email,
  tel: () => say.phone,
  zip: () => say.zipCode,
  choice: () => words.choice,
};

function rulesOf(definition: FormDefinition): AnswerRule[] {
  return definition.fields.map((field) => ({
    id: field.name,
    label: copyOf(definition, field).label,
    need: `${field.required ? words.required : words.optional}. ${needs[field.kind](field)}`,
  }));
}

/** Every answer's rule, per form, from the forms' own definitions. */
export const answerRules: Record<'contact' | 'apply', AnswerRule[]> = {
  contact: rulesOf(contactDefinition),
  apply: [
    ...rulesOf(applicationDefinition),
    { id: RESUME_FIELD, label: applicationForm.resume.label, need: applicationForm.resume.hint },
  ],
};
