import { escapeHtml } from '../../../src/lib/escapeHtml';
import { telHref } from '../../../src/lib/telHref';
import { staffCallBackLine } from '../shared/callBack';
import type { MailConfig } from '../mail/config';
import type { EmailContent } from '../mail/emails';
import { formOf, type FormRegistry, type ServerForm } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import type { Mailer } from '../mail/mail';
import type { StoredSubmission, SubmissionStore } from '../store/store';
import { staffClock, staffDateShort } from '../shared/staffTime';
import { firstNameOf } from '../store/calls';
import { followUpLink } from '../shared/followUpSetup';

/** Leads one pass escalates at most: the rest wait five minutes for the next. */
const PER_PASS = 50;

interface LateLead {
  record: StoredSubmission;
  form: ServerForm;
  due: Date;
}

function phoneOf(lead: LateLead): string | undefined {
  const field = lead.form.definition.fields.find((candidate) => candidate.kind === 'tel');
  return field ? lead.record.fields[field.name] : undefined;
}

/** "Not called back yet: care request from Ann, promised by 10:00 AM, now 10:05". */
function leadLine(lead: LateLead, now: Date): string {
  const promised = staffCallBackLine(lead.due).replace(/^Call back by /, '');
  return `Not called back yet: ${lead.form.title.toLowerCase()} from ${firstNameOf(lead.record.fields)}, promised by ${promised}, now ${staffClock.format(now)}`;
}

/** One email for every late lead going to one inbox: the phone to call and the link to record it. */
function escalationEmail(
  leads: readonly LateLead[],
  now: Date,
  link: (id: string) => string | undefined,
): EmailContent {
  const [only] = leads;
  const subject =
    leads.length === 1 && only
      ? leadLine(only, now)
      : `Not called back yet: ${leads.length} leads past their promised time`;
  const blocks = leads.map((lead) => ({
    line: leadLine(lead, now),
    phone: phoneOf(lead),
    sent: staffDateShort.format(new Date(lead.record.receivedAt)),
    link: link(lead.record.id),
  }));
  const textBody = `${blocks
    .map(({ line, phone, sent, link: url }) =>
      [line, phone && `Call: ${phone}`, `Sent: ${sent} (Eastern)`, url && `Record the call: ${url}`]
        .filter(Boolean)
        .join('\n'),
    )
    .join(
      '\n\n',
    )}\n\nThe full answers are in each lead's own email. Once a call is recorded, no reminder is sent for it.\n`;
  const htmlBody = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c">${blocks
    .map(
      ({ line, phone, sent, link: url }) =>
        `<p><strong>${escapeHtml(line)}</strong><br>${phone ? `Call: <a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a><br>` : ''}Sent: ${escapeHtml(sent)} (Eastern)${url ? `<br><a href="${escapeHtml(url)}">Record the call</a>` : ''}</p>`,
    )
    .join(
      '',
    )}<p style="color:#475456;font-size:14px">The full answers are in each lead's own email. Once a call is recorded, no reminder is sent for it.</p></body></html>`;
  return { subject, textBody, htmlBody, tag: 'not-called-back' };
}

export interface EscalationDeps {
  store: SubmissionStore;
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
  const { store } = deps;
  const [followUp, kept] = await Promise.all([store.followUp(due.id), store.read(due.id)]);
  const form = kept && formOf(kept.record.form, deps.forms);
  if ((followUp?.record.calls.length ?? 0) > 0 || !kept || !form || kept.record.status === 'held') {
    await store.deleteKey(due.marker);
    return undefined;
  }
  return { record: kept.record, form, due: due.due };
}

/**
 * The five-minute pass's reminder: every kept lead whose promised call-back time has passed
 * with no call recorded is emailed once to `MAIL_TO_ESCALATION` (else its form's inbox), all
 * of one inbox's in one email. Each lead is claimed before its email, so two passes at once
 * remind of it once; a failed email gives the claim back for the next pass.
 */
export async function escalateLateLeads(deps: EscalationDeps): Promise<number> {
  const now = deps.now();
  let due: Awaited<ReturnType<SubmissionStore['callsDue']>>;
  try {
    due = await deps.store.callsDue(now);
  } catch (error) {
    logEvent('warn', 'escalation-list-failed', { error: String(error).slice(0, 200) });
    return 0;
  }
  const late: (LateLead & { marker: string })[] = [];
  for (const item of due.slice(0, PER_PASS)) {
    if (!deps.roomFor(2_000)) break;
    try {
      const lead = await lateLead(deps, item);
      if (lead && (await deps.store.claimEscalation(lead.record.id))) {
        late.push({ ...lead, marker: item.marker });
      }
    } catch (error) {
      logEvent('warn', 'escalation-read-failed', {
        id: item.id,
        error: String(error).slice(0, 200),
      });
    }
  }
  const byInbox = new Map<string, typeof late>();
  for (const lead of late) {
    const to = deps.config.escalation ?? deps.config.to[lead.form.inbox];
    if (!to) continue;
    byInbox.set(to, [...(byInbox.get(to) ?? []), lead]);
  }
  let reminded = 0;
  for (const [to, leads] of byInbox) {
    const email = escalationEmail(leads, now, (id) => followUpLink(deps.config.followUp, id));
    const result = deps.config.from
      ? await deps.mailer.send({ ...email, from: deps.config.from, to })
      : { ok: false as const, kind: 'configuration', reason: 'MAIL_FROM is not set' };
    if (result.ok) {
      reminded += leads.length;
      await Promise.all(
        leads.map((lead) => deps.store.deleteKey(lead.marker).catch(() => undefined)),
      );
      logEvent('info', 'not-called-back-sent', { leads: leads.length });
    } else {
      await Promise.all(
        leads.map((lead) => deps.store.releaseEscalation(lead.record.id).catch(() => undefined)),
      );
      logAlert('not-called-back-failed', { leads: leads.length, reason: result.reason });
    }
  }
  return reminded;
}
