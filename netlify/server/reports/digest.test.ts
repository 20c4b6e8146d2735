import { describe, expect, it } from 'vitest';
import { sendHeldDigest } from './digest';
import type { StoredSubmission } from '../store/record';
import { mapLimit } from '../shared/mapLimit';
import { family, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers, postmarkError } from '../test/postmark';

mockPostmark();

const arrived = new Date('2026-11-20T15:00:00.000Z');

function held(n: number, heldFor?: 'budget'): StoredSubmission {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    form: 'contact',
    fields: {
      ...family,
      name: heldFor ? `Family ${n}` : `Robot ${n}`,
      website: heldFor ? '' : 'x',
    },
    receivedAt: new Date(arrived.getTime() + n).toISOString(),
    language: 'en',
    status: 'held',
    attempts: 0,
    nextAttemptAt: arrived.toISOString(),
    ...(heldFor && { heldFor }),
  };
}

describe('the held digest over a flood’s catch', () => {
  it('over 15,000 held records at 5 ms a call: inside its budget, families first, nothing unlisted marked', async () => {
    watchAlerts();
    const { deps, stores, state, records } = world();
    postmarkAnswers(ok);
    // The families' records are the last written, and their ids sort after the robots'.
    const robots = Array.from({ length: 15_000 }, (_, n) => held(n));
    const families = Array.from({ length: 12 }, (_, n) => held(20_000 + n, 'budget'));
    await mapLimit([...robots, ...families], 50, (record) => stores.submissions.create(record));
    state.latencyMs = 5;

    const budgetMs = 3_000;
    const started = performance.now();
    const result = await sendHeldDigest({ ...deps, stores, budgetMs });
    const took = performance.now() - started;
    state.latencyMs = 0;

    // Its budget, plus one call in flight at the stop.
    expect(took).toBeLessThan(budgetMs + 1_000);
    expect(result.listed).toBeGreaterThan(0);
    expect(result.emails).toBe(delivered.length);
    const first = String(delivered[0]!.TextBody);
    for (const { fields } of families) expect(first).toContain(fields.name);
    expect(first.indexOf('Family')).toBeLessThan(first.indexOf('Robot'));

    const digested = records().filter((record) => record.digestedAt);
    expect(digested).toHaveLength(result.listed);
    const bodies = delivered.map((message) => String(message.TextBody)).join('\n');
    for (const record of digested) expect(bodies).toContain(record.id);
    expect(result.waiting).toBe(15_012 - result.listed);
    expect(bodies).toContain(`${result.waiting} more held forms are not listed here yet`);

    // The next day's run goes on from there.
    delivered.length = 0;
    const next = await sendHeldDigest({ ...deps, stores, budgetMs });
    expect(next.listed).toBeGreaterThan(0);
    expect(records().filter((record) => record.digestedAt)).toHaveLength(
      result.listed + next.listed,
    );
  });

  it('never marks a record digested when its email failed', async () => {
    watchAlerts();
    const { deps, stores, records } = world();
    await stores.submissions.create(held(1, 'budget'));
    await stores.submissions.create(held(2));
    postmarkAnswers(postmarkError(500, 0));
    const result = await sendHeldDigest({ ...deps, stores });
    expect(result).toMatchObject({ listed: 0, waiting: 2 });
    expect(records().filter((record) => record.digestedAt)).toHaveLength(0);
    postmarkAnswers(ok);
    expect(await sendHeldDigest({ ...deps, stores })).toMatchObject({ listed: 2 });
  });
});
