import { copyOf, type FieldDefinition, type FieldKind, type FormDefinition } from './definition';
import { RESUME_FIELD } from '../config/resume';
import { answerRuleWords as words, validationMessages as say } from '../content/forms';

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

/**
 * A form as the page that shows it hands it to its confirmation pages: its fields, and its words
 * for a form that was sent and for a résumé, if it takes one.
 */
export interface ShownForm {
  definition: FormDefinition;
  words: {
    success: { title: string; description: string };
    resume?: { label: string; hint: string };
    pages: FormPagesWords;
  };
}

/**
 * What a form's own two pages say of it (`formPages.ts`) beyond its thanks: the lines under
 * it, and the name of what was not sent ("request") with the words of the link back to it.
 */
interface FormPagesWords {
  /** `chosenTime`: said only where the chosen best time cannot be known (no JavaScript). */
  sent: { details: readonly string[]; chosenTime?: string };
  checkAnswers: { noun: string; back: string };
}

/** Every answer's rule, from the form's own definition. */
export function rulesOf({ definition, words: formWords }: ShownForm): AnswerRule[] {
  const rules = definition.fields.map((field) => ({
    id: field.name,
    label: copyOf(definition, field).label,
    need: `${field.required ? words.required : words.optional}. ${needs[field.kind](field)}`,
  }));
  if (!definition.takesResume || !formWords.resume) return rules;
  const { label, hint } = formWords.resume;
  return [...rules, { id: RESUME_FIELD, label, need: hint }];
}
