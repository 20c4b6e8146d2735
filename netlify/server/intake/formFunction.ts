import type { Context } from '@netlify/functions';
import type { FormName } from '../../../src/forms/registry';
import { runWithAlerts, runtimeDeps } from '../runtime';
import { handleSubmission } from './submission';

/** A Netlify Function for one form: configuration read per request, then the shared flow. */
export function formFunction(form: FormName) {
  return async (request: Request, context?: Context) => {
    const deps = runtimeDeps(context);
    return runWithAlerts(context, deps.store, () => handleSubmission(request, form, deps));
  };
}
