import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll } from 'vitest';
import { netlifyKeyValue } from '../store/keyValue';
import { storesOver } from '../store/stores';

const token = 'local-blobs-token';

/**
 * Netlify's own local Blobs server for one test file, started before its tests and removed
 * after: `open(name)` is the stores over one Blobs store on it, through the real Blobs client.
 * `answerMs` is how long each call waits for an answer: production's deadline unless a test
 * that is not about deadlines gives a busy machine longer.
 */
export function localBlobs() {
  let server: BlobsServer | undefined;
  let directory = '';
  let url = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'blobs-'));
    server = new BlobsServer({ directory, token, logger: () => undefined });
    const { port } = await server.start();
    url = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(directory, { recursive: true, force: true });
  });
  const open = (name: string, answerMs?: number) =>
    storesOver(
      netlifyKeyValue(
        (fetch) =>
          getStore({
            name,
            siteID: 'site',
            token,
            edgeURL: url,
            uncachedEdgeURL: url,
            consistency: 'strong',
            fetch,
          }),
        answerMs,
      ),
    );
  return { url: () => url, open };
}
