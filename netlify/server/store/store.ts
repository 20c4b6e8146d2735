import type { Locale } from '../../../src/config/locales';
import { retentionDays } from '../../../src/config/retention';
import type { VisitSource } from '../../../src/forms/source';
import { getStore } from '@netlify/blobs';
import type { FollowUp } from './calls';
import { netlifyKeyValue, type KeyValue } from './keyValue';

type DeliveryStatus = 'pending' | 'sent' | 'held';

const DAY = 24 * 60 * 60_000;
const SENT_RETENTION_MS = retentionDays.sent * DAY;
const HELD_RETENTION_MS = retentionDays.held * DAY;

/**
 * The site's own copy of one submission, kept until staff have it (and briefly after, so a
 * repeated post of the same form is recognised). `lastError` never holds a visitor's answers.
 */
export interface StoredSubmission {
  id: string;
  /** The form's name in the registry (`src/forms/registry.ts`). */
  form: string;
  /** The validated answers (a held one keeps what was posted, honeypot included). */
  fields: Record<string, string>;
  /** ISO time the visitor sent it. */
  receivedAt: string;
  language: Locale;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  /** Postmark's MessageID, or the outbox file, once sent. */
  messageId?: string;
  sentAt?: string;
  /**
   * No delivery is tried before this ISO time. It doubles as a claim: whoever moves it forward
   * with a conditional write is the only one sending until then.
   */
  nextAttemptAt: string;
  /**
   * Set by the claim before a send, cleared with its result. Still set after the claim ran out,
   * it means the sender stopped before it could write down what happened: an unknown outcome.
   */
  inFlightSince?: string;
  /** An attempt that may have reached Postmark: searched for before anything is sent again. */
  unknownSince?: string;
  /** The first search for the unknown attempt found nothing: one more before a resend. */
  searchedOnce?: boolean;
  /** The answers and the file, hashed: the same id with other content is another submission. */
  fingerprint?: string;
  /**
   * What this copy sends: the staff email (absent), or the visitor's acknowledgement of the
   * submission `acknowledges` names, to the one address in `fields.email`.
   */
  kind?: 'acknowledgement';
  acknowledges?: string;
  /** The id the visitor's page sent, for a changed copy of a form already kept under it. */
  revisionOf?: string;
  /** Postmark refused the visitor's address as Reply-To: later tries go without it. */
  replyToRefused?: boolean;
  /** Held not by the spam trap but because its client was past its budget. */
  heldFor?: 'budget';
  /** Its staff email bounced: it goes again, to the fallback inbox. */
  toFallback?: boolean;
  bouncedAt?: string;
  /** When Postmark reported the staff email delivered. */
  deliveredAt?: string;
  /** When a held submission was listed in the staff digest. */
  digestedAt?: string;
  /** When a submission held over the hour's budget was listed to staff by a redelivery pass. */
  listedAt?: string;
  /** When a pass claimed it for its list, before the email: a second pass leaves it alone. */
  listingClaimedAt?: string;
  /** Where the visit began and the page it was sent from (no personal data). */
  source?: VisitSource;
  /** Tries that could not read the kept résumé. */
  fileReadFailures?: number;
  /**
   * The résumé, by its cleaned name. Kept beside the submission only when `sha256` is set (a
   * held submission keeps none).
   */
  attachment?: { name: string; contentType: string; size: number; sha256?: string };
}

export interface Versioned {
  record: StoredSubmission;
  etag: string;
}

/** Counts without personal data, saved by each redelivery pass for the status endpoint. */
interface SavedCounts {
  pending: number;
  /** When the oldest pending submission arrived; absent when none is pending. */
  oldestPendingAt?: string;
  /** Held in the last 24 hours. */
  held: number;
  /** Pending records the pass could not read (counted in `pending` too). */
  unreadable?: number;
  /** The last 24 hours' counts by name (see `tally`). */
  lastDay?: Record<string, number>;
  countedAt: string;
}

/** What a reminder claim gave its caller (see `claimEscalation`). */
type EscalationClaim = 'new' | 'retaken' | 'sent' | 'taken';

/** A kept copy whose retention has run out, by the marker that says so. */
interface Expired {
  id: string;
  marker: string;
}

/**
 * What the functions need from storage. Writes of a record are conditional, so two requests
 * or two redelivery passes can never both believe they own a submission. Beside the records,
 * small markers let a pass find what it needs from listings alone: what is pending, what is
 * held for the digest, and when each kept copy is due for deletion.
 */
export interface SubmissionStore {
  /**
   * Stores a new submission, and its file (`record.attachment.sha256`) when given; `undefined`
   * when one with this id already exists.
   */
  create(record: StoredSubmission, file?: Uint8Array): Promise<string | undefined>;
  read(id: string): Promise<Versioned | undefined>;
  /**
   * Replaces the record if it is still at `etag`; the new etag, or `undefined` if it moved.
   * A record that left `pending` gets its deletion date and leaves the pending list.
   */
  replace(record: StoredSubmission, etag: string): Promise<string | undefined>;
  /**
   * Puts a sent record back to pending (its email bounced): replaced from `etag`, and the
   * deletion date its sending gave it withdrawn, so a lead waiting to go again is never
   * deleted as an old copy. Its pending marker is written first: if that fails, this throws
   * and the record is unchanged.
   */
  reopen(
    record: StoredSubmission,
    was: StoredSubmission,
    etag: string,
  ): Promise<string | undefined>;
  /** Brings a record's markers in line with it, after a write that was cut short. */
  settle(record: StoredSubmission): Promise<void>;
  pendingIds(): Promise<string[]>;
  /** When the pending marker of `id` was written: its arrival, as far as the store knows. */
  pendingSince(id: string): Promise<string | undefined>;
  /**
   * Drops the pending marker of a submission that was never kept (its create failed), once
   * the marker is older than `before`: a younger one may have its record on the way.
   */
  dropStalePending(id: string, before: Date): Promise<boolean>;
  /** Held submissions not yet in a digest. */
  heldIds(): Promise<string[]>;
  /**
   * Submissions held over the hour's budget and not yet listed to staff, oldest first, with
   * their markers. A marker may outlive its record: the reader drops it.
   */
  overBudget(): Promise<{ id: string; marker: string }[]>;
  digested(id: string): Promise<void>;
  expired(now: Date): Promise<Expired[]>;
  /** Deletes the submission, its files and its markers. */
  remove(id: string, marker?: string): Promise<void>;
  ids(): Promise<string[]>;
  /** Kept records that neither a pending nor an expiry marker points at. */
  unmarked(): Promise<string[]>;
  /**
   * Keeps a file under its content's hash: a different file never replaces a kept one.
   * `true` when this call wrote it.
   */
  putFile(id: string, sha256: string, content: Uint8Array): Promise<boolean>;
  readFile(id: string, sha256: string): Promise<Uint8Array | undefined>;
  /** Files whose submission does not exist and that were stored before `before`. */
  orphanFiles(before: Date): Promise<string[]>;
  deleteKey(key: string): Promise<void>;
  saveCounts(counts: SavedCounts): Promise<void>;
  readCounts(): Promise<SavedCounts | undefined>;
  /**
   * Takes one of `limit` slots of a budget for the clock hour of `at`: the slot's key (given
   * back with `deleteKey`), or `false` when all are taken; always `true`, with no call, for a
   * budget lifted to `Infinity`. Each slot is a key written only if new, so posts that arrive
   * together never take more than `limit` between them.
   */
  takeSlot(
    at: Date,
    scope: string,
    limit: number,
    period?: 'hour' | 'day',
  ): Promise<string | boolean>;
  /**
   * True when nothing under `scope` was marked in the `windowMs` before `at`; it is then marked
   * at `at`'s hour. Each mark is a key that names its hour, written only if new: posts at once
   * get one `true` between them, and old marks are found by their names alone.
   */
  onceIn(scope: string, at: Date, windowMs: number): Promise<boolean>;
  /** Marks (see `onceIn`) that no longer count at `before` minus the window: its hour or older. */
  oldMarks(before: Date): Promise<string[]>;
  /** A named flag's value (a time until which it holds), or `undefined` when never raised. */
  flag(name: string): Promise<string | undefined>;
  raiseFlag(name: string, until: string): Promise<void>;
  /** True for the first caller of the hour only, so an alarm is raised once an hour. */
  firstInHour(at: Date, name: string): Promise<boolean>;
  /** Adds one to a named count of the clock hour of `at` (turned away, bounced, …). */
  tally(name: string, at: Date): Promise<void>;
  /** The named counts of the hours since `since`, summed by name. */
  tallies(since: Date): Promise<Record<string, number>>;
  /** Count keys of hours before `before`. */
  oldTallies(before: Date): Promise<string[]>;
  /** Budget keys of hours before `before`'s, and of days before its day. */
  oldBudgets(before: Date): Promise<string[]>;
  /** Adds one lead to the owner's counts: its facts are the key (see `leads.ts`). */
  countLead(key: string): Promise<void>;
  /** Every counted lead's key, or those of one month (`2026-11`), relative to the counts. */
  leadKeys(month?: string): Promise<string[]>;
  /** Deletes one counted lead by its relative key. */
  forgetLead(key: string): Promise<void>;
  /** A lead's follow-up (the calls staff recorded), with its version. */
  followUp(id: string): Promise<{ record: FollowUp; etag: string } | undefined>;
  /**
   * Writes a follow-up only if it is still at `etag`, or only if new without one: the new etag,
   * or `undefined` when another post moved it first.
   */
  writeFollowUp(record: FollowUp, etag?: string): Promise<string | undefined>;
  /** Notes when a kept lead's call back is due, so a pass can find those past it by listing. */
  markCallDue(id: string, due: Date): Promise<void>;
  /**
   * The leads whose call back was due at or before `at`, oldest first, with their markers, and
   * whether a reminder claim exists for each (from the listings alone: no claim is read).
   */
  callsDue(at: Date): Promise<{ id: string; due: Date; marker: string; claimed: boolean }[]>;
  /**
   * Claims a lead's reminder at `at`: `new`, or `retaken` from a claim made before `staleBefore`
   * whose reminder never went; else `sent`, or `taken` by a pass still at it. Written only if
   * new or only over the version read, so callers at once get one claim between them.
   */
  claimEscalation(id: string, at: Date, staleBefore: Date): Promise<EscalationClaim>;
  /** Notes on the claim that the reminder went: no pass claims the lead again. */
  escalationSent(id: string, at: Date): Promise<void>;
  /** Gives a claim back after its email failed, so the next pass escalates the lead. */
  releaseEscalation(id: string): Promise<void>;
  /**
   * Submissions sent to staff since `since`, newest first, with neither a call-due marker nor a
   * reminder claim: from the listings alone, so older kept copies cost nothing.
   */
  sentWithoutCallDue(since: Date): Promise<string[]>;
}

const RECORD = 'submission/';
const FILE = 'file/';
const PENDING = 'index/pending/';
const HELD = 'index/held/';
/** `index/over-budget/<arrival ms, zero-padded>/<id>`: held over budget, not yet listed to staff. */
const OVER_BUDGET = 'index/over-budget/';
const EXPIRE = 'index/expire/';
const COUNTS = 'counts';
const BUDGET = 'budget/';
const ALERTED = 'alerted';
const TALLY = 'tally/';
const DAY_BUDGET = 'budget-day/';
const FLAG = 'flag/';
const ONCE = 'once/';
const LEADS = 'leads/';
/** Kept as long as its submission: `remove` deletes both. */
const FOLLOW_UP = 'follow-up/';
/** `index/call-due/<ms, zero-padded>/<id>`: when each kept lead was promised a call. */
const CALL_DUE = 'index/call-due/';
/**
 * `escalated/<id>`: a lead's reminder claim, its metadata `{ at, sent }`. Kept as long as its
 * submission, so a lead is never reminded twice.
 */
const ESCALATED = 'escalated/';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const json = (value: unknown) => encoder.encode(JSON.stringify(value));
const parse = <T>(data: Uint8Array) => JSON.parse(decoder.decode(data)) as T;

/** When a record that is no longer pending may be deleted; pending ones are never due. */
function expiresAt(record: StoredSubmission): number | undefined {
  if (record.status === 'sent') return Date.parse(record.sentAt ?? '') + SENT_RETENTION_MS;
  if (record.status === 'held') return Date.parse(record.receivedAt) + HELD_RETENTION_MS;
  return undefined;
}

/** `index/expire/<status>/<ms, zero-padded so keys sort by time>/<id>` */
function expireMarker(record: StoredSubmission): string | undefined {
  const at = expiresAt(record);
  if (at === undefined || Number.isNaN(at)) return undefined;
  return `${EXPIRE}${record.status}/${String(at).padStart(15, '0')}/${record.id}`;
}

const hourOf = (date: Date) => date.toISOString().slice(0, 13);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The submissions store over any `KeyValue`: Netlify Blobs in production, memory in tests. */
export function submissionStore(kv: KeyValue): SubmissionStore {
  const read = async (id: string): Promise<Versioned | undefined> => {
    const found = await kv.get(RECORD + id);
    return found && { record: parse<StoredSubmission>(found.data), etag: found.etag };
  };
  const markers = (record: StoredSubmission) => {
    const expiry = expireMarker(record);
    const arrived = String(Date.parse(record.receivedAt)).padStart(15, '0');
    return {
      expiry,
      pending: PENDING + record.id,
      held: HELD + record.id,
      overBudget: `${OVER_BUDGET}${arrived}/${record.id}`,
    };
  };
  /** Sets the marker when it applies, or deletes one a write before it may have left. */
  const mark = (key: string, applies: boolean, fresh: boolean) =>
    applies ? kv.set(key, '') : !fresh && kv.delete(key);
  const settle = async (record: StoredSubmission, fresh = false) => {
    const { expiry, pending, held, overBudget } = markers(record);
    if (record.status === 'pending') {
      return void (await kv.set(pending, '', { metadata: { at: new Date().toISOString() } }));
    }
    // The expiry marker first: a record must never be left with no marker pointing at it,
    // or nothing would ever delete it (and its résumé) when its retention ends.
    if (expiry) await kv.set(expiry, '');
    const isHeld = record.status === 'held';
    const unlisted = isHeld && record.heldFor === 'budget' && !record.listedAt;
    await Promise.all([
      // A record created held never had a pending marker.
      !fresh && kv.delete(pending),
      // Staff saw it in a digest or in a pass's list: the digest has nothing more to say.
      isHeld && mark(held, !record.digestedAt && !record.listedAt, fresh),
      isHeld && record.heldFor === 'budget' && mark(overBudget, unlisted, fresh),
    ]);
  };
  const replace = async (record: StoredSubmission, etag: string) => {
    // Without an etag the write would be unconditional: never that.
    if (!etag) throw new Error('replace needs the etag of the record it read');
    const written = await kv.set(RECORD + record.id, json(record), { onlyIfMatch: etag });
    if (written === undefined) return undefined;
    // The record is what counts; a marker that fails here is mended by the next pass.
    await settle(record).catch(() => undefined);
    return written;
  };
  const fileKey = (id: string, sha256: string) => `${FILE}${id}/${sha256}`;
  const putFile = async (id: string, sha256: string, content: Uint8Array) => {
    const written = await kv.set(fileKey(id, sha256), content, {
      onlyIfNew: true,
      metadata: { storedAt: new Date().toISOString() },
    });
    return written !== undefined;
  };
  const keysAfter = async (prefix: string) =>
    (await kv.list(prefix)).map((key) => key.slice(prefix.length));

  return {
    async create(record, file) {
      // The markers and the file first, side by side: a record is never kept where no pass
      // would look for it, nor without its résumé. A marker or file left without its record
      // (the create failed) is cleaned up by the pass.
      const sha = file && record.attachment?.sha256;
      const [wrote] = await Promise.all([
        sha ? putFile(record.id, sha, file) : false,
        settle(record, true),
      ]);
      const etag = await kv.set(RECORD + record.id, json(record), { onlyIfNew: true });
      if (etag === undefined) {
        // Not kept under this id after all: a file written for it belongs to nothing.
        if (wrote && sha) await kv.delete(fileKey(record.id, sha));
        return undefined;
      }
      return etag;
    },
    read,
    replace,
    async reopen(record, was, etag) {
      // The pending marker first, and its failure thrown: a lead re-opened where no pass looks
      // would wait for the daily sweep while its bounce was answered as handled. A marker
      // written for a record that then turned out moved is mended by the next pass.
      await settle(record);
      const written = await replace(record, etag);
      const old = expireMarker(was);
      if (written !== undefined && old) await kv.delete(old);
      return written;
    },
    settle,
    pendingIds: () => keysAfter(PENDING),
    async dropStalePending(id, before) {
      const marker = await kv.get(PENDING + id);
      const at = marker?.metadata.at;
      if (!marker || (typeof at === 'string' && Date.parse(at) >= before.getTime())) return false;
      if (await kv.get(RECORD + id)) return false;
      await kv.delete(PENDING + id);
      return true;
    },
    async pendingSince(id) {
      const at = (await kv.get(PENDING + id))?.metadata.at;
      return typeof at === 'string' ? at : undefined;
    },
    heldIds: () => keysAfter(HELD),
    async overBudget() {
      // Keys sort by arrival: the oldest request is listed first.
      return (await keysAfter(OVER_BUDGET)).map((rest) => ({
        id: rest.split('/')[1] ?? '',
        marker: OVER_BUDGET + rest,
      }));
    },
    digested: (id) => kv.delete(HELD + id),
    async expired(now) {
      const found: Expired[] = [];
      for (const marker of await kv.list(EXPIRE)) {
        const [, at, id] = marker.slice(EXPIRE.length).split('/');
        if (id && Number(at) <= now.getTime()) found.push({ id, marker });
      }
      return found;
    },
    async remove(id, marker) {
      for (const key of await kv.list(`${FILE}${id}/`)) await kv.delete(key);
      await kv.delete(PENDING + id);
      await kv.delete(HELD + id);
      await kv.delete(FOLLOW_UP + id);
      await kv.delete(ESCALATED + id);
      await kv.delete(RECORD + id);
      if (marker) await kv.delete(marker);
    },
    ids: () => keysAfter(RECORD),
    async unmarked() {
      const [records, pending, expiring] = await Promise.all([
        keysAfter(RECORD),
        keysAfter(PENDING),
        keysAfter(EXPIRE),
      ]);
      const marked = new Set([...pending, ...expiring.map((key) => key.split('/').pop() ?? '')]);
      return records.filter((id) => !marked.has(id));
    },
    putFile,
    async readFile(id, sha256) {
      return (await kv.get(fileKey(id, sha256)))?.data;
    },
    async orphanFiles(before) {
      // Files are few (résumés, kept a week): each is checked against its record, so the
      // records themselves, held spam included, are never listed.
      const orphans: string[] = [];
      for (const key of await kv.list(FILE)) {
        const id = key.slice(FILE.length).split('/')[0] ?? '';
        if (await kv.get(RECORD + id)) continue;
        // Only an orphan is read, for its age: a file is written just before its record.
        const storedAt = (await kv.get(key))?.metadata.storedAt;
        if (typeof storedAt !== 'string' || Date.parse(storedAt) < before.getTime()) {
          orphans.push(key);
        }
      }
      return orphans;
    },
    deleteKey: (key) => kv.delete(key),
    async saveCounts(counts) {
      await kv.set(COUNTS, json(counts));
    },
    async readCounts() {
      const found = await kv.get(COUNTS);
      return found && parse<SavedCounts>(found.data);
    },
    async takeSlot(at, scope, limit, period = 'hour') {
      if (limit === Infinity) return true;
      const prefix =
        period === 'hour'
          ? `${BUDGET}${hourOf(at)}/${scope}/`
          : `${DAY_BUDGET}${dayOf(at)}/${scope}/`;
      // The listing says where the free slots start; the write decides who gets one.
      for (let slot = (await kv.list(prefix)).length; slot < limit; slot++) {
        const key = `${prefix}${slot}`;
        if ((await kv.set(key, '', { onlyIfNew: true })) !== undefined) return key;
      }
      return false;
    },
    async firstInHour(at, name) {
      const key = `${BUDGET}${hourOf(at)}/${ALERTED}/${name}`;
      return (await kv.set(key, '', { onlyIfNew: true })) !== undefined;
    },
    async tally(name, at) {
      const key = `${TALLY}${hourOf(at)}/${name}`;
      // A count two requests raise at once may lose one: close enough for a monitor.
      for (let tries = 0; tries < 3; tries++) {
        const found = await kv.get(key);
        const count = Number(found?.metadata.count ?? 0) + 1;
        const condition = found ? { onlyIfMatch: found.etag } : { onlyIfNew: true };
        if ((await kv.set(key, '', { ...condition, metadata: { count } })) !== undefined) return;
      }
    },
    async tallies(since) {
      const from = hourOf(since);
      const keys = (await kv.list(TALLY)).filter(
        (key) => (key.slice(TALLY.length).split('/')[0] ?? '') >= from,
      );
      const sums: Record<string, number> = {};
      for (const entry of await mapLimit(keys, 10, async (key) => ({
        name: key.slice(TALLY.length).split('/').slice(1).join('/'),
        count: Number((await kv.get(key))?.metadata.count ?? 0),
      }))) {
        sums[entry.name] = (sums[entry.name] ?? 0) + entry.count;
      }
      return sums;
    },
    async oldTallies(before) {
      const hour = hourOf(before);
      return (await kv.list(TALLY)).filter(
        (key) => (key.slice(TALLY.length).split('/')[0] ?? '') < hour,
      );
    },
    async onceIn(scope, at, windowMs) {
      const prefix = `${ONCE}${scope}/`;
      const since = hourOf(new Date(at.getTime() - windowMs));
      const marks = await keysAfter(prefix);
      if (marks.some((hour) => hour > since)) return false;
      return (await kv.set(prefix + hourOf(at), '', { onlyIfNew: true })) !== undefined;
    },
    async oldMarks(before) {
      const hour = hourOf(before);
      return (await kv.list(ONCE)).filter((key) => (key.split('/').pop() ?? '') <= hour);
    },
    async flag(name) {
      const until = (await kv.get(FLAG + name))?.metadata.until;
      return typeof until === 'string' ? until : undefined;
    },
    async raiseFlag(name, until) {
      await kv.set(FLAG + name, '', { metadata: { until } });
    },
    async countLead(key) {
      await kv.set(LEADS + key, '');
    },
    leadKeys: (month) =>
      keysAfter(LEADS + (month ?? '')).then((keys) =>
        month ? keys.map((key) => month + key) : keys,
      ),
    forgetLead: (key) => kv.delete(LEADS + key),
    async followUp(id) {
      const found = await kv.get(FOLLOW_UP + id);
      return found && { record: parse<FollowUp>(found.data), etag: found.etag };
    },
    async markCallDue(id, due) {
      await kv.set(`${CALL_DUE}${String(due.getTime()).padStart(15, '0')}/${id}`, '');
    },
    async callsDue(at) {
      const [due, claims] = await Promise.all([keysAfter(CALL_DUE), keysAfter(ESCALATED)]);
      const claimed = new Set(claims);
      return due
        .map((rest) => {
          const [ms = '', id = ''] = rest.split('/');
          return {
            id,
            due: new Date(Number(ms)),
            marker: CALL_DUE + rest,
            claimed: claimed.has(id),
          };
        })
        .filter(({ id, due }) => id && due.getTime() <= at.getTime())
        .sort((a, b) => a.due.getTime() - b.due.getTime());
    },
    async claimEscalation(id, at, staleBefore) {
      const key = ESCALATED + id;
      const metadata = { at: at.toISOString(), sent: false };
      if ((await kv.set(key, '', { onlyIfNew: true, metadata })) !== undefined) return 'new';
      const found = await kv.get(key);
      if (!found) return 'taken';
      if (found.metadata.sent === true) return 'sent';
      // A claim with no time (written before claims had one) is taken as stale: it is either
      // stuck or sent with its marker left behind, and a reminder twice is better than none.
      if (Date.parse(String(found.metadata.at)) >= staleBefore.getTime()) return 'taken';
      const retaken = await kv.set(key, '', { onlyIfMatch: found.etag, metadata });
      return retaken === undefined ? 'taken' : 'retaken';
    },
    async escalationSent(id, at) {
      await kv.set(ESCALATED + id, '', { metadata: { at: at.toISOString(), sent: true } });
    },
    releaseEscalation: (id) => kv.delete(ESCALATED + id),
    async sentWithoutCallDue(since) {
      const sent = `${EXPIRE}sent/`;
      const [expiring, due, claims] = await Promise.all([
        keysAfter(sent),
        keysAfter(CALL_DUE),
        keysAfter(ESCALATED),
      ]);
      const marked = new Set([...claims, ...due.map((rest) => rest.split('/')[1] ?? '')]);
      // A sent copy's expiry marker names its sending time plus the retention.
      const from = since.getTime() + SENT_RETENTION_MS;
      return expiring
        .map((rest) => rest.split('/'))
        .filter(([at = '', id = '']) => id && Number(at) >= from && !marked.has(id))
        .sort(([a = ''], [b = '']) => b.localeCompare(a))
        .map(([, id = '']) => id);
    },
    writeFollowUp: (record, etag) =>
      kv.set(
        FOLLOW_UP + record.submissionId,
        json(record),
        etag ? { onlyIfMatch: etag } : { onlyIfNew: true },
      ),
    async oldBudgets(before) {
      const older = async (prefix: string, period: string) =>
        (await kv.list(prefix)).filter(
          (key) => (key.slice(prefix.length).split('/')[0] ?? '') < period,
        );
      return [
        ...(await older(BUDGET, hourOf(before))),
        ...(await older(DAY_BUDGET, dayOf(before))),
      ];
    },
  };
}

/**
 * The submissions store of this deploy context. Netlify (and its local emulation) provide the
 * Blobs connection to the function; without one (a plain script, a unit test), `undefined`.
 */
export function openSubmissionStore(deployContext?: string): SubmissionStore | undefined {
  try {
    const name = storeName(deployContext);
    // Opened once here, so a missing Blobs connection is known now, not at the first call.
    getStore({ name, consistency: 'strong' });
    return submissionStore(
      netlifyKeyValue((fetch) => getStore({ name, consistency: 'strong', fetch })),
    );
  } catch {
    return undefined;
  }
}

/**
 * One store per deploy context, so a deploy preview's test posts never mix with production's
 * leads: `submissions-production`, `submissions-deploy-preview`, `submissions-local`, …
 */
export function storeName(deployContext: string | undefined): string {
  const context = (deployContext || 'local').replace(/[^a-z0-9-]/gi, '-');
  return `submissions-${context}`;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
