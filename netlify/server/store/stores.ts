import { getStore } from '@netlify/blobs';
import { countsStore, type CountsStore } from './counts';
import { filesStore, type FilesStore } from './files';
import { followUpsStore, type FollowUpsStore } from './followUps';
import { netlifyKeyValue, type KeyValue } from './keyValue';
import { limitsStore, type LimitsStore } from './limits';
import { submissionsStore, type SubmissionsStore } from './submissions';
import { visitsStore, type VisitsStore } from './visits';

/**
 * What the functions keep, as small stores over one `KeyValue` (one Blobs store per deploy
 * context; the key layout is in `keys.ts`). A function is handed only the stores it uses:
 * `Pick<Stores, 'submissions' | 'counts'>`, or the one store.
 */
export interface Stores {
  /** The submissions and their markers (pending, held, over budget, expiry). */
  submissions: SubmissionsStore;
  /** The résumés beside them. */
  files: FilesStore;
  /** Budgets, once-marks, alarms once an hour, flags. */
  limits: LimitsStore;
  /** The pass's saved counts, hourly tallies and the owner's lead counts. */
  counts: CountsStore;
  /** Staff's calls, call-due marks and reminder claims. */
  followUps: FollowUpsStore;
  /** The owner's visit counts: beacons' keys, rolled up into one summary a day. */
  visits: VisitsStore;
}

/** The stores over any `KeyValue`: Netlify Blobs in production, memory in tests. */
export function storesOver(kv: KeyValue): Stores {
  const files = filesStore(kv);
  const followUps = followUpsStore(kv);
  return {
    submissions: submissionsStore(kv, { files, followUps }),
    files,
    limits: limitsStore(kv),
    counts: countsStore(kv),
    followUps,
    visits: visitsStore(kv),
  };
}

/**
 * The stores of this deploy context. Netlify (and its local emulation) provide the Blobs
 * connection to the function; without one (a plain script, a unit test), `undefined`.
 */
export function openStores(deployContext?: string): Stores | undefined {
  try {
    const name = storeName(deployContext);
    // Opened once here, so a missing Blobs connection is known now, not at the first call.
    getStore({ name, consistency: 'strong' });
    return storesOver(netlifyKeyValue((fetch) => getStore({ name, consistency: 'strong', fetch })));
  } catch {
    return undefined;
  }
}

/**
 * One Blobs store per deploy context, so a deploy preview's test posts never mix with
 * production's leads: `submissions-production`, `submissions-deploy-preview`, `submissions-local`, …
 */
export function storeName(deployContext: string | undefined): string {
  const context = (deployContext || 'local').replace(/[^a-z0-9-]/gi, '-');
  return `submissions-${context}`;
}
