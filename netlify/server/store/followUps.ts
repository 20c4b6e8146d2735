import type { FollowUp } from './calls';
import type { KeyValue } from './keyValue';
import { SENT_RETENTION_MS, dropper, json, keys, keysAfter, padded, parse } from './keys';

/** What a reminder claim gave its caller (see `claimEscalation`). */
type EscalationClaim = 'new' | 'retaken' | 'sent' | 'taken';

/**
 * What staff recorded after a lead's call, when each kept lead's call back is due, and the
 * reminders' claims: each kept as long as its submission.
 */
export interface FollowUpsStore {
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
  /** Deletes a call-due marker by the key `callsDue` gave. */
  dropMarker(marker: string): Promise<void>;
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
  /** Deletes a lead's follow-up and reminder claim, with its submission. */
  forget(id: string): Promise<void>;
}

export function followUpsStore(kv: KeyValue): FollowUpsStore {
  const { followUp: FOLLOW_UP, callDue: CALL_DUE, escalated: ESCALATED } = keys;
  return {
    async followUp(id) {
      const found = await kv.get(FOLLOW_UP + id);
      return found && { record: parse<FollowUp>(found.data), etag: found.etag };
    },
    writeFollowUp: (record, etag) =>
      kv.set(
        FOLLOW_UP + record.submissionId,
        json(record),
        etag ? { onlyIfMatch: etag } : { onlyIfNew: true },
      ),
    async markCallDue(id, due) {
      await kv.set(`${CALL_DUE}${padded(due.getTime())}/${id}`, '');
    },
    async callsDue(at) {
      const [due, claims] = await Promise.all([keysAfter(kv, CALL_DUE), keysAfter(kv, ESCALATED)]);
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
    dropMarker: dropper(kv, CALL_DUE),
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
      const [expiring, due, claims] = await Promise.all([
        keysAfter(kv, `${keys.expire}sent/`),
        keysAfter(kv, CALL_DUE),
        keysAfter(kv, ESCALATED),
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
    async forget(id) {
      await kv.delete(FOLLOW_UP + id);
      await kv.delete(ESCALATED + id);
    },
  };
}
