import type { Context } from '@netlify/functions';
import type { AnyObject } from 'yup';
import { runtimeDeps } from './runtime';
import { handleSubmission, type FormDefinition } from './submission';

/** A Netlify Function for one form: configuration read per request, then the shared flow. */
export function formFunction<T extends AnyObject>(form: FormDefinition<T>) {
  return async (request: Request, context?: Context) =>
    handleSubmission(request, form, runtimeDeps(context));
}
