import type { Context } from '@netlify/functions';
import type { FormName } from '../../src/forms/registry';
import { runtimeDeps } from './runtime';
import { handleSubmission } from './submission';

/** A Netlify Function for one form: configuration read per request, then the shared flow. */
export function formFunction(form: FormName) {
  return async (request: Request, context?: Context) =>
    handleSubmission(request, form, runtimeDeps(context));
}
