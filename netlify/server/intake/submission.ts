import { RESUME_FIELD, RESUME_MAX_BYTES } from '#src/config/resume';
import { budgets as defaultBudgets } from '#src/config/budgets';
import { admit } from './admission';
import { answererFor, refusedUnread } from './answerer';
import { bodyLimit } from './bodyLimit';
import { checkAnswers } from './checkAnswers';
import { clientOf, hashSecret, keyedHash } from '../shared/keyedHash';
import { keepAndDeliver } from './keepAndDeliver';
import { sourceOf } from './source';
import { promiseOf, promiseSentence } from '../shared/callPromise';
import { formOf } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { takeResume, type Attachment } from './resume';
import { sha256 } from '../store/keep';
import { readSubmission } from './readSubmission';
import { heldOverBudget, recordOf } from './submissionRecord';
import type { SubmissionDeps } from './submissionDeps';
import { visitorLanguage } from './visitorLanguage';

export type { SubmissionDeps } from './submissionDeps';

/**
 * Takes one post of the named form from request to staff. A valid submission is kept in the
 * store before Postmark is called, so whatever happens next it is not lost: sent now (200),
 * kept for the redelivery pass (202), or, only when it could be neither sent nor kept, a 5xx
 * with the phone number. Every way out is a clear answer (see `answererFor`).
 */
export async function handleSubmission(
  request: Request,
  formName: string,
  deps: SubmissionDeps,
): Promise<Response> {
  const startedAt = performance.now();
  const { stores, now = () => new Date(), budgets = defaultBudgets } = deps;
  const form = formOf(formName, deps.forms);
  if (!form) throw new Error(`No form is registered as "${formName}"`);
  const early = refusedUnread(request, form, deps.siteOrigin);
  if (early) return early;

  const submission = await readSubmission(
    request,
    bodyLimit(form.schema),
    form.definition.takesResume ? RESUME_MAX_BYTES : 0,
  );
  const language = visitorLanguage(request, submission.ok ? submission.fields : undefined);
  const answer = answererFor(form, submission.fromHtmlForm, language);
  if (!submission.ok) {
    logEvent('warn', 'submission-rejected', { form: formName, status: submission.status });
    return answer(submission.status, submission.message);
  }
  const { fields } = submission;

  const checked = await checkAnswers(form, fields);
  if (!checked.ok) return answer(checked.status, checked.message, checked);

  let attachment: Attachment | undefined;
  if (form.definition.takesResume) {
    const resume = takeResume(submission.files, fields[RESUME_FIELD]);
    if (!resume.ok) {
      logEvent('info', 'resume-refused', { form: formName, status: resume.status });
      return answer(resume.status, resume.message, {
        errors: { [RESUME_FIELD]: resume.error },
        anchor: RESUME_FIELD,
      });
    }
    attachment = resume.attachment;
  }

  // Hashed once: it names the kept file and is part of the fingerprint.
  const attachmentSha = attachment && sha256(attachment.content);
  const received = now();
  let record = recordOf(form, {
    ...checked,
    fields,
    attachment,
    attachmentSha,
    language,
    received,
    source: sourceOf(fields, request),
  });

  if (stores) {
    if (!deps.clientAddress && deps.addressRequired) {
      // Budgets count by address: without Netlify's, any post could name its own.
      logAlert('client-address-missing', { form: formName });
      return answer(503, 'busy');
    }
    const client = keyedHash(deps.hashSecret ?? hashSecret({}), clientOf(deps.clientAddress));
    const trapped = record.status === 'held';
    const admission = await admit(
      stores.limits,
      { form: formName, trapped, client, at: received },
      budgets,
    );
    if (admission === 'away' || admission === 'full') {
      // Nothing is kept, so the visitor is told so and given the phone: "we will call you"
      // is said only of a request that is kept (an office or a care home shares an address).
      const count = admission === 'away' ? 'turnedAway' : 'heldFull';
      await stores.counts.tally(count, received).catch(() => undefined);
      return answer(admission === 'away' ? 429 : 503, 'busy');
    }
    if (admission === 'held' && !trapped) record = heldOverBudget(record);
  }
  const file = record.attachment?.sha256 ? attachment?.content : undefined;
  const outcome = await keepAndDeliver(form, record, file, { ...deps, now, startedAt });
  // The call promised, said as the acknowledgement and the staff email say it.
  const promise = form.response
    ? promiseSentence(form, promiseOf(form.response, record), language)
    : undefined;
  switch (outcome) {
    case 'sent':
      return answer(200, 'sent', { promise });
    case 'kept':
      return answer(202, 'sent', { queued: true, promise });
    case 'invalid':
      return answer(400, 'invalid');
    case 'failed':
      return answer(503, 'unavailable');
    case 'misconfigured':
      return answer(500, 'misconfigured');
  }
}
