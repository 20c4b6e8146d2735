import { describe, expect, it } from 'vitest';
import { storeName, type StoredSubmission } from './store';
import { localBlobs } from '../test/localBlobs';

const blobs = localBlobs();
const open = (name = 'submissions-test') => blobs.open(name);

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

  it('keeps its markers in step: pending until sent, then due for deletion a week later', async () => {
    const store = open('submissions-markers');
    const first = await store.create(record);
    expect(await store.pendingIds()).toEqual([record.id]);
    const sentAt = '2026-11-21T12:05:00.000Z';
    await store.replace({ ...record, status: 'sent', sentAt }, first!);
    expect(await store.pendingIds()).toEqual([]);
    expect(await store.expired(new Date('2026-11-28T12:04:00.000Z'))).toEqual([]);
    const [due] = await store.expired(new Date('2026-11-28T12:06:00.000Z'));
    expect(due?.id).toBe(record.id);
    await store.remove(due!.id, due!.marker);
    expect(await store.ids()).toEqual([]);
    expect(await store.expired(new Date('2027-01-01'))).toEqual([]);
  });

  it('never replaces a kept file, and finds files that no submission owns', async () => {
    const store = open('submissions-files');
    const bytes = new TextEncoder().encode('%PDF-1.7 first');
    expect(await store.putFile(record.id, 'aaa', bytes)).toBe(true);
    expect(await store.putFile(record.id, 'aaa', new TextEncoder().encode('other'))).toBe(false);
    expect(await store.readFile(record.id, 'aaa')).toEqual(bytes);
    expect(await store.orphanFiles(new Date(Date.now() - 60_000))).toEqual([]);
    expect(await store.orphanFiles(new Date(Date.now() + 60_000))).toEqual([
      `file/${record.id}/aaa`,
    ]);
  });

  // The local server checks a condition and then writes, so calls at once can race there
  // (Netlify's own is atomic): the memory twin's tests (faults.test.ts) cover posts at once.
  it('gives out a budget’s slots once each', async () => {
    const store = open('submissions-budget');
    const hour = new Date('2026-11-21T12:30:00.000Z');
    const taken: boolean[] = [];
    for (let post = 0; post < 7; post++)
      taken.push(Boolean(await store.takeSlot(hour, 'client/contact', 5)));
    expect(taken).toEqual([true, true, true, true, true, false, false]);
    expect(await store.takeSlot(hour, 'client/contact', 5)).toBe(false);
    // Another scope, and the next hour, have their own.
    expect(await store.takeSlot(hour, 'all/contact', 5)).toBeTruthy();
    expect(
      await store.takeSlot(new Date('2026-11-21T13:00:00.000Z'), 'client/contact', 5),
    ).toBeTruthy();
    expect([await store.firstInHour(hour, 'x'), await store.firstInHour(hour, 'x')]).toEqual([
      true,
      false,
    ]);
    expect(await store.oldBudgets(new Date('2026-11-21T13:00:00.000Z'))).toHaveLength(7);
  });

  it('keeps hourly counts, summed over the hours asked for, and saves the pass’s counts', async () => {
    const store = open('submissions-tallies');
    const hour = new Date('2026-11-21T12:30:00.000Z');
    await store.tally('turnedAway', hour);
    await store.tally('turnedAway', hour);
    await store.tally('turnedAway', new Date('2026-11-21T13:10:00.000Z'));
    await store.tally('bounced', new Date('2026-11-20T01:00:00.000Z'));
    expect(await store.tallies(new Date('2026-11-21T00:00:00.000Z'))).toEqual({ turnedAway: 3 });
    expect(await store.oldTallies(new Date('2026-11-21T00:00:00.000Z'))).toHaveLength(1);
    const counts = { pending: 1, held: 2, countedAt: hour.toISOString() };
    await store.saveCounts(counts);
    expect(await store.readCounts()).toEqual(counts);
  });

  it('names one store per deploy context', () => {
    expect(storeName('production')).toBe('submissions-production');
    expect(storeName('deploy-preview')).toBe('submissions-deploy-preview');
    expect(storeName('')).toBe('submissions-local');
  });
});
