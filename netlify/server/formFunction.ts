import type { Context } from '@netlify/functions';
import type { AnyObject } from 'yup';
import { readMailConfig } from './config';
import { chooseSender } from './mail';
import { handleSubmission, type FormDefinition } from './submission';

/** A Netlify Function for one form: configuration read per request, then the shared flow. */
export function formFunction<T extends AnyObject>(form: FormDefinition<T>) {
  return async (request: Request, context?: Context) => {
    const config = readMailConfig(process.env, context?.deploy?.context);
    return handleSubmission(request, form, { config, send: chooseSender(config) });
  };
}
