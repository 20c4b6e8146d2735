import { randomUUID } from 'node:crypto';
import type { ResponseTarget } from '../shared/callBack';
import { promiseOf } from '../shared/callPromise';
import { formOf, type FormRegistry, type ServerForm } from '../shared/forms';
import { callKey } from '../reports/leadKeys';
import { sourceKind } from '../reports/leadSources';
import { logEvent } from '../shared/log';
import { readLimited } from '../shared/readLimited';
import type { CountsStore } from '../store/counts';
import type { FollowUpsStore } from '../store/followUps';
import type { StoredSubmission } from '../store/record';
import type { Stores } from '../store/stores';
import {
  cleanInitials,
  firstCallTiming,
  firstNameOf,
  isOutcome,
  isSettled,
  withCall,
  withCorrection,
  type Correction,
  type FollowUp,
} from '../store/calls';
import { closedPage, leadPage, problemPage, type LeadView } from './page';
import { submissionOfToken, type FollowUpKey } from '../shared/followUpToken';
import { followUpWords } from './words';

/** A follow-up post is two short answers: anything longer is not our page's. */
const MAX_BODY_BYTES = 2_048;
const NONCE = /^[0-9a-f-]{36}$/;
/** Posts that moved the record first, tried again before giving up. */
const WRITE_TRIES = 4;

export interface FollowUpDeps {
  stores: Pick<Stores, 'submissions' | 'followUps' | 'counts'> | undefined;
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
    language: record.language,
    receivedAt: new Date(record.receivedAt),
    promise: promiseOf(response, record),
    reach: form.reach?.(record.fields).way,
    calls: followUp?.calls ?? [],
  };
}

/** The lead a token names, or the page that says why there is none. */
async function leadOf(token: string, deps: FollowUpDeps): Promise<Lead | Response> {
  if (!deps.key) return problemPage('notSetUp');
  const id = submissionOfToken(deps.key, token);
  if (!id) return problemPage('badLink');
  if (!deps.stores) return problemPage('unavailable');
  const record = (await deps.stores.submissions.read(id))?.record;
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

/** A post's change to the record: the record after it, or `undefined` if it names no call. */
type Change = (current: FollowUp) => { record: FollowUp; changed: boolean } | undefined;

type Changed =
  | { kind: 'written'; before: FollowUp; after: FollowUp }
  /** Already so (a replay), settled, or naming no recorded call: nothing written. */
  | { kind: 'unchanged' | 'closed' | 'missing'; current: FollowUp };

/**
 * Makes one change, retrying when another post wrote first. A settled record is left as it is.
 * A change that leaves no call notes the call as due again before it is written, so the
 * reminder a stranger's call silenced comes back, and a failed note writes nothing.
 */
async function change(
  followUps: FollowUpsStore,
  lead: Lead,
  now: Date,
  apply: Change,
): Promise<Changed> {
  for (let tries = 0; tries < WRITE_TRIES; tries++) {
    const kept = await followUps.followUp(lead.record.id);
    const current: FollowUp = kept?.record ?? {
      submissionId: lead.record.id,
      form: lead.record.form,
      receivedAt: lead.record.receivedAt,
      // Due at the promised window's end: the on-time rate counts from it.
      callBackBy: promiseOf(lead.response, lead.record).to.toISOString(),
      calls: [],
    };
    if (isSettled(current, now)) return { kind: 'closed', current };
    const next = apply(current);
    if (!next) return { kind: 'missing', current };
    if (!next.changed) return { kind: 'unchanged', current };
    if (current.calls.length > 0 && next.record.calls.length === 0) {
      await followUps.markCallDue(current.submissionId, new Date(current.callBackBy));
    }
    if ((await followUps.writeFollowUp(next.record, kept?.etag)) !== undefined) {
      return { kind: 'written', before: current, after: next.record };
    }
  }
  throw new Error('The follow-up kept moving under this post');
}

/**
 * The count key of a record's first call, or `undefined` while it has none: with the lead's
 * kind of source, as its lead key holds it, or (`source` undefined) as keys were written before.
 */
function firstCallKey(followUp: FollowUp, source: string | undefined): string | undefined {
  const timing = firstCallTiming(followUp);
  const [first] = followUp.calls;
  if (!timing || !first) return undefined;
  return callKey(
    {
      ...timing,
      receivedAt: followUp.receivedAt,
      form: followUp.form,
      outcome: first.outcome,
      ...(source !== undefined && { source }),
    },
    followUp.submissionId,
  );
}

/**
 * Moves the owner's count to the record's first call as it now stands: counted when first
 * recorded, moved when it is corrected, dropped when it is removed. A count without the person,
 * kept like the leads': a failure costs the count only.
 */
async function recount(lead: Lead, counts: CountsStore, before: FollowUp, after: FollowUp) {
  const source = sourceKind(lead.record.source);
  const [was, is] = [firstCallKey(before, source), firstCallKey(after, source)];
  if (was === is) return;
  try {
    if (is) await counts.countLead(is);
    if (was) await counts.forgetLead(was);
    // A call first counted before calls held their source: its key goes too.
    const older = firstCallKey(before, undefined);
    if (older) await counts.forgetLead(older);
  } catch {
    logEvent('warn', 'call-count-failed', { id: after.submissionId });
  }
}

/** What a post asks: a new call, or a correction of one (`call` names it); `undefined` if unclear. */
function changeOf(form: URLSearchParams, at: string): Change | undefined {
  const outcome = form.get('outcome') ?? '';
  const initials = cleanInitials(form.get('initials'));
  if (form.has('call')) {
    const call = form.get('call') ?? '';
    if (!NONCE.test(call) || !(isOutcome(outcome) || outcome === 'remove')) return undefined;
    const correction: Correction = { call, outcome, at, ...(initials && { initials }) };
    return (current) => withCorrection(current, correction);
  }
  const nonce = form.get('nonce') ?? '';
  if (!isOutcome(outcome) || !NONCE.test(nonce)) return undefined;
  const call = { at, outcome, nonce, ...(initials && { initials }) };
  return (current) => {
    const next = withCall(current, call);
    return { record: next.record, changed: next.added };
  };
}

/**
 * `/follow-up/<token>`: GET shows the lead and changes nothing; POST records a call, or changes
 * or removes one already recorded. A bad or altered token is a 403, one whose lead is no longer
 * kept a 410, a post to a settled record (a week after its first call) a 409, and none of them
 * stores anything.
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
    const { followUps, counts } = deps.stores as NonNullable<FollowUpDeps['stores']>;
    const now = deps.now();
    if (request.method === 'GET') {
      const kept = (await followUps.followUp(lead.record.id))?.record;
      if (isSettled(kept, now)) return closedPage(viewOf(lead, kept), 200);
      return leadPage(viewOf(lead, kept), { nonce: randomUUID() });
    }
    const form = await readForm(request);
    const apply = form && changeOf(form, now.toISOString());
    if (!form || !apply) {
      const kept = (await followUps.followUp(lead.record.id))?.record;
      if (isSettled(kept, now)) return closedPage(viewOf(lead, kept), 409);
      const nonce = form?.get('nonce') ?? '';
      return leadPage(viewOf(lead, kept), {
        nonce: NONCE.test(nonce) ? nonce : randomUUID(),
        problem: followUpWords.chooseOutcome,
      });
    }
    const correcting = form.has('call');
    const result = await change(followUps, lead, now, apply);
    if (result.kind === 'closed') return closedPage(viewOf(lead, result.current), 409);
    if (result.kind === 'missing') {
      return leadPage(viewOf(lead, result.current), {
        nonce: randomUUID(),
        problem: followUpWords.callGone,
      });
    }
    if (result.kind === 'written') {
      await recount(lead, counts, result.before, result.after);
      logEvent('info', correcting ? 'call-corrected' : 'call-recorded', {
        form: result.after.form,
        id: result.after.submissionId,
        outcome: form.get('outcome') ?? '',
        first: result.before.calls.length === 0,
      });
    }
    const followUp = result.kind === 'written' ? result.after : result.current;
    return leadPage(viewOf(lead, followUp), {
      nonce: randomUUID(),
      saved: correcting ? followUpWords.corrected : followUpWords.saved,
    });
  } catch (error) {
    logEvent('warn', 'follow-up-failed', { error: String(error) });
    return problemPage('unavailable');
  }
}
