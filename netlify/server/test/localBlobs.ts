import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll } from 'vitest';
import { netlifyKeyValue } from '../store/keyValue';
import { submissionStore } from '../store/store';

const token = 'local-blobs-token';

/**
 * Netlify's own local Blobs server for one test file, started before its tests and removed
 * after: `open(name)` is a submissions store on it through the real Blobs client.
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
  const open = (name: string) =>
    submissionStore(
      netlifyKeyValue((fetch) =>
        getStore({
          name,
          siteID: 'site',
          token,
          edgeURL: url,
          uncachedEdgeURL: url,
          consistency: 'strong',
          fetch,
        }),
      ),
    );
  return { url: () => url, open };
}
