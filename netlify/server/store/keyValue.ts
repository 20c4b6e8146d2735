import type { Store } from '@netlify/blobs';

/** One stored value with the version it was read at and what was written beside it. */
export interface Entry {
  data: Uint8Array;
  etag: string;
  metadata: Record<string, unknown>;
}

interface WriteOptions {
  /** Write only if nothing is stored under the key yet. */
  onlyIfNew?: boolean;
  /** Write only if the stored value is still at this version. */
  onlyIfMatch?: string;
  metadata?: Record<string, unknown>;
}

/**
 * The part of Netlify Blobs the stores (`stores.ts`) are built on. Kept this small so the tests'
 * in-memory twin (`test/memoryStore.ts`) has the same semantics, faults included. Every call
 * either gets a clear answer from the store or throws: a write is never taken as done on trust.
 */
export interface KeyValue {
  get(key: string): Promise<Entry | undefined>;
  /** The new etag, or `undefined` when a condition stopped the write. */
  set(key: string, data: Uint8Array | string, options?: WriteOptions): Promise<string | undefined>;
  /** Every key under the prefix, from the listing alone: no value is read. */
  list(prefix: string): Promise<string[]>;
  /**
   * The folders directly under the prefix (`a/` with `a/b/1` and `a/c/2` gives `b` and `c`),
   * without listing the keys inside them: a day's thousands of keys cost one line here.
   */
  folders(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

/** The store gave no clear answer in time, or a wrong one: what was asked may not have happened. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * How long one call may wait for the store's next answer. Blobs answers in tens of
 * milliseconds; its client retries a 5xx or 429 five times, 5 s apart, which would hold a
 * visitor 25 s before saying anything. A call that hears nothing for this long fails, so a
 * failing store costs a request about a second, and the visitor still hears within 3 s.
 */
const STORE_ANSWER_MS = 1_000;
/** More time for a large body (a résumé): a second per MiB on top. */
const MS_PER_MIB = 1_000;

function conditions({ onlyIfNew, onlyIfMatch, metadata }: WriteOptions) {
  if (onlyIfMatch !== undefined) return { onlyIfMatch, metadata };
  if (onlyIfNew) return { onlyIfNew: true as const, metadata };
  return { metadata };
}

const PRECONDITION_FAILED = 412;
const NOT_FOUND = 404;
const isOk = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** Opens the Blobs store with the `fetch` it should use: one per call, so each has its watch. */
export type StoreOpener = (fetch: typeof globalThis.fetch) => Store;

/**
 * Runs one store call with a fetch that remembers the last status it saw and a deadline that
 * each answer (a listing's next page) moves on. Past the deadline the call is aborted and fails.
 */
async function watched<T>(
  open: StoreOpener,
  waitMs: number,
  what: string,
  work: (store: Store, lastStatus: () => number | undefined) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let status: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fail: (error: Error) => void = () => undefined;
  const expired = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      controller.abort();
      fail(new StoreError(`${what}: no answer from the store in ${waitMs} ms`));
    }, waitMs);
  };
  const fetcher: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, { ...init, signal: controller.signal });
    status = response.status;
    arm();
    return response;
  };
  arm();
  try {
    return await Promise.race([work(open(fetcher), () => status), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Netlify Blobs behind the `KeyValue` contract, with every answer checked. */
export function netlifyKeyValue(open: StoreOpener, answerMs = STORE_ANSWER_MS): KeyValue {
  return {
    get(key) {
      return watched(open, answerMs, `read ${key}`, async (store, status) => {
        const found = await store.getWithMetadata(key, { type: 'arrayBuffer' });
        if (!found) {
          if (status() === NOT_FOUND) return undefined;
          throw new StoreError(`read ${key}: answered ${status()}`);
        }
        let etag = found.etag;
        if (!etag) {
          // Netlify's local emulation sends no ETag with a read; its listing has them. A write
          // between the two leaves a stale etag, so a conditional write fails, never overwrites.
          const { blobs } = await store.list({ prefix: key });
          etag = blobs.find((blob) => blob.key === key)?.etag;
        }
        if (!etag) throw new StoreError(`read ${key}: no version given`);
        return { data: new Uint8Array(found.data), etag, metadata: found.metadata ?? {} };
      });
    },
    set(key, data, options = {}) {
      const size = typeof data === 'string' ? data.length : data.byteLength;
      const waitMs = answerMs + (size / 2 ** 20) * MS_PER_MIB;
      return watched(open, waitMs, `write ${key}`, async (store, status) => {
        const body = typeof data === 'string' ? data : new Blob([data as Uint8Array<ArrayBuffer>]);
        const result = await store.set(key, body, conditions(options));
        const conditional = options.onlyIfNew || options.onlyIfMatch !== undefined;
        if (conditional && status() === PRECONDITION_FAILED) return undefined;
        // The client reads any status but 412 as written: only a 2xx with a version is.
        if (!isOk(status()) || !result.modified || !result.etag) {
          throw new StoreError(`write ${key}: not confirmed (answered ${status()})`);
        }
        return result.etag;
      });
    },
    list(prefix) {
      return watched(open, answerMs, `list ${prefix}`, async (store) => {
        const keys: string[] = [];
        for await (const page of store.list({ prefix, paginate: true })) {
          for (const blob of page.blobs) keys.push(blob.key);
        }
        return keys;
      });
    },
    folders(prefix) {
      return watched(open, answerMs, `list folders ${prefix}`, async (store) => {
        const names: string[] = [];
        for await (const page of store.list({ prefix, directories: true, paginate: true })) {
          for (const folder of page.directories) names.push(folder.slice(prefix.length));
        }
        return names;
      });
    },
    delete(key) {
      return watched(open, answerMs, `delete ${key}`, async (store, status) => {
        await store.delete(key);
        if (!isOk(status()) && status() !== NOT_FOUND) {
          throw new StoreError(`delete ${key}: answered ${status()}`);
        }
      });
    },
  };
}
