import { retentionDays } from '../../../src/config/retention';
import { business } from '../../../src/content/business';
import { escapeHtml } from '../../../src/lib/escapeHtml';
import { staffDateShort } from '../shared/staffTime';
import type { MailConfig } from '../mail/config';
import type { OutgoingEmail } from '../mail/emails';
import { formOf, serverForms, type FormRegistry } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import type { Mailer } from '../mail/mail';
import {
  mapLimit,
  type StoredSubmission,
  type SubmissionStore,
  type Versioned,
} from '../store/store';

/** Entries listed in one digest email; the rest are counted. Keeps it far under Postmark's 10 MB. */
export const DIGEST_LIMIT = 50;

/** Who sent it, in a line: enough for staff to recognise a real person. */
function summary(record: StoredSubmission, forms: FormRegistry): string[] {
  const f = record.fields;
  const name = f.name ?? [f.firstName, f.lastName].filter(Boolean).join(' ');
  const words = (f.message ?? f.motivation ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return [
    `${staffDateShort.format(new Date(record.receivedAt))} (Eastern), ${(formOf(record.form, forms)?.title ?? record.form).toLowerCase()}`,
    `Name: ${name || '(none)'} · Email: ${f.email || '(none)'} · Phone: ${f.phone || '(none)'}`,
    ...(words ? [`Said: ${words}`] : []),
    record.heldFor === 'budget'
      ? 'Held because one address sent more forms in an hour than a person would.'
      : `Hidden field held: ${(f.website ?? '').slice(0, 100)}`,
    `Reference: ${record.id}`,
  ];
}

function digestEmail(
  records: StoredSubmission[],
  envelope: { from: string; to: string },
  more = 0,
  forms: FormRegistry = serverForms,
) {
  const count = records.length + more;
  const intro = `Our website's spam trap held ${count} form${count === 1 ? '' : 's'} instead of emailing ${count === 1 ? 'it' : 'them'}: a hidden field that people never see was filled in (usually by a robot, sometimes by a browser's autofill), or one address sent far more forms in an hour than a person would. If one below is a real person, contact them: the website deletes held forms ${retentionDays.held} days after they arrive.`;
  const items = records.map((record) => summary(record, forms));
  if (more > 0) {
    items.push([
      `And ${more} more held the same way, not listed here: that many at once is almost always one robot.`,
    ]);
  }
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

/** Held submissions not yet in a digest, by form; a record that fails to read is skipped. */
async function heldByForm(store: SubmissionStore) {
  const byForm = new Map<string, { listed: Versioned[]; more: string[] }>();
  const entries = await mapLimit(await store.heldIds(), 25, async (id) => {
    try {
      return await store.read(id);
    } catch (error) {
      logEvent('warn', 'record-unreadable', { id, error: String(error).slice(0, 200) });
      return undefined;
    }
  });
  for (const entry of entries) {
    if (!entry || entry.record.status !== 'held' || entry.record.digestedAt) continue;
    const group = byForm.get(entry.record.form) ?? { listed: [], more: [] };
    if (group.listed.length < DIGEST_LIMIT) group.listed.push(entry);
    else group.more.push(entry.record.id);
    byForm.set(entry.record.form, group);
  }
  return byForm;
}

/**
 * The daily digest of held submissions: one email per inbox, only when something new was
 * held, each submission listed once and at most DIGEST_LIMIT of them.
 */
export async function sendHeldDigest({
  store,
  config,
  mailer,
  now = () => new Date(),
  forms = serverForms,
}: {
  store: SubmissionStore;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
  /** The forms whose held copies it lists (tests add one). */
  forms?: FormRegistry;
}): Promise<{ listed: number }> {
  let listed = 0;
  for (const [form, { listed: entries, more }] of await heldByForm(store)) {
    const inbox = formOf(form, forms)?.inbox;
    const to = inbox && config.to[inbox];
    if (!mailer || !config.from || !to) {
      logAlert('digest-misconfigured', { form, held: entries.length + more.length });
      continue;
    }
    const result = await mailer.send(
      digestEmail(
        entries.map(({ record }) => record),
        { from: config.from, to },
        more.length,
        forms,
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
    // The uncounted rest were told of in number: they leave the digest's list too.
    await mapLimit(more, 25, (id) => store.digested(id).catch(() => undefined));
    listed += entries.length;
  }
  logEvent('info', 'held-digest', { listed });
  return { listed };
}

/** Overlapping runs of the daily function send one digest: the first to claim the day's. */
const DIGEST_CLAIM_MS = 20 * 60 * 60_000;

/**
 * The daily run: the digest, claimed so that two runs at once send one, then a sweep for kept
 * copies that no marker points at (a write cut short long ago), whose markers it mends so that
 * each is sent or deleted in its time.
 */
export async function dailyHeldDigest(deps: Parameters<typeof sendHeldDigest>[0]) {
  const now = deps.now ?? (() => new Date());
  const claimed = await deps.store.onceIn('held-digest', now(), DIGEST_CLAIM_MS);
  const result = claimed ? await sendHeldDigest(deps) : { listed: 0 };
  let mended = 0;
  for (const id of await deps.store.unmarked()) {
    const entry = await deps.store.read(id).catch(() => undefined);
    if (!entry) continue;
    await deps.store.settle(entry.record);
    mended++;
  }
  if (mended > 0) logEvent('warn', 'records-without-markers', { mended });
  return { ...result, claimed, mended };
}
