import { randomUUID } from 'node:crypto';
import { ValidationError } from 'yup';
import { validationMessages } from '#src/content/forms';
import { SUBMISSION_ID_FIELD, isSubmissionId } from '#src/forms/submissionId';
import type { ServerForm } from '../shared/forms';
import { logEvent } from '../shared/log';
import type { Refusal } from './answerer';

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
  }
  return errors;
}

/** The submission's id, its answers as the schema reads them, or what is wrong with them. */
export async function checkAnswers(
  form: ServerForm,
  fields: Record<string, unknown>,
): Promise<{ ok: true; id: string; data: Record<string, string> } | ({ ok: false } & Refusal)> {
  const invalid = { ok: false as const, status: 400, message: 'invalid' as const };
  const givenId = fields[SUBMISSION_ID_FIELD];
  if (givenId !== undefined && !isSubmissionId(givenId)) return invalid;
  // A plain form post has no script to make an id: each post is its own submission.
  const id = (givenId as string | undefined)?.toLowerCase() ?? randomUUID();

  const known = Object.keys(form.schema.fields);
  const notText = known.filter((key) => key in fields && typeof fields[key] !== 'string');
  if (notText.length > 0) {
    const errors = Object.fromEntries(notText.map((key) => [key, validationMessages.notText]));
    return { ...invalid, errors, anchor: notText[0] };
  }
  try {
    const data = await form.schema.validate(
      Object.fromEntries(known.filter((key) => key in fields).map((key) => [key, fields[key]])),
      { abortEarly: false, stripUnknown: true },
    );
    return { ok: true, id, data };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = fieldErrors(error);
    logEvent('info', 'submission-invalid', {
      form: form.definition.name,
      fields: Object.keys(errors).join(','),
    });
    return { ...invalid, errors, anchor: known.find((key) => key in errors) };
  }
}
