import type { Locale } from '../../src/config/locales';
import { getStore, type Store } from '@netlify/blobs';

export type FormName = 'contact' | 'apply';
export type DeliveryStatus = 'pending' | 'sent' | 'held';

/**
 * The site's own copy of one submission, kept until staff have it (and briefly after, so a
 * repeated post of the same form is recognised). `lastError` never holds a visitor's answers.
 */
export interface StoredSubmission {
  id: string;
  form: FormName;
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
  /** Postmark refused the visitor's address as Reply-To: later tries go without it. */
  replyToRefused?: boolean;
  /** When a held submission was listed in the staff digest. */
  digestedAt?: string;
  /** The résumé kept beside it (see `putFile`), by its cleaned name. */
  attachment?: { name: string; contentType: string; size: number };
}

export interface Versioned {
  record: StoredSubmission;
  etag: string;
}

/**
 * What the functions need from storage. Writes are conditional, so two requests or two
 * redelivery passes can never both believe they own a submission.
 */
export interface SubmissionStore {
  /** Stores a new submission; `undefined` when one with this id already exists. */
  create(record: StoredSubmission): Promise<string | undefined>;
  read(id: string): Promise<Versioned | undefined>;
  /** Replaces the record if it is still at `etag`; the new etag, or `undefined` if it moved. */
  replace(record: StoredSubmission, etag: string): Promise<string | undefined>;
  ids(): Promise<string[]>;
  /** Deletes the submission and its file, if it has one. */
  remove(id: string): Promise<void>;
  /** Keeps a submission's file (its résumé) until the submission is removed. */
  putFile(id: string, content: Uint8Array): Promise<void>;
  readFile(id: string): Promise<Uint8Array | undefined>;
}

const PREFIX = 'submission/';
const FILE_PREFIX = 'file/';

/**
 * One store per deploy context, so a deploy preview's test posts never mix with production's
 * leads: `submissions-production`, `submissions-deploy-preview`, `submissions-local`, …
 */
export function storeName(deployContext: string | undefined): string {
  const context = (deployContext || 'local').replace(/[^a-z0-9-]/gi, '-');
  return `submissions-${context}`;
}

/** The store on Netlify Blobs, strongly consistent: a read always sees the last write. */
export function blobSubmissionStore(store: Store): SubmissionStore {
  return {
    async create(record) {
      const result = await store.setJSON(PREFIX + record.id, record, { onlyIfNew: true });
      if (!result.modified) return undefined;
      return result.etag ?? (await this.read(record.id))?.etag ?? '';
    },
    async read(id) {
      const key = PREFIX + id;
      const found = await store.getWithMetadata(key, { type: 'json' });
      if (!found) return undefined;
      if (found.etag) return { record: found.data as StoredSubmission, etag: found.etag };
      // Netlify's local emulation sends no ETag with a read; its listing has them. Listing
      // first and reading after is safe: a write in between leaves us a stale etag, so our
      // conditional write fails instead of overwriting it.
      const { blobs } = await store.list({ prefix: key });
      const etag = blobs.find((blob) => blob.key === key)?.etag;
      const data = (await store.get(key, { type: 'json' })) as StoredSubmission | null;
      return etag && data ? { record: data, etag } : undefined;
    },
    async replace(record, etag) {
      // Without an etag the write would be unconditional: never that.
      if (!etag) throw new Error('replace needs the etag of the record it read');
      const result = await store.setJSON(PREFIX + record.id, record, { onlyIfMatch: etag });
      return result.modified ? result.etag : undefined;
    },
    async ids() {
      const ids: string[] = [];
      for await (const page of store.list({ prefix: PREFIX, paginate: true })) {
        for (const blob of page.blobs) ids.push(blob.key.slice(PREFIX.length));
      }
      return ids;
    },
    async remove(id) {
      await store.delete(FILE_PREFIX + id);
      await store.delete(PREFIX + id);
    },
    async putFile(id, content) {
      await store.set(FILE_PREFIX + id, new Blob([content as Uint8Array<ArrayBuffer>]));
    },
    async readFile(id) {
      const found = await store.get(FILE_PREFIX + id, { type: 'arrayBuffer' });
      return found ? new Uint8Array(found) : undefined;
    },
  };
}

/**
 * The submissions store of this deploy context. Netlify (and its local emulation) provide the
 * Blobs connection to the function; without one (a plain script, a unit test), `undefined`.
 */
export function openSubmissionStore(deployContext?: string): SubmissionStore | undefined {
  try {
    return blobSubmissionStore(getStore({ name: storeName(deployContext), consistency: 'strong' }));
  } catch {
    return undefined;
  }
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

/** Store calls in flight at once: enough to read hundreds in a second or two, politely. */
const READ_CONCURRENCY = 25;

/** Every kept submission with its etag; one that vanished between list and read is skipped. */
export async function readAll(store: SubmissionStore): Promise<Versioned[]> {
  const found = await mapLimit(await store.ids(), READ_CONCURRENCY, (id) => store.read(id));
  return found.filter((entry): entry is Versioned => entry !== undefined);
}

/** Counts without personal data, for the status endpoint and the redelivery pass's report. */
export interface StoreCounts {
  pending: number;
  /** Minutes since the oldest pending submission arrived; 0 when none is pending. */
  oldestPendingMinutes: number;
  held: number;
}

export function countOf(records: readonly StoredSubmission[], now: Date): StoreCounts {
  const pending = records.filter((record) => record.status === 'pending');
  const oldest = Math.min(...pending.map((record) => Date.parse(record.receivedAt)));
  return {
    pending: pending.length,
    oldestPendingMinutes: pending.length ? Math.floor((now.getTime() - oldest) / 60_000) : 0,
    held: records.filter((record) => record.status === 'held').length,
  };
}
