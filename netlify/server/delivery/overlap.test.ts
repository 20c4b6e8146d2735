import { describe, expect, it } from 'vitest';
import { dailyHeldDigest } from '../reports/digest';
import { claimWeeklyReport } from '../reports/leadCounts';
import { handleSubmission } from '../intake/submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

describe('scheduled runs that overlap', () => {
  it('send one held digest between two daily runs at once', async () => {
    const { deps, stores } = world();
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', { ...family, website: 'x' }), 'contact', deps);
    const runs = await Promise.all([
      dailyHeldDigest({ ...deps, stores }),
      dailyHeldDigest({ ...deps, stores }),
    ]);
    expect(delivered).toHaveLength(1);
    expect(runs.map((run) => run.claimed).sort()).toEqual([false, true]);
  });

  it('send one weekly report between the Monday runs', async () => {
    const { stores } = world();
    const monday = new Date('2026-11-23T13:00:00Z');
    const claims = await Promise.all([
      claimWeeklyReport(stores.limits, monday),
      claimWeeklyReport(stores.limits, monday),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimWeeklyReport(stores.limits, new Date('2026-11-23T14:00:00Z'))).toBe(false);
    expect(await claimWeeklyReport(stores.limits, new Date('2026-11-30T13:00:00Z'))).toBe(true);
  });
});

describe('the daily sweep', () => {
  it('finds a kept copy no marker points at and gives it its deletion date', async () => {
    watchAlerts();
    const { deps, stores, kv, records } = world();
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    // A write cut short long ago: the expiry marker never landed.
    for (const key of await kv.list('index/')) await kv.delete(key);
    expect(await stores.submissions.unmarked()).toEqual([records()[0]!.id]);
    const run = await dailyHeldDigest({ ...deps, stores });
    expect(run.mended).toBe(1);
    expect(await stores.submissions.unmarked()).toEqual([]);
    expect(await kv.list('index/expire/sent/')).toHaveLength(1);
  });
});
