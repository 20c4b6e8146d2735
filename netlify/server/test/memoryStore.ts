import type { StoredSubmission, SubmissionStore, Versioned } from '../store';

/**
 * The store's contract in memory, for tests: conditional writes are atomic, as Netlify
 * Blobs' are, and a fault can be switched on to make every call throw like an outage.
 */
export function memoryStore() {
  const entries = new Map<string, Versioned>();
  const files = new Map<string, Uint8Array>();
  let version = 0;
  const state = { down: false, writes: 0 };
  const check = async () => {
    // A real store answers over the network: let other work interleave, as it would.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (state.down) throw new Error('store unavailable');
  };
  const put = (record: StoredSubmission) => {
    const etag = `"v${++version}"`;
    entries.set(record.id, { record: structuredClone(record), etag });
    state.writes++;
    return etag;
  };
  const store: SubmissionStore = {
    async create(record) {
      await check();
      return entries.has(record.id) ? undefined : put(record);
    },
    async read(id) {
      await check();
      const entry = entries.get(id);
      return entry && { record: structuredClone(entry.record), etag: entry.etag };
    },
    async replace(record, etag) {
      await check();
      return entries.get(record.id)?.etag === etag ? put(record) : undefined;
    },
    async ids() {
      await check();
      return [...entries.keys()];
    },
    async remove(id) {
      await check();
      entries.delete(id);
      files.delete(id);
    },
    async putFile(id, content) {
      await check();
      files.set(id, content.slice());
    },
    async readFile(id) {
      await check();
      return files.get(id)?.slice();
    },
  };
  return {
    store,
    state,
    records: () => [...entries.values()].map((entry) => entry.record),
    files,
  };
}
