import { expect, it } from 'vitest';
import { storeContract } from '../test/storeContract';

storeContract('counts', (open) => {
  it('keeps hourly counts, summed over the hours asked for, and finds old ones by their names', async () => {
    const { counts } = open();
    const hour = new Date('2026-11-21T12:30:00.000Z');
    await counts.tally('turnedAway', hour);
    await counts.tally('turnedAway', hour);
    await counts.tally('turnedAway', new Date('2026-11-21T13:10:00.000Z'));
    await counts.tally('alert:store-unavailable', hour);
    await counts.tally('bounced', new Date('2026-11-20T01:00:00.000Z'));
    const today = new Date('2026-11-21T00:00:00.000Z');
    expect(await counts.tallies(today)).toEqual({ turnedAway: 3, 'alert:store-unavailable': 1 });
    const old = await counts.oldTallies(today);
    expect(old).toHaveLength(1);
    await counts.drop(old[0]!);
    expect(await counts.tallies(new Date(0))).toEqual({
      turnedAway: 3,
      'alert:store-unavailable': 1,
    });
    // Only a count's key.
    await expect(counts.drop('leads/2026-11-21/contact')).rejects.toThrow();
  });

  it('saves the pass’s counts and reads them back', async () => {
    const { counts } = open();
    expect(await counts.readCounts()).toBeUndefined();
    const saved = { pending: 1, held: 2, countedAt: '2026-11-21T12:30:00.000Z' };
    await counts.saveCounts(saved);
    expect(await counts.readCounts()).toEqual(saved);
  });

  it('counts leads by their keys, lists them by month and forgets one', async () => {
    const { counts } = open();
    const october = '2026-10-30/contact/en/(direct)/a';
    const november = ['2026-11-02/contact/en/(direct)/b', '2026-11-20/apply/es/google/c'];
    for (const key of [october, ...november]) await counts.countLead(key);
    expect(await counts.leadKeys()).toEqual([october, ...november]);
    expect(await counts.leadKeys('2026-11')).toEqual(november);
    await counts.forgetLead(october);
    expect(await counts.leadKeys()).toEqual(november);
  });
});
