import {
  copyOf,
  type FieldDefinition,
  type FieldKind,
  type FormDefinition,
} from '../forms/definition';
import { formNames, forms, type FormName } from '../forms/registry';
import { RESUME_FIELD } from '../forms/resume';
import { applicationForm } from './applicationForm';
import { answerRuleWords as words, validationMessages as say } from './forms';

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
  const rules = definition.fields.map((field) => ({
    id: field.name,
    label: copyOf(definition, field).label,
    need: `${field.required ? words.required : words.optional}. ${needs[field.kind](field)}`,
  }));
  if (!definition.takesResume) return rules;
  // The application's words for the one file field a form can take.
  const { label, hint } = applicationForm.resume;
  return [...rules, { id: RESUME_FIELD, label, need: hint }];
}

/** Every answer's rule, per form, from the forms' own definitions. */
export const answerRules = Object.fromEntries(
  formNames.map((name) => [name, rulesOf(forms[name])]),
) as Record<FormName, AnswerRule[]>;
