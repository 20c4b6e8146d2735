import { escapeHtml } from '#src/lib/escapeHtml';
import { telHref } from '#src/lib/telHref';
import { staffCallBackLine } from '../shared/callBack';
import { promiseOf, staffPromiseWhen } from '../shared/callPromise';
import type { MailConfig } from '../mail/config';
import type { EmailContent } from '../mail/emails';
import { formOf, type FormRegistry, type ServerForm } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { workOut } from '../shared/workOut';
import type { Mailer, SendResult } from '../mail/mail';
import type { StoredSubmission } from '../store/record';
import type { FollowUpsStore } from '../store/followUps';
import type { Stores } from '../store/stores';
import { staffClock, staffDateShort } from '../shared/staffTime';
import { firstNameOf } from '../store/calls';
import { followUpLink } from '../shared/followUpSetup';
import { inVisitorLanguage } from '../shared/staffLanguage';

/** Leads one pass escalates at most: the rest wait five minutes for the next. */
const PER_PASS = 50;
/** How often the redelivery pass runs. */
const PASS_MS = 5 * 60_000;
/**
 * A claim this old whose reminder never went was left by a pass that stopped (or that never
 * heard its claim was written): two passes on, Netlify has long ended the one that made it.
 */
const STALE_CLAIM_MS = 2 * PASS_MS;

interface LateLead {
  record: StoredSubmission;
  form: ServerForm;
  due: Date;
}

function phoneOf(lead: LateLead): string | undefined {
  const field = lead.form.definition.fields.find((candidate) => candidate.kind === 'tel');
  return field ? lead.record.fields[field.name] : undefined;
}

/**
 * "Not called back yet: care request from Ann, promised by 10:00 AM Mon, now 10:05 AM", or
 * "promised 5–6 PM Fri" for a window the family chose: the promise as the family heard it.
 */
function leadLine(lead: LateLead, now: Date): string {
  const promise = lead.form.response && promiseOf(lead.form.response, lead.record);
  const promised = promise?.window
    ? staffPromiseWhen(promise)
    : `by ${staffCallBackLine(lead.due).replace(/^Call back by /, '')}`;
  return `Not called back yet: ${lead.form.title.toLowerCase()} from ${firstNameOf(lead.record.fields)}${inVisitorLanguage(lead.record.language)}, promised ${promised}, now ${staffClock.format(now)}`;
}

/** A late lead's part of the reminder, worked out before it is claimed (see `takeLead`). */
function leadBlock(lead: LateLead, now: Date) {
  return {
    line: leadLine(lead, now),
    phone: phoneOf(lead),
    sent: staffDateShort.format(new Date(lead.record.receivedAt)),
  };
}

type LeadBlock = ReturnType<typeof leadBlock>;

/** One email for every late lead going to one inbox: the phone to call and the link to record it. */
function escalationEmail(
  leads: readonly (LateLead & { block: LeadBlock })[],
  link: (id: string) => string | undefined,
): EmailContent {
  const [only] = leads;
  const subject =
    leads.length === 1 && only
      ? only.block.line
      : `Not called back yet: ${leads.length} leads past their promised time`;
  const blocks = leads.map((lead) => ({ ...lead.block, link: link(lead.record.id) }));
  const textBody = `${blocks
    .map(({ line, phone, sent, link: url }) =>
      [line, phone && `Call: ${phone}`, `Sent: ${sent} (Eastern)`, url && `Record the call: ${url}`]
        .filter(Boolean)
        .join('\n'),
    )
    .join(
      '\n\n',
    )}\n\nThe full answers are in each lead's own email. Once a call, text or email is recorded, no reminder is sent for it.\n`;
  const htmlBody = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c">${blocks
    .map(
      ({ line, phone, sent, link: url }) =>
        `<p><strong>${escapeHtml(line)}</strong><br>${phone ? `Call: <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a><br>` : ''}Sent: ${escapeHtml(sent)} (Eastern)${url ? `<br><a href="${escapeHtml(url)}">Record the call</a>` : ''}</p>`,
    )
    .join(
      '',
    )}<p style="color:#475456;font-size:14px">The full answers are in each lead's own email. Once a call, text or email is recorded, no reminder is sent for it.</p></body></html>`;
  return { subject, textBody, htmlBody, tag: 'not-called-back' };
}

export interface EscalationDeps {
  /** The limits keep one alert a day for a lead that cannot be worked out (`workOut`). */
  stores: Pick<Stores, 'submissions' | 'followUps' | 'limits'>;
  config: MailConfig;
  mailer: Mailer;
  forms?: FormRegistry;
  now: () => Date;
  /** Whether there is still time in the pass for one more call to the store or Postmark. */
  roomFor: (ms: number) => boolean;
}

/** A due lead that needs a reminder, or `undefined` (called, gone, held), its marker tidied. */
async function lateLead(
  deps: EscalationDeps,
  due: { id: string; due: Date; marker: string },
): Promise<LateLead | undefined> {
  const { submissions, followUps } = deps.stores;
  const [followUp, kept] = await Promise.all([
    followUps.followUp(due.id),
    submissions.read(due.id),
  ]);
  const form = kept && formOf(kept.record.form, deps.forms);
  if ((followUp?.record.calls.length ?? 0) > 0 || !kept || !form || kept.record.status === 'held') {
    await followUps.dropMarker(due.marker);
    return undefined;
  }
  return { record: kept.record, form, due: due.due };
}

type DueLead = Awaited<ReturnType<FollowUpsStore['callsDue']>>[number];

/**
 * PER_PASS of the claimed leads, starting further on each pass: however many markers of
 * reminded leads will not delete, a stale claim among them is looked at within a few passes.
 */
function turnOf(claimed: DueLead[], now: Date): DueLead[] {
  if (claimed.length <= PER_PASS) return claimed;
  const start = (Math.floor(now.getTime() / PASS_MS) * PER_PASS) % claimed.length;
  return [...claimed.slice(start), ...claimed.slice(0, start)].slice(0, PER_PASS);
}

/** A late lead this pass reminds of: its part of the email, its marker, whose claim it took. */
type TakenLead = LateLead & { block: LeadBlock; marker: string; retaken: boolean };

/**
 * A due lead whose reminder this pass now holds the claim of, or `undefined`. One whose reminder
 * cannot be worked out is left unclaimed, with its marker, and alerted (see `workOut`).
 */
async function takeLead(
  deps: EscalationDeps,
  item: DueLead,
  now: Date,
): Promise<TakenLead | undefined> {
  const lead = await lateLead(deps, item);
  if (!lead) return undefined;
  const around = { marks: deps.stores.limits, now: deps.now };
  const block = await workOut(around, 'reminder', item.id, () => leadBlock(lead, now));
  if (!block) return undefined;
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const claim = await deps.stores.followUps.claimEscalation(item.id, now, staleBefore);
  // Reminded already, and only its marker was left behind: it goes now, or is tried again by
  // the next pass, after the leads no one has claimed.
  if (claim === 'sent') {
    await deps.stores.followUps.dropMarker(item.marker).catch(() => undefined);
  }
  if (claim !== 'new' && claim !== 'retaken') return undefined;
  return { ...lead, block, marker: item.marker, retaken: claim === 'retaken' };
}

/** One reminder email's result: a mailer that throws is a failed send, never a lost claim. */
async function sendReminder(
  deps: EscalationDeps,
  email: EmailContent,
  to: string | undefined,
): Promise<SendResult> {
  const { from } = deps.config;
  if (!from) return { ok: false, kind: 'configuration', reason: 'MAIL_FROM is not set' };
  if (!to) return { ok: false, kind: 'configuration', reason: 'no inbox for the form' };
  try {
    return await deps.mailer.send({ ...email, from, to });
  } catch (error) {
    return { ok: false, kind: 'unknown', reason: String(error).slice(0, 200) };
  }
}

/**
 * The five-minute pass's reminder: every kept lead whose promised call-back time has passed
 * with no call, text or email recorded is emailed once to `MAIL_TO_ESCALATION` (else its
 * form's inbox), all of one inbox's in one email. Each lead is claimed before its email, so
 * two passes at once remind of it once; a failed email gives the claim back for the next pass,
 * and a claim whose email never went (its pass stopped) is taken again ten minutes on, with an
 * alert. A lead whose reminder cannot be worked out is skipped and alerted; the rest go.
 */
export async function escalateLateLeads(deps: EscalationDeps): Promise<number> {
  const now = deps.now();
  let due: DueLead[];
  try {
    due = await deps.stores.followUps.callsDue(now);
  } catch (error) {
    logEvent('warn', 'escalation-list-failed', { error: String(error).slice(0, 200) });
    return 0;
  }
  // Leads no pass has claimed come first, in a page of their own: markers of claimed leads
  // (reminded, with a delete that failed, or claimed by a pass that stopped) must never hold
  // back a lead nobody has reminded of.
  const unclaimed = due.filter((item) => !item.claimed).slice(0, PER_PASS);
  const claimed = due.filter((item) => item.claimed);
  const late: TakenLead[] = [];
  for (const item of [...unclaimed, ...turnOf(claimed, now)]) {
    if (late.length >= PER_PASS || !deps.roomFor(2_000)) break;
    try {
      const lead = await takeLead(deps, item, now);
      if (lead) late.push(lead);
    } catch (error) {
      logEvent('warn', 'escalation-read-failed', {
        id: item.id,
        error: String(error).slice(0, 200),
      });
    }
  }
  const stalled = late.filter((lead) => lead.retaken).length;
  // Before the send, so a pass that stops again still says so.
  if (stalled > 0) logAlert('not-called-back-stalled', { leads: stalled });
  // A lead with no inbox to go to fails like a refused email: its claim is given back.
  const byInbox = new Map<string | undefined, typeof late>();
  for (const lead of late) {
    const to = deps.config.escalation ?? deps.config.to[lead.form.inbox];
    byInbox.set(to, [...(byInbox.get(to) ?? []), lead]);
  }
  let reminded = 0;
  for (const [to, leads] of byInbox) {
    const email = escalationEmail(leads, (id) => followUpLink(deps.config.followUp, id));
    const result = await sendReminder(deps, email, to);
    if (result.ok) {
      reminded += leads.length;
      // Either write alone keeps the lead from a second reminder: a marker left behind is
      // deleted by the next pass once it reads the claim as sent.
      await Promise.all(
        leads.flatMap((lead) => [
          deps.stores.followUps.escalationSent(lead.record.id, deps.now()).catch(() => undefined),
          deps.stores.followUps.dropMarker(lead.marker).catch(() => undefined),
        ]),
      );
      logEvent('info', 'not-called-back-sent', { leads: leads.length });
    } else {
      await Promise.all(
        leads.map((lead) =>
          deps.stores.followUps.releaseEscalation(lead.record.id).catch(() => undefined),
        ),
      );
      logAlert('not-called-back-failed', { leads: leads.length, reason: result.reason });
    }
  }
  return reminded;
}
