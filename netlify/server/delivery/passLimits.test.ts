import { describe, expect, it } from 'vitest';
import { redeliveryPass } from './redelivery';
import { handleSubmission } from '../intake/submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { mockPostmark, ok, postmarkAnswers, postmarkError } from '../test/postmark';

mockPostmark();

const MINUTE = 60_000;
const later = (minutes: number) => () => new Date(Date.now() + minutes * MINUTE);
const contact = (deps: ReturnType<typeof world>['deps']) =>
  handleSubmission(jsonPost('/api/contact', family), 'contact', deps);

describe('a pass among thousands of old keys', () => {
  it('saves its counts and raises the alarm first, then tidies only in the time it has left', async () => {
    const alerts = watchAlerts();
    const { deps, stores, kv, state } = world();
    postmarkAnswers(postmarkError(503, 0));
    expect((await contact(deps)).status).toBe(202);
    // Three thousand keys of a flood's budgets two days ago, each call 10 ms: 3,000 deletes
    // cannot fit in the pass's time (scaled down from Netlify's 30 s as the latency is).
    for (let n = 0; n < 3_000; n++) await kv.set(`budget/2026-01-01T00/robot/held/${n}`, '');
    state.latencyMs = 30;

    const started = performance.now();
    const report = await redeliveryPass({ ...deps, stores, now: later(90), budgetMs: 1_500 });
    const took = performance.now() - started;

    expect(report).toMatchObject({ pending: 1, oldestPendingMinutes: 90 });
    expect((await stores.counts.readCounts())?.pending).toBe(1);
    expect(alerts().filter((line) => line.includes('pending-over-an-hour'))).toHaveLength(1);
    // Inside its budget with one call's margin, and it got somewhere.
    expect(took).toBeLessThan(1_500 + 1_500);
    const left = (await kv.list('budget/2026-01-01T00/')).length;
    expect(left).toBeLessThan(3_000);

    // Each pass goes on where the last stopped, until nothing is left.
    for (let passes = 0; passes < 10 && (await kv.list('budget/')).length > 0; passes++) {
      await redeliveryPass({ ...deps, stores, now: later(95), budgetMs: 1_500 });
    }
    state.latencyMs = 0;
    expect(await kv.list('budget/2026-01-01T00/')).toEqual([]);
  });
});

describe('a sent copy whose expiry marker could not be written', () => {
  it('keeps its pending marker until the expiry is written, so it is still deleted on time', async () => {
    watchAlerts();
    const { deps, stores, kv, state, records } = world();
    state.failingWrites = (key) => key.startsWith('index/expire/');
    postmarkAnswers(ok);
    expect((await contact(deps)).status).toBe(200);
    expect(records()[0]).toMatchObject({ status: 'sent' });
    // Still listed as pending, so a pass will look at it again.
    expect(await stores.submissions.pendingIds()).toHaveLength(1);

    state.failingWrites = () => false;
    await redeliveryPass({ ...deps, stores, now: later(5) });
    expect(await stores.submissions.pendingIds()).toEqual([]);
    expect(await kv.list('index/expire/sent/')).toHaveLength(1);

    await redeliveryPass({ ...deps, stores, now: later(8 * 24 * 60) });
    expect(records()).toEqual([]);
  });
});

describe('a pending record that cannot be read', () => {
  it('counts as pending, aged from its marker, and raises the alarm after an hour', async () => {
    const alerts = watchAlerts();
    const { deps, stores, state } = world();
    postmarkAnswers(postmarkError(503, 0));
    expect((await contact(deps)).status).toBe(202);
    const [id] = await stores.submissions.pendingIds();
    state.failingReads.add(`submission/${id}`);

    const report = await redeliveryPass({ ...deps, stores, now: later(120) });
    expect(report).toMatchObject({ pending: 1 });
    expect(report.oldestPendingMinutes).toBeGreaterThanOrEqual(119);
    expect((await stores.counts.readCounts())?.unreadable).toBe(1);
    expect(alerts().filter((line) => line.includes('pending-over-an-hour'))).toHaveLength(1);
  });
});
