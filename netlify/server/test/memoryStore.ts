import type { Entry, KeyValue } from '../store/keyValue';
import type { StoredSubmission } from '../store/record';
import { storesOver } from '../store/stores';

/**
 * Netlify Blobs' contract in memory, for tests: conditional writes are atomic, as Blobs' are.
 * Faults: `down` makes every call throw like an outage; `failing` makes the calls on one key
 * throw, like one bad read among many; `failingReads` fails only the reads of a key, and
 * `failingWrites` the writes of any key it matches. `latencyMs` plays a store's round trip.
 */
function memoryKeyValue() {
  const entries = new Map<string, Entry>();
  let version = 0;
  const state = {
    down: false,
    writes: 0,
    failing: new Set<string>(),
    failingReads: new Set<string>(),
    failingWrites: (() => false) as (key: string) => boolean,
    latencyMs: 0,
    calls: 0,
  };
  const check = async (key?: string) => {
    state.calls++;
    // A real store answers over the network: let other work interleave, as it would. Without a
    // latency, a turn of the event loop (a timer of 0 waits at least a millisecond: 10,000 posts
    // spent 6 of their 16 s waiting on them).
    await new Promise((resolve) =>
      state.latencyMs > 0 ? setTimeout(resolve, state.latencyMs) : setImmediate(resolve),
    );
    if (state.down) throw new Error('store unavailable');
    if (key !== undefined && state.failing.has(key)) throw new Error(`store failed on ${key}`);
  };
  const kv: KeyValue = {
    async get(key) {
      await check(key);
      if (state.failingReads.has(key)) throw new Error(`store failed reading ${key}`);
      const entry = entries.get(key);
      return entry && { ...entry, data: entry.data.slice() };
    },
    async set(key, data, { onlyIfNew, onlyIfMatch, metadata = {} } = {}) {
      await check(key);
      if (state.failingWrites(key)) throw new Error(`store failed writing ${key}`);
      const current = entries.get(key);
      if (onlyIfNew && current) return undefined;
      if (onlyIfMatch !== undefined && current?.etag !== onlyIfMatch) return undefined;
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data.slice();
      const etag = `"v${++version}"`;
      entries.set(key, { data: bytes, etag, metadata: structuredClone(metadata) });
      state.writes++;
      return etag;
    },
    async list(prefix) {
      await check();
      return [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
    async folders(prefix) {
      await check();
      const names = [...entries.keys()]
        .filter((key) => key.startsWith(prefix) && key.indexOf('/', prefix.length) > prefix.length)
        .map((key) => key.slice(prefix.length, key.indexOf('/', prefix.length)));
      return [...new Set(names)].sort();
    },
    async delete(key) {
      await check(key);
      entries.delete(key);
    },
  };
  return { kv, entries, state };
}

/** The real stores over the memory twin of Blobs, with views for assertions. */
export function memoryStore() {
  const memory = memoryKeyValue();
  const stores = storesOver(memory.kv);
  const under = (prefix: string) =>
    [...memory.entries.entries()].filter(([key]) => key.startsWith(prefix));
  return {
    ...memory,
    stores,
    records: () =>
      under('submission/').map(
        ([, entry]) => JSON.parse(new TextDecoder().decode(entry.data)) as StoredSubmission,
      ),
    /** Kept files by submission id. */
    files: () => new Map(under('file/').map(([key, entry]) => [key.split('/')[1]!, entry.data])),
  };
}
