import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { serverMessages, validationMessages } from '../../src/content/forms';
import { HONEYPOT_FIELD } from '../../src/forms/honeypot';
import type { MailConfig } from './config';
import type { EmailContent } from './emails';
import { logEvent } from './log';
import type { Send } from './mail';
import { readSubmission } from './readSubmission';
import { jsonReply, seeOther } from './responses';

/** What differs between the care request and the caregiver application. */
export interface FormDefinition<T extends AnyObject> {
  name: 'contact' | 'apply';
  schema: ObjectSchema<T>;
  compose: (data: T) => EmailContent;
  recipient: (config: MailConfig) => string | undefined;
  sentMessage: string;
  /** Pages for a form posted without JavaScript. */
  pages: { sent: string; notSent: string };
}

export interface SubmissionDeps {
  config: MailConfig;
  /** Undefined when mail cannot be sent at all (no token on Netlify). */
  send: Send | undefined;
}

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
  }
  return errors;
}

/**
 * Takes one form post from request to sent email. Every way out is a clear answer: JSON for
 * the site's own script, a redirect to a page for a browser posting the form without it.
 */
export async function handleSubmission<T extends AnyObject>(
  request: Request,
  form: FormDefinition<T>,
  { config, send }: SubmissionDeps,
): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonReply(405, { ok: false, message: serverMessages.notAllowed }, { Allow: 'POST' });
  }

  const submission = await readSubmission(request);
  if (!submission.ok) {
    logEvent('warn', 'submission-rejected', { form: form.name, status: submission.status });
    return jsonReply(submission.status, { ok: false, message: submission.message });
  }
  const { fields, fromHtmlForm } = submission;
  const answer = (status: number, message: string, errors?: Record<string, string>) => {
    if (fromHtmlForm) return seeOther(status === 200 ? form.pages.sent : form.pages.notSent);
    return jsonReply(status, { ok: status === 200, message, ...(errors && { errors }) });
  };

  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== '') {
    logEvent('info', 'honeypot-filled', { form: form.name });
    return answer(200, form.sentMessage);
  }

  const known = Object.keys(form.schema.fields);
  const notText = known.filter((key) => key in fields && typeof fields[key] !== 'string');
  if (notText.length > 0) {
    const errors = Object.fromEntries(notText.map((key) => [key, validationMessages.notText]));
    return answer(400, serverMessages.invalid, errors);
  }

  let data: T;
  try {
    // yup types the result with optional keys; a schema that validated has filled them in.
    data = (await form.schema.validate(
      Object.fromEntries(known.filter((key) => key in fields).map((key) => [key, fields[key]])),
      { abortEarly: false, stripUnknown: true },
    )) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = fieldErrors(error);
    logEvent('info', 'submission-invalid', {
      form: form.name,
      fields: Object.keys(errors).join(','),
    });
    return answer(400, serverMessages.invalid, errors);
  }

  const to = form.recipient(config);
  if (!send || !config.from || !to) {
    const missing = [
      !send && 'POSTMARK_SERVER_TOKEN',
      !config.from && 'MAIL_FROM',
      !to && 'recipient',
    ]
      .filter(Boolean)
      .join(', ');
    logEvent('error', 'mail-misconfigured', { form: form.name, missing });
    return answer(500, serverMessages.misconfigured);
  }

  const result = await send({ ...form.compose(data), from: config.from, to });
  if (!result.ok) {
    logEvent('error', 'mail-failed', { form: form.name, kind: result.kind, reason: result.reason });
    return result.kind === 'unavailable'
      ? answer(503, serverMessages.unavailable)
      : answer(502, serverMessages.refused);
  }
  if (result.via === 'outbox')
    console.info(`Email written to ${result.where} (no POSTMARK_SERVER_TOKEN set).`);
  logEvent('info', 'mail-sent', { form: form.name, via: result.via });
  return answer(200, form.sentMessage);
}
