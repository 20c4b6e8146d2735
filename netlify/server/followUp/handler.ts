import { randomUUID } from 'node:crypto';
import { callBackBy, type ResponseTarget } from '../shared/callBack';
import { formOf, type FormRegistry, type ServerForm } from '../shared/forms';
import { callKey } from '../reports/leads';
import { logEvent } from '../shared/log';
import { readLimited } from '../shared/readLimited';
import type { StoredSubmission, SubmissionStore } from '../store/store';
import {
  cleanInitials,
  firstCallTiming,
  firstNameOf,
  isOutcome,
  withCall,
  type FollowUp,
} from '../store/calls';
import { leadPage, problemPage, type LeadView } from './page';
import { submissionOfToken, type FollowUpKey } from '../shared/followUpToken';
import { followUpWords } from './words';

/** A follow-up post is two short answers: anything longer is not our page's. */
const MAX_BODY_BYTES = 2_048;
const NONCE = /^[0-9a-f-]{36}$/;
/** Posts that moved the record first, tried again before giving up. */
const WRITE_TRIES = 4;

export interface FollowUpDeps {
  store: SubmissionStore | undefined;
  key: FollowUpKey | undefined;
  forms: FormRegistry;
  now: () => Date;
}

/** A lead whose form promises a call: only their staff emails carry a follow-up link. */
type Lead = { record: StoredSubmission; form: ServerForm; response: ResponseTarget };

function viewOf({ record, form, response }: Lead, followUp: FollowUp | undefined): LeadView {
  return {
    formTitle: form.title,
    firstName: firstNameOf(record.fields),
    receivedAt: new Date(record.receivedAt),
    callBackBy: callBackBy(response, new Date(record.receivedAt)),
    calls: followUp?.calls ?? [],
  };
}

/** The lead a token names, or the page that says why there is none. */
async function leadOf(token: string, deps: FollowUpDeps): Promise<Lead | Response> {
  if (!deps.key) return problemPage('notSetUp');
  const id = submissionOfToken(deps.key, token);
  if (!id) return problemPage('badLink');
  if (!deps.store) return problemPage('unavailable');
  const record = (await deps.store.read(id))?.record;
  const form = record && formOf(record.form, deps.forms);
  // Signed by us but gone: its retention ran out (or it was never a staff email's lead).
  if (!record || !form || record.kind === 'acknowledgement') return problemPage('gone');
  // A form that promises no call has no follow-up link: this one was not ours to send.
  if (!form.response) return problemPage('badLink');
  return { record, form, response: form.response };
}

async function readForm(request: Request): Promise<URLSearchParams | undefined> {
  const body = await readLimited(request, MAX_BODY_BYTES);
  return body && new URLSearchParams(Buffer.from(body).toString('utf8'));
}

/** Adds one call, retrying when another post wrote first; the record as it now stands. */
async function record(store: SubmissionStore, lead: Lead, call: FollowUp['calls'][number]) {
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const kept = await store.followUp(lead.record.id);
    const current: FollowUp = kept?.record ?? {
      submissionId: lead.record.id,
      form: lead.record.form,
      receivedAt: lead.record.receivedAt,
      callBackBy: callBackBy(lead.response, new Date(lead.record.receivedAt)).toISOString(),
      calls: [],
    };
    const next = withCall(current, call);
    if (!next.added) return { followUp: current, first: false };
    if ((await store.writeFollowUp(next.record, kept?.etag)) !== undefined) {
      return { followUp: next.record, first: current.calls.length === 0 };
    }
  }
  throw new Error('The follow-up kept moving under this post');
}

/**
 * `/follow-up/<token>`: GET shows the lead and changes nothing; POST records a call. A bad or
 * altered token is a 403, one whose lead is no longer kept a 410, and neither stores anything.
 */
export async function handleFollowUp(
  request: Request,
  token: string,
  deps: FollowUpDeps,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  try {
    const lead = await leadOf(token, deps);
    if (lead instanceof Response) return lead;
    const store = deps.store as SubmissionStore;
    if (request.method === 'GET') {
      const kept = await store.followUp(lead.record.id);
      return leadPage(viewOf(lead, kept?.record), { nonce: randomUUID() });
    }
    const form = await readForm(request);
    const outcome = form?.get('outcome') ?? '';
    const nonce = form?.get('nonce') ?? '';
    if (!form || !isOutcome(outcome) || !NONCE.test(nonce)) {
      const kept = await store.followUp(lead.record.id);
      return leadPage(viewOf(lead, kept?.record), {
        nonce: NONCE.test(nonce) ? nonce : randomUUID(),
        problem: followUpWords.chooseOutcome,
      });
    }
    const initials = cleanInitials(form.get('initials'));
    const call = { at: deps.now().toISOString(), outcome, nonce, ...(initials && { initials }) };
    const { followUp, first } = await record(store, lead, call);
    const timing = firstCallTiming(followUp);
    if (first && timing) {
      // A count without the person, kept like the leads': a failure costs the count only.
      await store
        .countLead(
          callKey(
            { ...timing, receivedAt: followUp.receivedAt, form: followUp.form, outcome },
            followUp.submissionId,
          ),
        )
        .catch(() => logEvent('warn', 'call-count-failed', { id: followUp.submissionId }));
    }
    logEvent('info', 'call-recorded', {
      form: followUp.form,
      id: followUp.submissionId,
      outcome,
      first,
    });
    return leadPage(viewOf(lead, followUp), { nonce: randomUUID(), saved: true });
  } catch (error) {
    logEvent('warn', 'follow-up-failed', { error: String(error) });
    return problemPage('unavailable');
  }
}
