import { randomUUID } from 'node:crypto';
import { localizedPath } from '../../src/config/locales';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { serverMessages, validationMessages } from '../../src/content/forms';
import { HONEYPOT_FIELD } from '../../src/forms/honeypot';
import { RESUME_FIELD, RESUME_MAX_BYTES } from '../../src/forms/resume';
import { SUBMISSION_ID_FIELD, isSubmissionId } from '../../src/forms/submissionId';
import { bodyLimit } from './bodyLimit';
import type { MailConfig } from './config';
import { CLAIM_MS, deliverOne, envelopeFor } from './delivery';
import type { DeliveryNotes, EmailContent } from './emails';
import { logAlert, logEvent } from './log';
import type { Mailer } from './mail';
import { isCrossSite } from './origin';
import { takeResume, type Attachment } from './resume';
import { readSubmission } from './readSubmission';
import { jsonReply, seeOther } from './responses';
import { inLanguage, visitorLanguage } from './visitorLanguage';
import type { FormName, StoredSubmission, SubmissionStore } from './store';

/** What differs between the care request and the caregiver application. */
export interface FormDefinition<T extends AnyObject> {
  name: FormName;
  schema: ObjectSchema<T>;
  compose: (data: T, notes?: DeliveryNotes) => EmailContent;
  recipient: (config: MailConfig) => string | undefined;
  sentMessage: string;
  /** Pages for a form posted without JavaScript. */
  pages: { sent: string; notSent: string; checkAnswers: string; tooLarge: string };
  /** Takes an optional résumé (multipart, field `resume`). */
  takesResume?: boolean;
}

export interface SubmissionDeps {
  config: MailConfig;
  /** Undefined when mail cannot be sent at all (no token on Netlify). */
  mailer: Mailer | undefined;
  /** Undefined when there is no store to keep submissions in. */
  store: SubmissionStore | undefined;
  /** The canonical origin (SITE_URL), accepted as the origin of a post besides the request's. */
  siteOrigin?: string;
  now?: () => Date;
}

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
  }
  return errors;
}

type Outcome = 'sent' | 'kept' | 'invalid' | 'failed' | 'misconfigured';

/** The visitor's answers as text, for a held copy: whatever the schema thinks of them. */
function textFields(fields: Record<string, unknown>, known: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of [...known, HONEYPOT_FIELD]) {
    const value = fields[key];
    if (typeof value === 'string') kept[key] = value.slice(0, 5000);
  }
  return kept;
}

/**
 * Takes one form post from request to staff. A valid submission is kept in the store before
 * Postmark is called, so whatever happens next it is not lost: sent now (200), kept for the
 * redelivery pass (202), or, only when it could be neither sent nor kept, a 5xx with the
 * phone number. Every way out is a clear answer: JSON for the site's own script, a redirect
 * to a page for a browser posting the form without it.
 */
export async function handleSubmission<T extends AnyObject>(
  request: Request,
  form: FormDefinition<T>,
  { config, mailer, store, siteOrigin, now = () => new Date() }: SubmissionDeps,
): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonReply(405, { ok: false, message: serverMessages.notAllowed }, { Allow: 'POST' });
  }

  const submission = await readSubmission(
    request,
    bodyLimit(form.schema),
    form.takesResume ? RESUME_MAX_BYTES : 0,
  );
  const language = visitorLanguage(request, submission.ok ? submission.fields : undefined);
  const page = (status: number) => {
    if (status === 200 || status === 202) return form.pages.sent;
    if (status === 400) return form.pages.checkAnswers;
    if (status === 413 || status === 415) return form.pages.tooLarge;
    return form.pages.notSent;
  };
  const answer = (
    status: number,
    message: string,
    extra: { errors?: Record<string, string>; queued?: boolean; anchor?: string } = {},
  ) => {
    if (submission.fromHtmlForm) {
      // Only the page of answers has a place for each answer to point at.
      const anchor = status === 400 && extra.anchor ? `#${extra.anchor}` : '';
      return seeOther(`${localizedPath(language, page(status))}${anchor}`);
    }
    return jsonReply(status, {
      ok: status < 300,
      message: inLanguage(message, language),
      ...(extra.errors && { errors: extra.errors }),
      ...(extra.queued && { queued: true }),
    });
  };

  if (isCrossSite(request, siteOrigin)) {
    logEvent('warn', 'submission-cross-site', { form: form.name });
    return jsonReply(403, { ok: false, message: inLanguage(serverMessages.crossSite, language) });
  }
  if (!submission.ok) {
    logEvent('warn', 'submission-rejected', { form: form.name, status: submission.status });
    return answer(submission.status, submission.message);
  }
  const { fields } = submission;

  const givenId = fields[SUBMISSION_ID_FIELD];
  if (givenId !== undefined && !isSubmissionId(givenId)) {
    return answer(400, serverMessages.invalid);
  }
  // A plain form post has no script to make an id: each post is its own submission.
  const id = (givenId as string | undefined)?.toLowerCase() ?? randomUUID();

  const known = Object.keys(form.schema.fields);
  const notText = known.filter((key) => key in fields && typeof fields[key] !== 'string');
  if (notText.length > 0) {
    const errors = Object.fromEntries(notText.map((key) => [key, validationMessages.notText]));
    return answer(400, serverMessages.invalid, { errors, anchor: notText[0] });
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
    const first = known.find((key) => key in errors);
    return answer(400, serverMessages.invalid, { errors, anchor: first });
  }

  let attachment: Attachment | undefined;
  if (form.takesResume) {
    const resume = await takeResume(submission.files, fields[RESUME_FIELD]);
    if (!resume.ok) {
      logEvent('info', 'resume-refused', { form: form.name, status: resume.status });
      return answer(resume.status, resume.message, {
        errors: { [RESUME_FIELD]: resume.error },
        anchor: RESUME_FIELD,
      });
    }
    attachment = resume.attachment;
  }

  const honeypot = fields[HONEYPOT_FIELD];
  const held = typeof honeypot === 'string' && honeypot !== '';
  const received = now();
  const record: StoredSubmission = {
    id,
    form: form.name,
    fields: held ? textFields(fields, known) : (data as Record<string, string>),
    receivedAt: received.toISOString(),
    language,
    status: held ? 'held' : 'pending',
    attempts: 0,
    // The claim of this request: no redelivery pass touches it while we send.
    nextAttemptAt: new Date(received.getTime() + CLAIM_MS).toISOString(),
    ...(attachment && {
      attachment: {
        name: attachment.name,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
      },
    }),
  };

  const outcome = await keepAndDeliver(record, attachment?.content, {
    config,
    mailer,
    store,
    now,
  });
  switch (outcome) {
    case 'sent':
      return answer(200, form.sentMessage);
    case 'kept':
      return answer(202, form.sentMessage, { queued: true });
    case 'invalid':
      return answer(400, serverMessages.invalid);
    case 'failed':
      return answer(503, serverMessages.unavailable);
    case 'misconfigured':
      return answer(500, serverMessages.misconfigured);
  }
}

/** Keeps the submission, then sends it; or, with no store, sends it straight away. */
async function keepAndDeliver(
  record: StoredSubmission,
  file: Uint8Array | undefined,
  {
    config,
    mailer,
    store,
    now,
  }: Required<Omit<SubmissionDeps, 'siteOrigin' | 'mailer'>> & {
    mailer: Mailer | undefined;
  },
): Promise<Outcome> {
  const facts = { form: record.form, id: record.id };

  let etag: string | undefined;
  let kept = false;
  if (store) {
    try {
      // The file first: a kept submission always finds its résumé.
      if (file) await store.putFile(record.id, file);
      etag = await store.create(record);
      if (etag === undefined) return repeated(store, record);
      kept = true;
    } catch (error) {
      logAlert('store-unavailable', { ...facts, error: String(error).slice(0, 200) });
    }
  }
  if (record.status === 'held') {
    logEvent('info', 'submission-held', facts);
    // Held but not kept: nothing to show staff, so say so rather than pretend.
    return kept ? 'kept' : 'failed';
  }

  const envelope = envelopeFor(record, config, mailer);
  if (!envelope.ok || !mailer) {
    logAlert('mail-misconfigured', { ...facts, missing: envelope.ok ? '' : envelope.missing });
    return kept ? 'kept' : 'misconfigured';
  }

  const { result, record: after } = await deliverOne(record, envelope, mailer, {
    late: false,
    now: now(),
    file,
  });
  if (result.ok) logEvent('info', 'mail-sent', { ...facts, via: result.via });
  else logEvent('warn', 'mail-failed', { ...facts, kind: result.kind, reason: result.reason });

  if (kept && store && etag !== undefined) {
    try {
      const written = await store.replace(after, etag);
      if (written === undefined) logAlert('store-record-moved', facts);
    } catch (error) {
      // Sent but still marked pending: the next pass may send it a second time.
      logAlert('store-update-failed', { ...facts, sent: result.ok, error: String(error) });
    }
  }
  if (result.ok) return 'sent';
  return kept ? 'kept' : 'failed';
}

/** The same submission again (a retry, a double click): answer as the first did, send nothing. */
async function repeated(store: SubmissionStore, record: StoredSubmission): Promise<Outcome> {
  logEvent('info', 'submission-repeated', { form: record.form, id: record.id });
  try {
    const existing = await store.read(record.id);
    if (existing && existing.record.form !== record.form) return 'invalid';
    return existing?.record.status === 'sent' ? 'sent' : 'kept';
  } catch {
    // It exists, so it is kept; whether it went out already, the store cannot say right now.
    return 'kept';
  }
}
