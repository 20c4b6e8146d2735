import type { KeyValue } from './keyValue';
import { dropper, keys } from './keys';

/** The résumés kept beside their submissions, each under its content's hash. */
export interface FilesStore {
  /**
   * Keeps a file under its content's hash: a different file never replaces a kept one.
   * `true` when this call wrote it.
   */
  putFile(id: string, sha256: string, content: Uint8Array): Promise<boolean>;
  readFile(id: string, sha256: string): Promise<Uint8Array | undefined>;
  /** Files whose submission does not exist and that were stored before `before`. */
  orphanFiles(before: Date): Promise<string[]>;
  /** Deletes one file by the key `orphanFiles` gave. */
  drop(key: string): Promise<void>;
  /** Deletes every file of a submission (see `SubmissionsStore.remove`). */
  removeFiles(id: string): Promise<void>;
}

/** `file/<id>/<sha256>`: where `putFile` keeps a file. */
export const fileKey = (id: string, sha256: string) => `${keys.file}${id}/${sha256}`;

export function filesStore(kv: KeyValue): FilesStore {
  return {
    async putFile(id, sha256, content) {
      const written = await kv.set(fileKey(id, sha256), content, {
        onlyIfNew: true,
        metadata: { storedAt: new Date().toISOString() },
      });
      return written !== undefined;
    },
    async readFile(id, sha256) {
      return (await kv.get(fileKey(id, sha256)))?.data;
    },
    async orphanFiles(before) {
      // Files are few (résumés, kept a week): each is checked against its record, so the
      // records themselves, held spam included, are never listed.
      const orphans: string[] = [];
      for (const key of await kv.list(keys.file)) {
        const id = key.slice(keys.file.length).split('/')[0] ?? '';
        if (await kv.get(keys.record + id)) continue;
        // Only an orphan is read, for its age: a file is written just before its record.
        const storedAt = (await kv.get(key))?.metadata.storedAt;
        if (typeof storedAt !== 'string' || Date.parse(storedAt) < before.getTime()) {
          orphans.push(key);
        }
      }
      return orphans;
    },
    drop: dropper(kv, keys.file),
    async removeFiles(id) {
      for (const key of await kv.list(`${keys.file}${id}/`)) await kv.delete(key);
    },
  };
}
