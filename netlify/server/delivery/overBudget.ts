import { business } from '#src/content/business';
import { labelledAnswers } from '#src/forms/definition';
import { escapeHtml } from '#src/lib/escapeHtml';
import { promiseOf, staffPromiseLine } from '../shared/callPromise';
import { asLineLabel, type EmailContent } from '../mail/emails';
import { formOf, type ServerForm } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { workOut } from '../shared/workOut';
import type { EscalationDeps } from '../followUp/escalation';
import { staffDateShort } from '../shared/staffTime';
import { mapLimit } from '../shared/mapLimit';
import type { Versioned } from '../store/record';

/**
 * Requests one pass lists at most, oldest first: an hour's held cap and more, so a backlog
 * left by a Postmark outage drains in a few passes without one email growing without end.
 */
const LIST_PER_PASS = 250;
const CONCURRENCY = 25;
/** One send with room to write its result. */
const SEND_CALL_MS = 12_000;
/**
 * A listing claim this old was left by a pass that stopped before its email's result: two
 * five-minute passes on, Netlify has long ended it, so the request is listed again.
 */
const STALE_CLAIM_MS = 10 * 60_000;

interface Held {
  entry: Versioned;
  form: ServerForm;
  /** Its part of the email, worked out when it was read. */
  block: RequestBlock;
}

type RequestBlock = ReturnType<typeof requestBlock>;

/** One request in full: what it is, when we promised to call, and every answer. */
function requestBlock({ entry: { record }, form }: Omit<Held, 'block'>) {
  const promised = form.response ? staffPromiseLine(promiseOf(form.response, record)) : undefined;
  return {
    heading: `${form.title}, sent ${staffDateShort.format(new Date(record.receivedAt))} (Eastern)`,
    promised,
    answers: labelledAnswers(form.definition, record.fields)
      .filter(({ value }) => value)
      .map(({ label, value }) => ({ label: asLineLabel(label), value })),
    reference: `Reference: ${record.id}`,
  };
}

/** One email listing every request held over the hour's budget for one inbox. */
function overBudgetEmail(held: readonly Held[]): EmailContent {
  const count = held.length;
  const intro = `More forms than usual reached the website this hour, usually because a robot is sending many, so ${count === 1 ? 'this one was' : `these ${count} were`} not emailed one by one. Each visitor was told when we would call: if one is a real person, please call them by that time.`;
  const blocks = held.map((item) => item.block);
  const textBody = `${intro}\n\n${blocks
    .map((block) =>
      [
        block.heading,
        block.promised,
        ...block.answers.map(({ label, value }) => `${label} ${value ?? ''}`),
        block.reference,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n')}\n\n— ${business.name} website\n`;
  const htmlBody = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c"><p>${escapeHtml(intro)}</p>${blocks
    .map(
      (block) =>
        `<p style="border-top:1px solid #ddd;padding-top:8px"><strong>${escapeHtml(block.heading)}</strong>${block.promised ? `<br><strong>${escapeHtml(block.promised)}</strong>` : ''}${block.answers
          .map(({ label, value }) => `<br>${escapeHtml(label)} ${escapeHtml(value ?? '')}`)
          .join('')}<br>${escapeHtml(block.reference)}</p>`,
    )
    .join('')}</body></html>`;
  return {
    subject: `${count} website form${count === 1 ? '' : 's'} held over the hour’s limit: please look`,
    textBody,
    htmlBody,
    tag: 'over-budget',
  };
}

/** What a pass hands each of its steps after the sends: the same as the reminders get. */
type OverBudgetDeps = EscalationDeps;

const claimedRecently = (at: string | undefined, now: Date) =>
  at !== undefined && now.getTime() - Date.parse(at) < STALE_CLAIM_MS;

/**
 * Each request claimed for this pass's email by a write over the version read: of two passes
 * at once, one claims it and the other leaves it, so staff never get the same list twice.
 */
async function claim(deps: OverBudgetDeps, items: readonly Held[], at: string): Promise<Held[]> {
  const claimed = await mapLimit(items, CONCURRENCY, async (item): Promise<Held | undefined> => {
    const record = { ...item.entry.record, listingClaimedAt: at };
    const etag = await deps.stores.submissions
      .replace(record, item.entry.etag)
      .catch(() => undefined);
    return etag === undefined ? undefined : { ...item, entry: { record, etag } };
  });
  return claimed.filter((item): item is Held => item !== undefined);
}

/** Writes each listed request's result; a write that fails leaves a claim that goes stale. */
function settleClaims(deps: OverBudgetDeps, items: readonly Held[], listedAt?: string) {
  return mapLimit(items, CONCURRENCY, ({ entry: { record, etag } }) => {
    const unclaimed = { ...record };
    delete unclaimed.listingClaimedAt;
    return deps.stores.submissions
      .replace(listedAt ? { ...record, listedAt } : unclaimed, etag)
      .catch(() => undefined);
  });
}

/** The page of requests to list, read side by side; a marker left by a finished write goes. */
async function readPage(deps: OverBudgetDeps): Promise<Held[]> {
  const { submissions } = deps.stores;
  const around = { marks: deps.stores.limits, now: deps.now };
  const markers = (await submissions.overBudget()).slice(0, LIST_PER_PASS);
  const found = await mapLimit(markers, CONCURRENCY, async ({ id, marker }) => {
    try {
      const entry = await submissions.read(id);
      if (!entry) await submissions.dropMarker(marker);
      else if (entry.record.status !== 'held' || entry.record.listedAt) {
        await submissions.settle(entry.record);
      } else if (!claimedRecently(entry.record.listingClaimedAt, deps.now())) {
        const form = formOf(entry.record.form, deps.forms);
        // One that cannot be worked out is left out of the list, alerted, and left held.
        const block =
          form && (await workOut(around, 'held-listing', id, () => requestBlock({ entry, form })));
        if (form && block) return { entry, form, block };
      }
    } catch (error) {
      logEvent('warn', 'record-unreadable', { id, error: String(error).slice(0, 200) });
    }
    return undefined;
  });
  return found.filter((item): item is Held => item !== undefined);
}

/**
 * The five-minute pass's list of requests held over the hour's budget: a family whose request
 * came in during a flood was told we would call, so staff hear of it within minutes, all of one
 * inbox's in one email, rather than in tomorrow's digest. Each is claimed before its email and
 * marked listed only after it went; one whose claim outlives its pass is listed again once the
 * claim is stale, never dropped.
 */
export async function listOverBudget(deps: OverBudgetDeps): Promise<number> {
  let held: Held[];
  try {
    held = await readPage(deps);
  } catch (error) {
    logEvent('warn', 'over-budget-list-failed', { error: String(error).slice(0, 200) });
    return 0;
  }
  const byInbox = new Map<string, Held[]>();
  for (const item of held) {
    const to = deps.config.to[item.form.inbox];
    if (!to) continue;
    byInbox.set(to, [...(byInbox.get(to) ?? []), item]);
  }
  let listed = 0;
  for (const [to, found] of byInbox) {
    if (!deps.roomFor(SEND_CALL_MS)) break;
    const items = await claim(deps, found, deps.now().toISOString());
    if (items.length === 0) continue;
    const result = deps.config.from
      ? await deps.mailer.send({ ...overBudgetEmail(items), from: deps.config.from, to })
      : { ok: false as const, kind: 'configuration', reason: 'MAIL_FROM is not set' };
    if (!result.ok) {
      logAlert('over-budget-list-failed', { requests: items.length, reason: result.reason });
      await settleClaims(deps, items);
      continue;
    }
    await settleClaims(deps, items, deps.now().toISOString());
    listed += items.length;
  }
  if (listed > 0) logEvent('info', 'over-budget-listed', { listed });
  return listed;
}
