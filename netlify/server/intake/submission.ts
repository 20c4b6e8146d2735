import { randomUUID } from 'node:crypto';
import { localizedPath, type Locale } from '../../../src/config/locales';
import { formPagePath } from '../../../src/forms/formPages';
import { ValidationError } from 'yup';
import { validationMessages } from '../../../src/content/forms';
import { HONEYPOT_FIELD } from '../../../src/forms/honeypot';
import { RESUME_FIELD, RESUME_MAX_BYTES } from '../../../src/config/resume';
import { SUBMISSION_ID_FIELD, isSubmissionId } from '../../../src/forms/submissionId';
import { budgets as defaultBudgets, type Budgets } from '../../../src/config/budgets';
import { admit } from './admission';
import { noteAcknowledgementTrouble, refusedAcknowledgement } from '../mail/acknowledgementLimits';
import { bodyLimit } from './bodyLimit';
import { clientOf, hashSecret, keyedHash } from '../shared/keyedHash';
import type { MailConfig } from '../mail/config';
import {
  ANSWER_WITHIN_MS,
  CLAIM_MS,
  MIN_ATTEMPT_MS,
  deliverNow,
  envelopeFor,
  settledAttempt,
} from '../delivery/delivery';
import { keepAcknowledgement } from '../delivery/thankVisitor';
import { sourceOf } from './source';
import { countLead } from '../reports/leads';
import { promiseOf, promiseSentence } from '../shared/callPromise';
import type { VisitSource } from '../../../src/forms/source';
import { formOf, sharedPages, type ServerForm, type FormRegistry } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import type { Mailer } from '../mail/mail';
import { isCrossSite } from '../shared/origin';
import { takeResume, type Attachment } from './resume';
import { fingerprintOf, keepSubmission, sha256 } from '../store/keep';
import { isHtmlFormPost, readSubmission } from './readSubmission';
import { jsonReply, seeOther } from './responses';
import { messageIn, visitorLanguage, type MessageKey } from './visitorLanguage';
import type { StoredSubmission, SubmissionStore, Versioned } from '../store/store';

export interface SubmissionDeps {
  config: MailConfig;
  /** Undefined when mail cannot be sent at all (no token on Netlify). */
  mailer: Mailer | undefined;
  /** Undefined when there is no store to keep submissions in. */
  store: SubmissionStore | undefined;
  /** The canonical origin (SITE_URL), accepted as the origin of a post besides the request's. */
  siteOrigin?: string;
  now?: () => Date;
  /** What one client and all clients may have kept and emailed in an hour (business facts). */
  budgets?: Budgets;
  /**
   * The client's address as Netlify saw it (`context.ip`). Never read from a header: a client
   * writes its own headers. Without it, posts are one client, or refused with `addressRequired`.
   */
  clientAddress?: string;
  /** On Netlify, which always knows the address: a post without one is refused, not trusted. */
  addressRequired?: boolean;
  /**
   * Netlify's `context.waitUntil`: the visitor's acknowledgement and the lead's counts go on
   * after the answer. Without it (a test, a script) they finish before it.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Keys the hashes of addresses kept in key names (see `hashSecret`). */
  hashSecret?: string;
  /** The forms it takes, by name (tests add one). */
  forms?: FormRegistry;
  /**
   * Email the visitor an acknowledgement of a kept submission. On for the functions
   * (`runtime.ts`); tests of the staff email's delivery leave it off, the acknowledgement's
   * own tests turn it on.
   */
  acknowledge?: boolean;
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

interface Refusal {
  status: number;
  message: MessageKey;
  errors?: Record<string, string>;
  /** The answer a page without JavaScript points the visitor to. */
  anchor?: string;
}

/** One of the visitor's messages, or `sent`: the form's own words for a form that went. */
type Said = MessageKey | 'sent';

type Answer = (
  status: number,
  message: Said,
  extra?: Omit<Refusal, 'status' | 'message'> & { queued?: boolean; promise?: string },
) => Response;

/**
 * How this request is answered: JSON for the site's own script, or a redirect to a page for a
 * browser posting the form without it, in the visitor's language.
 */
function answererFor(form: ServerForm, fromHtmlForm: boolean, language: Locale): Answer {
  const { name } = form.definition;
  const page = (status: number, message: Said) => {
    if (status === 200 || status === 202) return formPagePath(name, 'sent');
    if (status === 400) return formPagePath(name, 'checkAnswers');
    if (message === 'resumeTooLarge') return sharedPages.resumeTooLarge;
    if (status === 413 || status === 415) return sharedPages.tooLarge;
    return sharedPages.notSent;
  };
  return (status, message, extra = {}) => {
    if (fromHtmlForm) {
      // Only the page of answers has a place for each answer to point at.
      const anchor = status === 400 && extra.anchor ? `#${extra.anchor}` : '';
      return seeOther(`${localizedPath(language, page(status, message))}${anchor}`);
    }
    return jsonReply(status, {
      ok: status < 300,
      message: message === 'sent' ? form.said[language].sent : messageIn(message, language),
      ...(extra.errors && { errors: extra.errors }),
      ...(extra.queued && { queued: true }),
      ...(extra.promise && { promise: extra.promise }),
    });
  };
}

/** Refused from the method and headers alone, before a byte of the body is read. */
function refusedUnread(request: Request, form: ServerForm, siteOrigin?: string) {
  if (request.method !== 'POST') {
    return jsonReply(
      405,
      { ok: false, message: messageIn('notAllowed', visitorLanguage(request)) },
      { Allow: 'POST' },
    );
  }
  if (!isCrossSite(request, siteOrigin)) return undefined;
  logEvent('warn', 'submission-cross-site', { form: form.definition.name });
  const language = visitorLanguage(request);
  if (isHtmlFormPost(request)) return seeOther(localizedPath(language, sharedPages.crossSite));
  return jsonReply(403, { ok: false, message: messageIn('crossSite', language) });
}

/** The submission's id, its answers as the schema reads them, or what is wrong with them. */
async function checkAnswers(
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

/** A lead past its budgets: no email or file of its own, listed to staff by the next pass. */
function heldOverBudget(record: StoredSubmission): StoredSubmission {
  const held: StoredSubmission = { ...record, status: 'held', heldFor: 'budget' };
  delete held.inFlightSince;
  if (held.attachment) {
    held.attachment = { ...held.attachment };
    delete held.attachment.sha256;
  }
  return held;
}

/** The copy to keep: validated answers, or for a held one whatever text was posted. */
function recordOf(
  form: ServerForm,
  {
    id,
    fields,
    data,
    attachment,
    attachmentSha,
    language,
    received,
    source,
  }: {
    source: VisitSource;
    id: string;
    fields: Record<string, unknown>;
    data: Record<string, string>;
    attachment: Attachment | undefined;
    attachmentSha: string | undefined;
    language: Locale;
    received: Date;
  },
): StoredSubmission {
  const honeypot = fields[HONEYPOT_FIELD];
  const held = typeof honeypot === 'string' && honeypot !== '';
  const answers = held ? textFields(fields, Object.keys(form.schema.fields)) : data;
  // A held submission keeps no file: a robot's upload is not worth a month of storage.
  const fileSha = held ? undefined : attachmentSha;
  return {
    id,
    form: form.definition.name,
    fields: answers,
    receivedAt: received.toISOString(),
    language,
    status: held ? 'held' : 'pending',
    attempts: 0,
    fingerprint: fingerprintOf(answers, attachmentSha),
    ...(Object.keys(source).length > 0 && { source }),
    // The claim of this request: no redelivery pass touches it while we send, and one that
    // finds it still claimed later knows this request stopped without saying what happened.
    nextAttemptAt: new Date(received.getTime() + CLAIM_MS).toISOString(),
    ...(!held && { inFlightSince: received.toISOString() }),
    ...(attachment && {
      attachment: {
        name: attachment.name,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
        ...(fileSha && { sha256: fileSha }),
      },
    }),
  };
}

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
  const { store, now = () => new Date(), budgets = defaultBudgets } = deps;
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

  if (store) {
    if (!deps.clientAddress && deps.addressRequired) {
      // Budgets count by address: without Netlify's, any post could name its own.
      logAlert('client-address-missing', { form: formName });
      return answer(503, 'busy');
    }
    const client = keyedHash(deps.hashSecret ?? hashSecret({}), clientOf(deps.clientAddress));
    const trapped = record.status === 'held';
    const admission = await admit(
      store,
      { form: formName, trapped, client, at: received },
      budgets,
    );
    if (admission === 'away' || admission === 'full') {
      // Nothing is kept, so the visitor is told so and given the phone: "we will call you"
      // is said only of a request that is kept (an office or a care home shares an address).
      const count = admission === 'away' ? 'turnedAway' : 'heldFull';
      await store.tally(count, received).catch(() => undefined);
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

/** Keeps the submission, then sends it; or, with no store, sends it straight away. */
async function keepAndDeliver(
  form: ServerForm,
  record: StoredSubmission,
  file: Uint8Array | undefined,
  {
    config,
    mailer,
    store,
    now,
    startedAt,
    acknowledge,
    waitUntil,
    budgets = defaultBudgets,
    hashSecret: secret = hashSecret({}),
  }: Pick<
    SubmissionDeps,
    'config' | 'mailer' | 'store' | 'acknowledge' | 'budgets' | 'hashSecret' | 'waitUntil'
  > & {
    now: () => Date;
    /** `performance.now()` when the request came in. */
    startedAt: number;
  },
): Promise<Outcome> {
  const facts = { form: record.form, id: record.id };

  let kept: Versioned | undefined;
  if (store) {
    try {
      const result = await keepSubmission(store, record, file);
      if (result.state === 'mismatch') return 'invalid';
      if (result.state === 'repeat') return result.sent ? 'sent' : 'kept';
      kept = result;
      record = result.record;
    } catch (error) {
      logAlert('store-unavailable', { ...facts, error: String(error).slice(0, 200) });
    }
  }
  if (record.status === 'held') {
    logEvent('info', 'submission-held', facts);
    if (kept && store)
      await store.tally('held', new Date(record.receivedAt)).catch(() => undefined);
    // Held but not kept: nothing to show staff, so say so rather than pretend.
    return kept ? 'kept' : 'failed';
  }
  // Counted beside the send: a count that fails is logged, the lead goes on. A changed copy
  // of a form already counted is the same lead.
  const counted =
    kept && store && !record.revisionOf
      ? Promise.all([
          countLead(store, record, form).catch((error: unknown) =>
            logEvent('warn', 'lead-not-counted', { ...facts, error: String(error).slice(0, 200) }),
          ),
          // So the five-minute pass can tell staff when the promised time passes uncalled.
          form.response &&
            store
              .markCallDue(record.id, promiseOf(form.response, record).to)
              .catch((error: unknown) =>
                logAlert('call-due-not-marked', {
                  ...facts,
                  error: String(error).slice(0, 200),
                }),
              ),
        ])
      : undefined;
  // Kept beside the staff email's send, so it costs the visitor's answer no time of its own.
  const thanks =
    kept && store && acknowledge
      ? keepAcknowledgement(store, form, record, now(), { budgets, secret })
      : Promise.resolve(undefined);

  /** `since`: when this send's share of the answer's time began (see ANSWER_WITHIN_MS). */
  const deliver = async (
    entry: Versioned | undefined,
    draft: StoredSubmission,
    since = startedAt,
  ) => {
    const about = { form: draft.form, id: draft.id, ...(draft.kind && { kind: draft.kind }) };
    const writeBack = async (after: StoredSubmission, sent: boolean) => {
      if (!entry || !store) return;
      if (refusedAcknowledgement(after)) await noteAcknowledgementTrouble(store, now());
      try {
        const written = await store.replace(after, entry.etag);
        if (written === undefined) logAlert('store-record-moved', about);
      } catch (error) {
        // Still marked as being sent: the pass searches Postmark's sent mail before any resend.
        logAlert('store-update-failed', { ...about, sent, error: String(error) });
      }
    };
    // Not sent here: handed to the next pass at once, rather than left claimed.
    const handOver = async () => {
      await writeBack({ ...settledAttempt(draft), nextAttemptAt: now().toISOString() }, false);
    };
    const envelope = envelopeFor(form, config, mailer);
    if (!envelope.ok || !mailer) {
      logAlert('mail-misconfigured', { ...about, missing: envelope.ok ? '' : envelope.missing });
      await handOver();
      return 'misconfigured' as const;
    }
    const budgetMs = ANSWER_WITHIN_MS - (performance.now() - since);
    if (entry && budgetMs < MIN_ATTEMPT_MS) {
      logEvent('warn', 'mail-deferred', { ...about, reason: 'no time left' });
      await handOver();
      return 'failed' as const;
    }
    const { result, record: after } = await deliverNow(draft, envelope, mailer, {
      now,
      file: draft.kind ? undefined : file,
      budgetMs: Math.max(budgetMs, MIN_ATTEMPT_MS),
    });
    if (result.ok) logEvent('info', 'mail-sent', { ...about, via: result.via });
    else logEvent('warn', 'mail-failed', { ...about, kind: result.kind, reason: result.reason });
    await writeBack(after, result.ok);
    return result.ok ? ('sent' as const) : ('failed' as const);
  };

  const sent = await deliver(kept, record);
  // The counts ran beside the send, so they are done by now: the lead and its call-due marker
  // are written before the visitor hears it was kept.
  await counted;
  // The acknowledgement's own writes and send go after the answer: with a slow store they
  // would push the visitor's answer past its promised seconds.
  const afterAnswer = (async () => {
    const acknowledgement = await thanks;
    // After the answer it has a send's whole time of its own; before it (no waitUntil), only
    // what the visitor's answer has left.
    const since = waitUntil ? performance.now() : startedAt;
    if (acknowledgement) await deliver(acknowledgement, acknowledgement.record, since);
  })().catch((error: unknown) =>
    logEvent('warn', 'acknowledgement-failed', { ...facts, error: String(error).slice(0, 200) }),
  );
  if (waitUntil) waitUntil(afterAnswer);
  else await afterAnswer;
  if (sent === 'sent') return 'sent';
  if (kept) return 'kept';
  return sent;
}
