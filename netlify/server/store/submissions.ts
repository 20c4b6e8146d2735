import { fileKey, type FilesStore } from './files';
import type { FollowUpsStore } from './followUps';
import type { KeyValue } from './keyValue';
import { dropper, expireMarker, json, keys, keysAfter, padded, parse } from './keys';
import type { StoredSubmission, Versioned } from './record';

/** A kept copy whose retention has run out, by the marker that says so. */
interface Expired {
  id: string;
  marker: string;
}

/**
 * The submissions themselves. Writes of a record are conditional, so two requests or two
 * redelivery passes can never both believe they own a submission. Beside the records, small
 * markers let a pass find what it needs from listings alone: what is pending, what is held for
 * the digest, and when each kept copy is due for deletion.
 */
export interface SubmissionsStore {
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
   * their markers. A marker may outlive its record: the reader drops it (`dropMarker`).
   */
  overBudget(): Promise<{ id: string; marker: string }[]>;
  /** Deletes an over-budget marker by the key `overBudget` gave. */
  dropMarker(marker: string): Promise<void>;
  expired(now: Date): Promise<Expired[]>;
  /** Deletes the submission, its files, its follow-up and its markers. */
  remove(id: string, marker?: string): Promise<void>;
  ids(): Promise<string[]>;
  /** Kept records that neither a pending nor an expiry marker points at. */
  unmarked(): Promise<string[]>;
}

/** What a submission keeps beside it, written with it or deleted with it. */
type KeptBeside = {
  files: Pick<FilesStore, 'putFile' | 'removeFiles' | 'drop'>;
  followUps: Pick<FollowUpsStore, 'forget'>;
};

export function submissionsStore(kv: KeyValue, { files, followUps }: KeptBeside): SubmissionsStore {
  const { record: RECORD, pending: PENDING, held: HELD, overBudget: OVER_BUDGET } = keys;
  const EXPIRE = keys.expire;
  const read = async (id: string): Promise<Versioned | undefined> => {
    const found = await kv.get(RECORD + id);
    return found && { record: parse<StoredSubmission>(found.data), etag: found.etag };
  };
  const markers = (record: StoredSubmission) => ({
    expiry: expireMarker(record),
    pending: PENDING + record.id,
    held: HELD + record.id,
    overBudget: `${OVER_BUDGET}${padded(Date.parse(record.receivedAt))}/${record.id}`,
  });
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

  return {
    async create(record, file) {
      // The markers and the file first, side by side: a record is never kept where no pass
      // would look for it, nor without its résumé. A marker or file left without its record
      // (the create failed) is cleaned up by the pass.
      const sha = file && record.attachment?.sha256;
      const [wrote] = await Promise.all([
        sha ? files.putFile(record.id, sha, file) : false,
        settle(record, true),
      ]);
      const etag = await kv.set(RECORD + record.id, json(record), { onlyIfNew: true });
      if (etag === undefined) {
        // Not kept under this id after all: a file written for it belongs to nothing.
        if (wrote && sha) await files.drop(fileKey(record.id, sha));
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
    pendingIds: () => keysAfter(kv, PENDING),
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
    heldIds: () => keysAfter(kv, HELD),
    async overBudget() {
      // Keys sort by arrival: the oldest request is listed first.
      return (await keysAfter(kv, OVER_BUDGET)).map((rest) => ({
        id: rest.split('/')[1] ?? '',
        marker: OVER_BUDGET + rest,
      }));
    },
    dropMarker: dropper(kv, OVER_BUDGET),
    async expired(now) {
      const found: Expired[] = [];
      for (const marker of await kv.list(EXPIRE)) {
        const [, at, id] = marker.slice(EXPIRE.length).split('/');
        if (id && Number(at) <= now.getTime()) found.push({ id, marker });
      }
      return found;
    },
    async remove(id, marker) {
      // The record last: until it goes, its expiry marker brings the next pass back here.
      await files.removeFiles(id);
      await kv.delete(PENDING + id);
      await kv.delete(HELD + id);
      await followUps.forget(id);
      await kv.delete(RECORD + id);
      if (marker) await kv.delete(marker);
    },
    ids: () => keysAfter(kv, RECORD),
    async unmarked() {
      const [records, pending, expiring] = await Promise.all([
        keysAfter(kv, RECORD),
        keysAfter(kv, PENDING),
        keysAfter(kv, EXPIRE),
      ]);
      const marked = new Set([...pending, ...expiring.map((key) => key.split('/').pop() ?? '')]);
      return records.filter((id) => !marked.has(id));
    },
  };
}
