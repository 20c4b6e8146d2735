import { expect, it } from 'vitest';
import { retentionDays } from '#src/config/retention';
import { idOf, keptRecord, storeContract } from '../test/storeContract';

const DAY = 24 * 60 * 60_000;
const sentAt = '2026-11-21T12:05:00.000Z';
/** When a copy sent at `sentAt` may be deleted. */
const sentExpiry = Date.parse(sentAt) + retentionDays.sent * DAY;

storeContract('submissions', (open) => {
  it('creates once: the same id again is refused, and the first is what is read', async () => {
    const { submissions } = open();
    expect(await submissions.create(keptRecord(idOf(1)))).toBeTruthy();
    const other = keptRecord(idOf(1), { fields: { name: 'Someone else' } });
    expect(await submissions.create(other)).toBeUndefined();
    expect((await submissions.read(idOf(1)))?.record.fields).toEqual({ name: 'Ann' });
    expect(await submissions.read(idOf(2))).toBeUndefined();
    expect(await submissions.ids()).toEqual([idOf(1)]);
  });

  it('replaces only from the etag it read; a stale etag changes nothing', async () => {
    const { submissions } = open();
    await submissions.create(keptRecord(idOf(1)));
    const current = (await submissions.read(idOf(1)))!;
    expect(
      await submissions.replace(keptRecord(idOf(1), { attempts: 1 }), current.etag),
    ).toBeTruthy();
    expect(
      await submissions.replace(keptRecord(idOf(1), { attempts: 9 }), current.etag),
    ).toBeUndefined();
    await expect(submissions.replace(keptRecord(idOf(1)), '')).rejects.toThrow();
    expect((await submissions.read(idOf(1)))?.record.attempts).toBe(1);
  });

  it('keeps its markers in step: pending until sent, then due for deletion when its retention ends', async () => {
    const { submissions } = open();
    const etag = await submissions.create(keptRecord(idOf(1)));
    expect(await submissions.pendingIds()).toEqual([idOf(1)]);
    expect(await submissions.pendingSince(idOf(1))).toEqual(expect.any(String));
    await submissions.replace(keptRecord(idOf(1), { status: 'sent', sentAt }), etag!);
    expect(await submissions.pendingIds()).toEqual([]);
    expect(await submissions.pendingSince(idOf(1))).toBeUndefined();
    expect(await submissions.expired(new Date(sentExpiry - 60_000))).toEqual([]);
    const [due] = await submissions.expired(new Date(sentExpiry));
    expect(due?.id).toBe(idOf(1));
    await submissions.remove(due!.id, due!.marker);
    expect(await submissions.ids()).toEqual([]);
    expect(await submissions.read(idOf(1))).toBeUndefined();
    expect(await submissions.expired(new Date(sentExpiry + 365 * DAY))).toEqual([]);
  });

  it('removes a submission with its files and its follow-up', async () => {
    const { submissions, files, followUps } = open();
    const bytes = new TextEncoder().encode('%PDF-1.7 résumé');
    const attachment = { name: 'cv.pdf', contentType: 'application/pdf', size: 15, sha256: 'aaa' };
    await submissions.create(keptRecord(idOf(1), { attachment }), bytes);
    expect(await files.readFile(idOf(1), 'aaa')).toEqual(bytes);
    await followUps.writeFollowUp({
      submissionId: idOf(1),
      form: 'contact',
      receivedAt: keptRecord(idOf(1)).receivedAt,
      callBackBy: sentAt,
      calls: [],
    });
    await submissions.remove(idOf(1));
    expect(await files.readFile(idOf(1), 'aaa')).toBeUndefined();
    expect(await followUps.followUp(idOf(1))).toBeUndefined();
    expect(await submissions.ids()).toEqual([]);
  });

  it('lists held submissions for the digest, those held over budget oldest first, until staff saw them', async () => {
    const { submissions } = open();
    await submissions.create(keptRecord(idOf(1), { status: 'held' }));
    const later = { status: 'held' as const, heldFor: 'budget' as const };
    await submissions.create(
      keptRecord(idOf(3), { ...later, receivedAt: '2026-11-21T12:30:00.000Z' }),
    );
    const etag = await submissions.create(keptRecord(idOf(2), later));
    expect(await submissions.heldIds()).toEqual([idOf(1), idOf(2), idOf(3)]);
    const overBudget = await submissions.overBudget();
    expect(overBudget.map(({ id }) => id)).toEqual([idOf(2), idOf(3)]);
    const listedAt = '2026-11-21T12:40:00.000Z';
    await submissions.replace(keptRecord(idOf(2), { ...later, listedAt }), etag!);
    expect(await submissions.heldIds()).toEqual([idOf(1), idOf(3)]);
    expect((await submissions.overBudget()).map(({ id }) => id)).toEqual([idOf(3)]);
    // A marker is dropped by the key it was listed with, and only a marker of this kind.
    await submissions.dropMarker(overBudget[1]!.marker);
    expect(await submissions.overBudget()).toEqual([]);
    await expect(submissions.dropMarker(`submission/${idOf(1)}`)).rejects.toThrow();
    expect(await submissions.read(idOf(1))).toBeDefined();
  });

  it('re-opens a bounced lead: pending again, and no longer due for deletion', async () => {
    const { submissions } = open();
    const first = await submissions.create(keptRecord(idOf(1)));
    const sent = keptRecord(idOf(1), { status: 'sent', sentAt });
    const etag = await submissions.replace(sent, first!);
    const again = keptRecord(idOf(1), { toFallback: true });
    expect(await submissions.reopen(again, sent, etag!)).toBeTruthy();
    expect(await submissions.pendingIds()).toEqual([idOf(1)]);
    expect(await submissions.expired(new Date(sentExpiry + DAY))).toEqual([]);
    expect(await submissions.reopen(again, sent, etag!)).toBeUndefined();
  });

  it('finds a record no marker points at, and settles its markers', async () => {
    const { submissions } = open();
    // Sent, with no time it was sent: no deletion date, so no marker (a write cut short).
    await submissions.create(keptRecord(idOf(1), { status: 'sent' }));
    await submissions.create(keptRecord(idOf(2)));
    expect(await submissions.unmarked()).toEqual([idOf(1)]);
    await submissions.settle(keptRecord(idOf(1), { status: 'sent', sentAt }));
    expect(await submissions.unmarked()).toEqual([]);
    expect((await submissions.expired(new Date(sentExpiry))).map(({ id }) => id)).toEqual([
      idOf(1),
    ]);
  });

  it('drops the pending marker of a submission never kept, once it is old', async () => {
    const { submissions } = open();
    // A marker written for a create that then failed.
    await submissions.settle(keptRecord(idOf(1)));
    await submissions.create(keptRecord(idOf(2)));
    const soon = new Date(Date.now() + 60_000);
    expect(await submissions.dropStalePending(idOf(1), new Date(Date.now() - 60_000))).toBe(false);
    expect(await submissions.dropStalePending(idOf(2), soon)).toBe(false);
    expect(await submissions.dropStalePending(idOf(1), soon)).toBe(true);
    expect(await submissions.pendingIds()).toEqual([idOf(2)]);
  });

  it('keeps each deploy context apart', async () => {
    const [one, other] = [open(), open()];
    await one.submissions.create(keptRecord(idOf(1)));
    expect(await other.submissions.ids()).toEqual([]);
  });
});
