import type { MailConfig } from '../mail/config';
import {
  CLAIM_MS,
  FILE_READ_TRIES,
  RECONCILE_AFTER_MS,
  SEARCH_AGAIN_AFTER_MS,
  STALL_MS,
  afterAttempt,
  backoffMs,
  emailFor,
  type Addressed,
  envelopeFor,
  foundSent,
  refusedReplyTo,
  outdatedAcknowledgement,
  settledAttempt,
  settledUnsent,
  type FileForEmail,
} from './delivery';
import {
  ONCE_PER_MS,
  noteAcknowledgementTrouble,
  refusedAcknowledgement,
} from '../mail/acknowledgementLimits';
import { expiredLeadMonths } from '../reports/leads';
import { escalateLateLeads } from '../followUp/escalation';
import { listOverBudget } from './overBudget';
import { formOf, type FormRegistry } from '../shared/forms';
import { logAlert, logEvent } from '../shared/log';
import { POSTMARK_TIMEOUT_SECONDS, type Mailer, type SendResult } from '../mail/mail';
import {
  mapLimit,
  type StoredSubmission,
  type SubmissionStore,
  type Versioned,
} from '../store/store';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/** Hourly counts are kept two days: the status reports the last one. */
const TALLY_KEPT_MS = 2 * DAY_MS;
/**
 * Every call of a pass ends, at its timeout, inside this. Netlify stops a scheduled function
 * at 30 s: the margin covers reading, writing results down and a slow start.
 */
const PASS_BUDGET_MS = 20_000;
/** Emails with a résumé per pass: each is a call of its own, a few megabytes. */
export const RESUMES_PER_PASS = 4;
/** Emails without one per pass, in one batch call; the rest wait five minutes. */
const BATCH_PER_PASS = 100;
/** A file with no submission, this old, was left by a create that failed. */
const ORPHAN_AFTER_MS = 60 * MINUTE;
const CONCURRENCY = 25;
/** The longest one call can take, with room to write its result. */
const SINGLE_CALL_MS = POSTMARK_TIMEOUT_SECONDS * 1000 + 1_000;
const BATCH_CALL_MS = 13_000;
const SEARCH_CALL_MS = 6_000;

export interface PassReport {
  /** Sent by this pass, or found already sent by a search of Postmark's sent mail. */
  sent: number;
  pending: number;
  held: number;
  deleted: number;
  /** Due, but another pass (or the visitor's own request) had it, or its record failed us. */
  skipped: number;
  oldestPendingMinutes: number;
  /** The pass reached its time budget with due work left for the next one. */
  stoppedEarly: boolean;
  /** Due, but left for the next pass: over a pass's caps, or out of time. */
  leftForNext: number;
}

export interface PassDeps {
  store: SubmissionStore;
  config: MailConfig;
  mailer: Mailer | undefined;
  now?: () => Date;
  /**
   * Try every pending submission that was tried before, whatever its backoff says (for
   * `npm run redeliver -- --now` after fixing a fault). One never tried is still with the
   * visitor's own request, and stays its own; an unknown outcome still waits for its search.
   */
  ignoreBackoff?: boolean;
  /** Milliseconds after which no new call starts (tests shorten it). */
  budgetMs?: number;
  /** The forms whose kept copies it sends (tests add one). */
  forms?: FormRegistry;
}

const errorText = (error: unknown) => String(error).slice(0, 200);

/** The state of one pass: what it knows of each pending record, its clock and its tally. */
function passState(deps: PassDeps) {
  const now = deps.now ?? (() => new Date());
  const startedAt = performance.now();
  const budget = deps.budgetMs ?? PASS_BUDGET_MS;
  const latest = new Map<string, StoredSubmission>();
  /** Pending records that could not be read, with when their marker says they arrived. */
  const unreadable = new Map<string, string>();
  const tally = { sent: 0, skipped: 0, stoppedEarly: false, attempted: new Set<string>() };
  return {
    now,
    latest,
    unreadable,
    tally,
    /** Whether work of up to `ms` still ends inside the budget; if not, the pass stops early. */
    roomFor(ms: number) {
      if (performance.now() - startedAt + ms <= budget) return true;
      tally.stoppedEarly = true;
      return false;
    },
    /** Writes one record back at once: a pass cut off later loses nothing already known. */
    async write(entry: Versioned, record: StoredSubmission): Promise<Versioned | undefined> {
      latest.set(record.id, record);
      tally.attempted.add(record.id);
      if (record.status === 'sent') tally.sent++;
      if (refusedAcknowledgement(record)) await noteAcknowledgementTrouble(deps.store, now());
      try {
        const etag = await deps.store.replace(record, entry.etag);
        if (etag !== undefined) return { record, etag };
        logAlert('store-record-moved', { id: record.id, form: record.form });
      } catch (error) {
        logAlert('store-update-failed', {
          id: record.id,
          sent: record.status === 'sent',
          error: errorText(error),
        });
      }
      return undefined;
    },
  };
}
type Pass = ReturnType<typeof passState>;

/** Takes a record for this pass with a conditional write, marking a send as under way. */
async function claim(pass: Pass, store: SubmissionStore, entry: Versioned, sending: boolean) {
  const at = pass.now();
  const record: StoredSubmission = {
    ...entry.record,
    nextAttemptAt: new Date(at.getTime() + CLAIM_MS).toISOString(),
    ...(sending && { inFlightSince: at.toISOString() }),
  };
  const etag = await store.replace(record, entry.etag).catch(() => undefined);
  if (etag === undefined) pass.tally.skipped++;
  return etag === undefined ? undefined : { record, etag };
}

/**
 * Every pending record, read one by one. A read that fails skips that record for this pass,
 * but it still counts as pending, aged from its marker: a lead nobody can read is a lead
 * nobody has, and after an hour it raises the alarm like any other.
 */
async function readPending(pass: Pass, store: SubmissionStore): Promise<Versioned[]> {
  const ids = await store.pendingIds();
  const found = await mapLimit(ids, CONCURRENCY, async (id) => {
    try {
      const entry = await store.read(id);
      if (!entry) {
        await store.dropStalePending(id, new Date(pass.now().getTime() - ORPHAN_AFTER_MS));
      } else if (entry.record.status !== 'pending') {
        // Sent or held, but a marker said pending: a write that was cut short, mended now.
        await store.settle(entry.record);
      } else {
        return entry;
      }
    } catch (error) {
      pass.tally.skipped++;
      logEvent('warn', 'record-unreadable', { id, error: errorText(error) });
      const since = await store.pendingSince(id).catch(() => undefined);
      pass.unreadable.set(id, since ?? pass.now().toISOString());
    }
    return undefined;
  });
  const pending = found.filter((entry): entry is Versioned => entry !== undefined);
  for (const { record } of pending) pass.latest.set(record.id, record);
  return pending.sort((a, b) => a.record.receivedAt.localeCompare(b.record.receivedAt));
}

/** When an attempt's outcome is unknown: the attempt's start, or the claim left behind. */
function unknownSince(record: StoredSubmission, now: number): string | undefined {
  if (record.unknownSince) return record.unknownSince;
  if (record.inFlightSince && Date.parse(record.nextAttemptAt) <= now) return record.inFlightSince;
  return undefined;
}

function isDue(record: StoredSubmission, now: number, ignoreBackoff: boolean): boolean {
  if (Date.parse(record.nextAttemptAt) <= now) return true;
  const claimed = record.inFlightSince || record.unknownSince;
  return ignoreBackoff && record.attempts > 0 && !claimed;
}

/**
 * An unknown outcome, looked up in Postmark's sent mail once the search has had time to see
 * it: found, it is marked sent. Not found, a lead is looked up once more later (the search can
 * lag, and a resend is a second email to staff); then it is due again (returned, still
 * claimed). A visitor's acknowledgement, worth less than its time, is due at the first miss.
 */
async function reconcile(
  pass: Pass,
  store: SubmissionStore,
  mailer: Mailer,
  entry: Versioned,
): Promise<Versioned | undefined> {
  const claimed = await claim(pass, store, entry, false);
  if (!claimed) return undefined;
  const toVisitor = claimed.record.kind === 'acknowledgement';
  const search = await mailer.findSent(claimed.record.id, toVisitor);
  if (search.found === undefined) {
    logEvent('warn', 'reconcile-failed', { id: claimed.record.id, reason: search.reason });
    return undefined;
  }
  if (search.found) {
    logEvent('info', 'reconciled-sent', { id: claimed.record.id });
    await pass.write(claimed, foundSent(claimed.record, search.messageId, pass.now()));
    return undefined;
  }
  if (!toVisitor && !claimed.record.searchedOnce) {
    logEvent('info', 'reconcile-again-later', { id: claimed.record.id });
    await pass.write(claimed, { ...claimed.record, searchedOnce: true });
    return undefined;
  }
  const record = settledAttempt(claimed.record);
  delete record.searchedOnce;
  logEvent('info', 'reconciled-not-sent', { id: record.id });
  return pass.write(claimed, record);
}

/** The care requests and applications without a résumé, in one batch call. */
async function sendBatch(pass: Pass, deps: PassDeps, mailer: Mailer, due: Versioned[]) {
  const claimed: Versioned[] = [];
  for (const entry of await mapLimit(due, CONCURRENCY, (item) =>
    claim(pass, deps.store, item, true),
  )) {
    if (entry) claimed.push(entry);
  }
  if (claimed.length === 0) return [];
  const jobs = claimed.map((entry) => ({
    entry,
    envelope: envelopeFor(
      formOf(entry.record.form, deps.forms),
      deps.config,
      mailer,
      entry.record.toFallback,
    ),
  }));
  const ready = jobs.filter((job) => job.envelope.ok);
  const results = await mailer.sendBatch(
    ready.map(({ entry, envelope }) => emailFor(entry.record, envelope as Addressed, true)),
  );
  const answered = new Map(ready.map((job, index) => [job.entry.record.id, results[index]]));
  const refused: Versioned[] = [];
  await mapLimit(jobs, CONCURRENCY, async ({ entry, envelope }) => {
    const result: SendResult = answered.get(entry.record.id) ?? {
      ok: false,
      kind: 'configuration',
      reason: envelope.ok ? 'no answer' : `missing ${envelope.missing}`,
    };
    if (refusedReplyTo(entry.record, result)) {
      // Sent again on its own, without the visitor's address, while still claimed.
      refused.push({ ...entry, record: { ...entry.record, replyToRefused: true } });
      return;
    }
    await pass.write(entry, afterAttempt(entry.record, result, pass.now()));
  });
  return refused;
}

/** The kept résumé, or word that it cannot be read (after the last of a few tries). */
async function fileFor(store: SubmissionStore, record: StoredSubmission) {
  const sha = record.attachment?.sha256;
  if (!sha) return { file: undefined };
  const file = await store.readFile(record.id, sha).catch(() => undefined);
  if (file) return { file };
  const failures = (record.fileReadFailures ?? 0) + 1;
  logEvent('warn', 'resume-unreadable', { id: record.id, failures });
  if (failures >= FILE_READ_TRIES) {
    logAlert('resume-unreadable', { id: record.id, form: record.form });
    return { file: 'unreadable' as const, failures };
  }
  return { retry: true as const, failures };
}

/** One email on its own (a résumé, or a Reply-To refused in the batch), claimed before. */
async function sendSingle(pass: Pass, deps: PassDeps, mailer: Mailer, entry: Versioned) {
  const { store, config } = deps;
  const envelope = envelopeFor(
    formOf(entry.record.form, deps.forms),
    config,
    mailer,
    entry.record.toFallback,
  );
  let record = entry.record;
  let file: FileForEmail;
  if (record.attachment?.sha256) {
    const read = await fileFor(store, record);
    if (read.retry) {
      const rest = settledAttempt(record);
      const next = new Date(pass.now().getTime() + backoffMs(1)).toISOString();
      await pass.write(entry, { ...rest, fileReadFailures: read.failures, nextAttemptAt: next });
      return;
    }
    file = read.file;
    if (read.failures) record = { ...record, fileReadFailures: read.failures };
  }
  if (!envelope.ok) {
    const result: SendResult = {
      ok: false,
      kind: 'configuration',
      reason: `missing ${envelope.missing}`,
    };
    await pass.write(entry, afterAttempt(record, result, pass.now()));
    return;
  }
  let result = await mailer.send(emailFor(record, envelope, true, file));
  if (refusedReplyTo(record, result) && pass.roomFor(SINGLE_CALL_MS)) {
    record = { ...record, replyToRefused: true };
    result = await mailer.send(emailFor(record, envelope, true, file));
  }
  await pass.write(entry, afterAttempt(record, result, pass.now()));
}

/**
 * Room kept for one listing or one delete of housekeeping: a healthy store answers in tens of
 * milliseconds, and a call that hangs is cut off by the store's own deadline, inside the
 * margin between the pass's budget and Netlify's 30 s.
 */
const TIDY_CALL_MS = 250;

/**
 * Lists, then deletes each item as it goes, while the pass has time: what is left waits for
 * the next pass. A list or a delete that fails is logged and skips only itself. Returns how
 * many were deleted.
 */
async function deleteEach<T>(
  pass: Pass,
  label: string,
  items: () => Promise<T[]>,
  remove: (item: T) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  if (!pass.roomFor(TIDY_CALL_MS)) return 0;
  try {
    await mapLimit(await items(), CONCURRENCY, async (item) => {
      if (!pass.roomFor(TIDY_CALL_MS)) return;
      try {
        await remove(item);
        deleted++;
      } catch (error) {
        logEvent('warn', `${label}-delete-failed`, { error: errorText(error) });
      }
    });
  } catch (error) {
    logEvent('warn', `${label}-list-failed`, { error: errorText(error) });
  }
  return deleted;
}

function outdated(entry: Versioned, deps: PassDeps, now: Date): boolean {
  return outdatedAcknowledgement(entry.record, formOf(entry.record.form, deps.forms), now);
}

/**
 * Deletes what has expired, files no submission owns, and old budgets and counts, in the time
 * the pass has left: the cheapest and most numerous first, so a flood's leftovers go quickly.
 */
async function tidy(pass: Pass, store: SubmissionStore): Promise<number> {
  const at = pass.now().getTime();
  const hourStart = new Date(at - (at % (60 * MINUTE)));
  await deleteEach(pass, 'budget', () => store.oldBudgets(hourStart), store.deleteKey);
  await deleteEach(pass, 'once', () => store.oldMarks(new Date(at - ONCE_PER_MS)), store.deleteKey);
  await deleteEach(
    pass,
    'tally',
    () => store.oldTallies(new Date(at - TALLY_KEPT_MS)),
    store.deleteKey,
  );
  const deleted = await deleteEach(
    pass,
    'expired',
    () => store.expired(new Date(at)),
    ({ id, marker }) => store.remove(id, marker),
  );
  await deleteEach(
    pass,
    'orphan-file',
    () => store.orphanFiles(new Date(at - ORPHAN_AFTER_MS)),
    store.deleteKey,
  );
  const leads = expiredLeadMonths(pass.now());
  await deleteEach(
    pass,
    'lead-count',
    async () =>
      (await Promise.all(leads.months.map((month) => store.leadKeys(month))))
        .flat()
        .filter((key) => key.slice(0, 10) < leads.before),
    store.forgetLead,
  );
  return deleted;
}

/**
 * One redelivery pass. It sends what is due, oldest first: the care requests and applications
 * without a résumé in one batch, then a few with one, each on its own. Every result is written
 * back as soon as it is known, and no call starts past the pass's time budget, so a pass that
 * Netlify stops loses nothing: a send whose result was not written down is searched for in
 * Postmark's sent mail before it is ever sent again. Safe to run twice at once: every send is
 * claimed first with a conditional write.
 */
export async function redeliveryPass(deps: PassDeps): Promise<PassReport> {
  const { store, mailer, ignoreBackoff = false } = deps;
  const pass = passState(deps);
  const started = pass.now().getTime();
  const pending = await readPending(pass, store);

  const unknown: Versioned[] = [];
  const due: Versioned[] = [];
  for (const entry of pending) {
    const since = unknownSince(entry.record, started);
    if (since) {
      const wait = entry.record.searchedOnce ? SEARCH_AGAIN_AFTER_MS : RECONCILE_AFTER_MS;
      if (Date.parse(since) + wait <= started) unknown.push(entry);
    } else if (isDue(entry.record, started, ignoreBackoff)) due.push(entry);
  }

  if (mailer) {
    for (const entry of unknown) {
      if (!pass.roomFor(SEARCH_CALL_MS)) break;
      const again = await reconcile(pass, store, mailer, entry);
      if (again) due.push(again);
    }
    // Found unsent by the search or simply due: either way too late to say what it says.
    for (const entry of due.filter((item) => outdated(item, deps, pass.now()))) {
      logEvent('info', 'acknowledgement-outdated', { id: entry.record.id });
      const after = settledUnsent(entry.record, 'outdated: the call-back time passed', pass.now());
      await pass.write(entry, after);
      due.splice(due.indexOf(entry), 1);
    }
    const hasFile = (entry: Versioned) => Boolean(entry.record.attachment?.sha256);
    const plain = due.filter((entry) => !hasFile(entry)).slice(0, BATCH_PER_PASS);
    const refused = pass.roomFor(BATCH_CALL_MS) ? await sendBatch(pass, deps, mailer, plain) : [];
    const withFile = due.filter(hasFile).slice(0, RESUMES_PER_PASS);
    for (const entry of [...withFile, ...refused]) {
      if (!pass.roomFor(SINGLE_CALL_MS)) break;
      const claimed = refused.includes(entry) ? entry : await claim(pass, store, entry, true);
      if (claimed) await sendSingle(pass, deps, mailer, claimed);
    }
  } else if (due.length > 0) {
    logAlert('mail-misconfigured', { pending: due.length, missing: 'POSTMARK_SERVER_TOKEN' });
  }
  // After the sends: a lead waiting for its own email comes first, then the requests held
  // over the hour's budget, then the reminders.
  if (mailer) {
    const around = { store, config: deps.config, mailer, forms: deps.forms, now: pass.now };
    await listOverBudget({ ...around, roomFor: (ms) => pass.roomFor(ms) });
    await escalateLateLeads({ ...around, roomFor: (ms) => pass.roomFor(ms) });
  }

  const dueIds = new Set([...unknown, ...due].map(({ record }) => record.id));
  const leftForNext = [...dueIds].filter((id) => !pass.tally.attempted.has(id)).length;
  // The counts and the alarm before any housekeeping: a pass cut short still raises them.
  const report = await finish(pass, store, leftForNext);
  report.deleted = await tidy(pass, store);
  logEvent('info', 'redelivery-pass', { ...report });
  return report;
}

/** Counts for the report and the status endpoint, and the alarm for a lead over an hour old. */
async function finish(
  pass: Pass,
  store: SubmissionStore,
  leftForNext: number,
): Promise<PassReport> {
  const at = pass.now();
  // Leads only: a visitor's acknowledgement waiting is no lead waiting for staff.
  const arrivals = [
    ...[...pass.latest.values()]
      .filter((record) => record.status === 'pending' && record.kind !== 'acknowledgement')
      .map((record) => record.receivedAt),
    ...pass.unreadable.values(),
  ];
  const oldest = arrivals.sort()[0];
  const oldestPendingMinutes = oldest
    ? Math.floor((at.getTime() - Date.parse(oldest)) / MINUTE)
    : 0;
  if (oldest && oldestPendingMinutes * MINUTE >= STALL_MS) {
    const stalled = arrivals.filter((since) => at.getTime() - Date.parse(since) >= STALL_MS);
    logAlert('pending-over-an-hour', {
      stalled: stalled.length,
      oldestPendingMinutes,
      unreadable: pass.unreadable.size,
    });
  }
  // A day of counts, from counters: no listing of what is kept.
  const lastDay = await store.tallies(new Date(at.getTime() - DAY_MS)).catch(() => ({}));
  const held = (lastDay as Record<string, number>).held ?? 0;
  await store
    .saveCounts({
      pending: arrivals.length,
      ...(oldest && { oldestPendingAt: oldest }),
      held,
      unreadable: pass.unreadable.size,
      lastDay,
      countedAt: at.toISOString(),
    })
    .catch((error) =>
      logAlert('store-update-failed', { during: 'counts', error: errorText(error) }),
    );
  const report: PassReport = {
    sent: pass.tally.sent,
    pending: arrivals.length,
    held,
    deleted: 0,
    skipped: pass.tally.skipped,
    oldestPendingMinutes,
    stoppedEarly: pass.tally.stoppedEarly,
    leftForNext,
  };
  return report;
}
