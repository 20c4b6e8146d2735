import { business } from '../../src/content/business';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { staffDateShort } from './staffTime';
import type { MailConfig } from './config';
import type { OutgoingEmail } from './emails';
import { recipientOf } from './forms';
import { logAlert, logEvent } from './log';
import type { Mailer } from './mail';
import {
  mapLimit,
  readAll,
  type FormName,
  type StoredSubmission,
  type SubmissionStore,
} from './store';

const formTitle: Record<FormName, string> = {
  contact: 'care request',
  apply: 'caregiver application',
};

/** Who sent it, in a line: enough for staff to recognise a real person. */
function summary(record: StoredSubmission): string[] {
  const f = record.fields;
  const name = f.name ?? [f.firstName, f.lastName].filter(Boolean).join(' ');
  const words = (f.message ?? f.motivation ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return [
    `${staffDateShort.format(new Date(record.receivedAt))} (Eastern), ${formTitle[record.form]}`,
    `Name: ${name || '(none)'} · Email: ${f.email || '(none)'} · Phone: ${f.phone || '(none)'}`,
    ...(words ? [`Said: ${words}`] : []),
    `Hidden field held: ${(f.website ?? '').slice(0, 100)}`,
    `Reference: ${record.id}`,
  ];
}

export function digestEmail(records: StoredSubmission[], envelope: { from: string; to: string }) {
  const count = records.length;
  const intro = `Our website's spam trap held ${count} form${count === 1 ? '' : 's'} instead of emailing ${count === 1 ? 'it' : 'them'}: a hidden field that people never see was filled in, usually by a robot, sometimes by a browser's autofill. If one below is a real person, contact them: the website deletes held forms 30 days after they arrive.`;
  const items = records.map(summary);
  const textBody = `${intro}\n\n${items.map((lines) => lines.join('\n')).join('\n\n')}\n\n— ${business.name} website\n`;
  const htmlBody = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c"><p>${escapeHtml(intro)}</p>${items
    .map(
      (lines) =>
        `<p style="border-top:1px solid #ddd;padding-top:8px">${lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('')}</body></html>`;
  const email: OutgoingEmail = {
    ...envelope,
    subject: `Spam trap: ${count} website form${count === 1 ? '' : 's'} to glance at`,
    textBody,
    htmlBody,
    tag: 'held-digest',
  };
  return email;
}

/**
 * The daily digest of held submissions: one email per inbox, only when something new was
 * held, each submission listed once.
 */
export async function sendHeldDigest({
  store,
  config,
  mailer,
  now = () => new Date(),
}: {
  store: SubmissionStore;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
}): Promise<{ listed: number }> {
  const fresh = (await readAll(store)).filter(
    ({ record }) => record.status === 'held' && !record.digestedAt,
  );
  let listed = 0;
  for (const form of ['contact', 'apply'] as const) {
    const entries = fresh.filter(({ record }) => record.form === form);
    if (entries.length === 0) continue;
    const to = recipientOf(form, config);
    if (!mailer || !config.from || !to) {
      logAlert('digest-misconfigured', { form, held: entries.length });
      continue;
    }
    const result = await mailer.send(
      digestEmail(
        entries.map(({ record }) => record),
        { from: config.from, to },
      ),
    );
    if (!result.ok) {
      logAlert('digest-failed', { form, kind: result.kind, reason: result.reason });
      continue;
    }
    const at = now().toISOString();
    await mapLimit(entries, 25, ({ record, etag }) =>
      store.replace({ ...record, digestedAt: at }, etag).catch(() => undefined),
    );
    listed += entries.length;
  }
  logEvent('info', 'held-digest', { listed });
  return { listed };
}
