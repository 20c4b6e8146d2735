import { describe, expect, it } from 'vitest';
import { StoreError } from './keyValue';
import { faultyBlobs } from '../test/faultyBlobs';
import { mockPostmark } from '../test/postmark';
import { idOf as uuid, keptRecord } from '../test/storeContract';

mockPostmark();

const { open, storeFails } = faultyBlobs();
const record = (id: string) =>
  keptRecord(id, { receivedAt: new Date().toISOString(), nextAttemptAt: new Date().toISOString() });

describe('Netlify Blobs behind the KeyValue contract, through the submissions store', () => {
  it('makes create fail rather than answer a version it never wrote', async () => {
    const store = open().submissions;
    storeFails('PUT', '/submission/', 500);
    await expect(store.create(record(uuid(1)))).rejects.toBeInstanceOf(StoreError);
  });

  it('makes a refused claim no claim: replace fails, and the record is unchanged', async () => {
    const store = open().submissions;
    const etag = await store.create(record(uuid(2)));
    expect(etag).toBeTruthy();
    storeFails('PUT', '/submission/', 503);
    await expect(store.replace({ ...record(uuid(2)), attempts: 7 }, etag!)).rejects.toThrow();
  });

  it('makes a read that failed an error, never "not there"', async () => {
    const store = open().submissions;
    await store.create(record(uuid(3)));
    storeFails('GET', '/submission/', 502);
    await expect(store.read(uuid(3))).rejects.toThrow();
  });

  it('answers a refused condition (412) as "not written", and a kept record as kept', async () => {
    const store = open().submissions;
    expect(await store.create(record(uuid(4)))).toBeTruthy();
    expect(await store.create(record(uuid(4)))).toBeUndefined();
  });
});
