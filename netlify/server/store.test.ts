// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netlifyKeyValue } from './keyValue';
import { storeName, submissionStore, type StoredSubmission } from './store';

let server: BlobsServer;
let directory: string;
let url: string;
const token = 'local-blobs-token';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'blobs-'));
  server = new BlobsServer({ directory, token, logger: () => undefined });
  const { port } = await server.start();
  url = `http://localhost:${port}`;
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

const open = (name = 'submissions-test') =>
  submissionStore(
    netlifyKeyValue(
      getStore({
        name,
        siteID: 'site',
        token,
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: 'strong',
      }),
    ),
  );

const record: StoredSubmission = {
  id: '6f1c1d1e-5f43-4a6c-9a0e-1b2c3d4e5f60',
  form: 'contact',
  fields: { name: 'Ann' },
  receivedAt: '2026-11-21T12:00:00.000Z',
  language: 'en',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-21T12:02:00.000Z',
};

describe('the submissions store on Netlify Blobs (local emulation)', () => {
  it('creates once: the same id again is refused', async () => {
    const store = open();
    expect(await store.create(record)).toBeTruthy();
    expect(await store.create({ ...record, fields: { name: 'Someone else' } })).toBeUndefined();
    expect((await store.read(record.id))?.record.fields).toEqual({ name: 'Ann' });
  });

  it('replaces only from the etag it read; a stale etag changes nothing', async () => {
    const store = open();
    const current = (await store.read(record.id))!;
    const next = await store.replace({ ...record, attempts: 1 }, current.etag);
    expect(next).toBeTruthy();
    expect(await store.replace({ ...record, attempts: 9 }, current.etag)).toBeUndefined();
    expect((await store.read(record.id))?.record.attempts).toBe(1);
  });

  it('lists, reads and deletes by id; other deploy contexts have stores of their own', async () => {
    const store = open();
    expect(await store.ids()).toEqual([record.id]);
    expect(await open(storeName('deploy-preview')).ids()).toEqual([]);
    await store.remove(record.id);
    expect(await store.ids()).toEqual([]);
    expect(await store.read(record.id)).toBeUndefined();
  });

  it('names one store per deploy context', () => {
    expect(storeName('production')).toBe('submissions-production');
    expect(storeName('deploy-preview')).toBe('submissions-deploy-preview');
    expect(storeName('')).toBe('submissions-local');
  });
});
