import { retentionDays } from '#src/config/retention';
import { business } from '#src/content/business';
import { escapeHtml } from '#src/lib/escapeHtml';
import { staffDateShort } from '../shared/staffTime';
import type { MailConfig } from '../mail/config';
import type { OutgoingEmail } from '../mail/emails';
import { formOf, serverForms, type FormRegistry } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { POSTMARK_TIMEOUT_SECONDS, type Mailer } from '../mail/mail';
import { mapLimit } from '../shared/mapLimit';
import { workOut } from '../shared/workOut';
import type { StoredSubmission, Versioned } from '../store/record';
import type { Stores } from '../store/stores';
import type { SubmissionsStore } from '../store/submissions';

/** Entries listed in one digest email; the next ones go in another. Far under Postmark's 10 MB. */
export const DIGEST_LIMIT = 50;
/** Held records one run reads at most; the rest wait for the next day's digest. */
const DIGEST_PAGE = 1_000;
/**
 * No new call starts past this: Netlify stops a scheduled function at 30 s, and the daily run
 * has its sweep of unmarked records to do after the digest.
 */
const DIGEST_BUDGET_MS = 15_000;
/** Room kept for one batch of reads or writes, and for one send (Postmark's timeout and more). */
const STORE_CALL_MS = 500;
const SEND_CALL_MS = (POSTMARK_TIMEOUT_SECONDS + 1) * 1000;
const CONCURRENCY = 25;

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
      ? 'Held because more forms than usual came in that hour: it may well be a real person.'
      : `Hidden field held: ${(f.website ?? '').slice(0, 100)}`,
    `Reference: ${record.id}`,
  ];
}

/** The digest of held forms, each given as its summary's lines (see `summary`). */
function digestEmail(summaries: string[][], envelope: { from: string; to: string }, waiting = 0) {
  const count = summaries.length;
  const intro = `Our website held ${count} form${count === 1 ? '' : 's'} instead of emailing ${count === 1 ? 'it' : 'them'}: a hidden field that people never see was filled in (usually by a robot, sometimes by a browser's autofill), or far more forms than usual came in that hour. If one below is a real person, contact them: the website deletes held forms ${retentionDays.held} days after they arrive.`;
  const items = [...summaries];
  if (waiting > 0) {
    items.push([
      `${waiting} more held form${waiting === 1 ? ' is' : 's are'} not listed here yet: ${waiting === 1 ? 'it' : 'they'} will be in the next digest. That many at once is almost always a robot.`,
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
    subject: `Held website forms: ${count} to glance at`,
    textBody,
    htmlBody,
    tag: 'held-digest',
  };
  return email;
}

/**
 * The held records to list, in order: those held over the hour's budget (likely people) that
 * no pass has listed yet, then the spam trap's catch. Ids only: listings are cheap, reads not.
 */
async function heldInOrder(submissions: SubmissionsStore): Promise<string[]> {
  const [overBudget, held] = await Promise.all([submissions.overBudget(), submissions.heldIds()]);
  const stillHeld = new Set(held);
  const first = overBudget.map(({ id }) => id).filter((id) => stillHeld.has(id));
  const firstSet = new Set(first);
  return [...first, ...held.filter((id) => !firstSet.has(id))];
}

/** A held record to list, and its summary's lines. */
type Listed = { entry: Versioned; lines: string[] };

type DigestDeps = {
  /** The records; the daily run's claim is a once-mark. */
  stores: Pick<Stores, 'submissions' | 'limits'>;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
  /** The forms whose held copies it lists (tests add one). */
  forms?: FormRegistry;
  /** Milliseconds after which no new call starts (tests shorten it). */
  budgetMs?: number;
};

/**
 * The daily digest of held submissions: every held record, budget-held first, listed once,
 * DIGEST_LIMIT to an email and as many emails as it takes. It reads a bounded page inside a
 * time budget and marks each record digested only after the email that lists it went, so a
 * record it did not list waits for the next digest (or its deletion date), never dropped.
 */
export async function sendHeldDigest({
  stores,
  config,
  mailer,
  now = () => new Date(),
  forms = serverForms,
  budgetMs = DIGEST_BUDGET_MS,
}: DigestDeps): Promise<{ listed: number; waiting: number; emails: number }> {
  const startedAt = performance.now();
  const around = { marks: stores.limits, now };
  // A shortened budget (a test's, standing for Netlify's) shortens the room kept for each call.
  const scale = Math.min(1, budgetMs / DIGEST_BUDGET_MS);
  const roomFor = (ms: number) => performance.now() - startedAt + ms * scale <= budgetMs;
  const { submissions } = stores;
  const ids = await heldInOrder(submissions);
  /** Each form's records to list, with their summaries, worked out as they were read. */
  const byForm = new Map<string, Listed[]>();
  const tally = { listed: 0, emails: 0, handled: 0, mended: 0 };
  const stopped = new Set<string>();

  const send = async (form: string, entries: Listed[]) => {
    if (!roomFor(SEND_CALL_MS)) return;
    const inbox = formOf(form, forms)?.inbox;
    const to = inbox && config.to[inbox];
    if (!mailer || !config.from || !to) {
      if (!stopped.has(form)) logAlert('digest-misconfigured', { form, held: entries.length });
      stopped.add(form);
      return;
    }
    const waiting = ids.length - tally.handled;
    const result = await mailer.send(
      digestEmail(
        entries.map(({ lines }) => lines),
        { from: config.from, to },
        waiting,
      ),
    );
    if (!result.ok) {
      logAlert('digest-failed', { form, kind: result.kind, reason: result.reason });
      stopped.add(form);
      return;
    }
    tally.emails++;
    tally.listed += entries.length;
    const at = now().toISOString();
    // Written as it goes: a run cut off later keeps what it already listed.
    await mapLimit(entries, CONCURRENCY, ({ entry: { record, etag } }) =>
      submissions.replace({ ...record, digestedAt: at }, etag).catch(() => undefined),
    );
  };

  for (let from = 0; from < Math.min(ids.length, DIGEST_PAGE); from += CONCURRENCY) {
    if (!roomFor(STORE_CALL_MS)) break;
    const page = ids.slice(from, Math.min(from + CONCURRENCY, DIGEST_PAGE));
    const read = await mapLimit(page, CONCURRENCY, async (id) => {
      try {
        return await submissions.read(id);
      } catch (error) {
        logEvent('warn', 'record-unreadable', { id, error: String(error).slice(0, 200) });
        return undefined;
      }
    });
    for (const entry of read) {
      if (!entry) continue;
      tally.handled++;
      const { record } = entry;
      if (record.status !== 'held' || record.digestedAt || record.listedAt) {
        // Its marker outlived a write that was cut short: mended, nothing to list.
        await submissions.settle(record).catch(() => undefined);
        tally.mended++;
        continue;
      }
      if (stopped.has(record.form)) continue;
      // One that cannot be worked out is left out, alerted, and waits, held, as it is.
      const lines = await workOut(around, 'held-digest', record.id, () => summary(record, forms));
      if (!lines) continue;
      const group = [...(byForm.get(record.form) ?? []), { entry, lines }];
      byForm.set(record.form, group);
      if (group.length >= DIGEST_LIMIT) {
        byForm.delete(record.form);
        await send(record.form, group);
      }
    }
  }
  for (const [form, entries] of byForm) await send(form, entries);
  const waiting = ids.length - tally.listed - tally.mended;
  logEvent('info', 'held-digest', { listed: tally.listed, emails: tally.emails, waiting });
  return { listed: tally.listed, waiting, emails: tally.emails };
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
  const { submissions, limits } = deps.stores;
  const claimed = await limits.onceIn('held-digest', now(), DIGEST_CLAIM_MS);
  const result = claimed ? await sendHeldDigest(deps) : { listed: 0 };
  let mended = 0;
  const around = { marks: limits, now };
  for (const id of await submissions.unmarked()) {
    const entry = await submissions.read(id).catch(() => undefined);
    if (!entry) continue;
    // One record whose markers cannot be worked out is alerted; the others are mended.
    const settled = await workOut(around, 'held-digest', id, async () => {
      await submissions.settle(entry.record);
      return true;
    });
    if (settled) mended++;
  }
  if (mended > 0) logEvent('warn', 'records-without-markers', { mended });
  return { ...result, claimed, mended };
}
