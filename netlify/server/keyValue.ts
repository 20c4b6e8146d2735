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
 * The part of Netlify Blobs the submissions store is built on. Kept this small so the tests'
 * in-memory twin (`test/memoryKeyValue.ts`) has the same semantics, faults included.
 */
export interface KeyValue {
  get(key: string): Promise<Entry | undefined>;
  /** The new etag, or `undefined` when a condition stopped the write. */
  set(key: string, data: Uint8Array | string, options?: WriteOptions): Promise<string | undefined>;
  /** Every key under the prefix, from the listing alone: no value is read. */
  list(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
}

function conditions({ onlyIfNew, onlyIfMatch, metadata }: WriteOptions) {
  if (onlyIfMatch !== undefined) return { onlyIfMatch, metadata };
  if (onlyIfNew) return { onlyIfNew: true as const, metadata };
  return { metadata };
}

/** Netlify Blobs behind the `KeyValue` contract. */
export function netlifyKeyValue(store: Store): KeyValue {
  return {
    async get(key) {
      const found = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      if (!found) return undefined;
      let etag = found.etag;
      if (!etag) {
        // Netlify's local emulation sends no ETag with a read; its listing has them. A write
        // between the two leaves us a stale etag, so a conditional write fails, never overwrites.
        const { blobs } = await store.list({ prefix: key });
        etag = blobs.find((blob) => blob.key === key)?.etag;
      }
      if (!etag) return undefined;
      return { data: new Uint8Array(found.data), etag, metadata: found.metadata ?? {} };
    },
    async set(key, data, options = {}) {
      const body = typeof data === 'string' ? data : new Blob([data as Uint8Array<ArrayBuffer>]);
      const result = await store.set(key, body, conditions(options));
      return result.modified ? (result.etag ?? '') : undefined;
    },
    async list(prefix) {
      const keys: string[] = [];
      for await (const page of store.list({ prefix, paginate: true })) {
        for (const blob of page.blobs) keys.push(blob.key);
      }
      return keys;
    },
    async delete(key) {
      await store.delete(key);
    },
  };
}
