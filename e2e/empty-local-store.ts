import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where Netlify's local emulation keeps the blobs the functions write. */
const BLOBS = join(import.meta.dirname, '../.netlify/blobs-serve');
const LOCAL_STORE = 'site:submissions-local';

/**
 * Each run of the browser tests starts from an empty local submissions store. The status
 * endpoint reads every record, and the emulation lists each read in a response header: after a
 * few dozen runs it outgrew the 16 KB a Node client accepts, and the delivery test failed on a
 * machine that had simply run the tests before. Only the local deploy context's store goes.
 */
export default async function emptyLocalStore() {
  for (const entry of await readdir(BLOBS, { recursive: true }).catch(() => [])) {
    if (entry.endsWith(LOCAL_STORE)) await rm(join(BLOBS, entry), { recursive: true, force: true });
  }
}
