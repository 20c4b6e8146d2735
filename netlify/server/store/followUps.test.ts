import { expect, it } from 'vitest';
import type { FollowUp } from './calls';
import { idOf, keptRecord, storeContract } from '../test/storeContract';

const at = (iso: string) => new Date(iso);
const followUpOf = (id: string): FollowUp => ({
  submissionId: id,
  form: 'contact',
  receivedAt: '2026-11-21T12:00:00.000Z',
  callBackBy: '2026-11-21T14:00:00.000Z',
  calls: [],
});
const call = { at: '2026-11-21T13:00:00.000Z', outcome: 'reached' as const, nonce: 'n1' };

storeContract('followUps', (open) => {
  it('writes a follow-up only if new, or only over the version read', async () => {
    const { followUps } = open();
    expect(await followUps.followUp(idOf(1))).toBeUndefined();
    const first = await followUps.writeFollowUp(followUpOf(idOf(1)));
    expect(first).toBeTruthy();
    expect(await followUps.writeFollowUp(followUpOf(idOf(1)))).toBeUndefined();
    const called = { ...followUpOf(idOf(1)), calls: [call] };
    expect(await followUps.writeFollowUp(called, first)).toBeTruthy();
    expect(await followUps.writeFollowUp(followUpOf(idOf(1)), first)).toBeUndefined();
    expect((await followUps.followUp(idOf(1)))?.record.calls).toEqual([call]);
  });

  it('lists the calls due by a time, oldest first, and drops a marker by its key', async () => {
    const { followUps } = open();
    await followUps.markCallDue(idOf(2), at('2026-11-21T15:00:00.000Z'));
    await followUps.markCallDue(idOf(1), at('2026-11-21T14:00:00.000Z'));
    await followUps.markCallDue(idOf(3), at('2026-11-22T09:00:00.000Z'));
    const due = await followUps.callsDue(at('2026-11-21T15:00:00.000Z'));
    expect(due.map(({ id, claimed }) => [id, claimed])).toEqual([
      [idOf(1), false],
      [idOf(2), false],
    ]);
    expect(due[0]?.due).toEqual(at('2026-11-21T14:00:00.000Z'));
    await followUps.dropMarker(due[0]!.marker);
    const later = await followUps.callsDue(at('2026-11-23T00:00:00.000Z'));
    expect(later.map(({ id }) => id)).toEqual([idOf(2), idOf(3)]);
    await expect(followUps.dropMarker(`follow-up/${idOf(2)}`)).rejects.toThrow();
  });

  it('gives one reminder claim, taken back when stale or released, and none once sent', async () => {
    const { followUps } = open();
    const now = at('2026-11-21T15:00:00.000Z');
    const before = at('2026-11-21T14:50:00.000Z');
    await followUps.markCallDue(idOf(1), at('2026-11-21T14:00:00.000Z'));
    expect(await followUps.claimEscalation(idOf(1), now, before)).toBe('new');
    expect(await followUps.claimEscalation(idOf(1), now, before)).toBe('taken');
    expect((await followUps.callsDue(now))[0]?.claimed).toBe(true);
    // A claim older than `staleBefore` whose reminder never went is taken again.
    const muchLater = at('2026-11-21T16:00:00.000Z');
    expect(await followUps.claimEscalation(idOf(1), muchLater, muchLater)).toBe('retaken');
    await followUps.releaseEscalation(idOf(1));
    expect(await followUps.claimEscalation(idOf(1), now, before)).toBe('new');
    await followUps.escalationSent(idOf(1), now);
    expect(await followUps.claimEscalation(idOf(1), muchLater, muchLater)).toBe('sent');
  });

  it('finds leads sent lately with no call-due marker and no claim, newest first', async () => {
    const { followUps, submissions } = open();
    for (const [n, sentAt] of [
      [1, '2026-11-21T12:05:00.000Z'],
      [2, '2026-11-21T13:05:00.000Z'],
      [3, '2026-11-19T12:05:00.000Z'],
      [4, '2026-11-21T14:05:00.000Z'],
    ] as const) {
      await submissions.create(keptRecord(idOf(n), { status: 'sent', sentAt }));
    }
    await followUps.markCallDue(idOf(4), at('2026-11-21T16:00:00.000Z'));
    const since = at('2026-11-20T00:00:00.000Z');
    expect(await followUps.sentWithoutCallDue(since)).toEqual([idOf(2), idOf(1)]);
    await followUps.claimEscalation(idOf(2), since, since);
    expect(await followUps.sentWithoutCallDue(since)).toEqual([idOf(1)]);
  });

  it('forgets a lead’s follow-up and its reminder claim', async () => {
    const { followUps } = open();
    await followUps.writeFollowUp(followUpOf(idOf(1)));
    const now = at('2026-11-21T15:00:00.000Z');
    await followUps.escalationSent(idOf(1), now);
    await followUps.forget(idOf(1));
    expect(await followUps.followUp(idOf(1))).toBeUndefined();
    expect(await followUps.claimEscalation(idOf(1), now, now)).toBe('new');
  });
});
