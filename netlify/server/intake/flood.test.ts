import { describe, expect, it, vi } from 'vitest';
import { budgets as businessBudgets, type Budgets } from '#src/config/budgets';
import { readBudgets } from './budgets';
import { sendHeldDigest } from '../reports/digest';
import { mapLimit } from '../shared/mapLimit';
import { handleSubmission, type SubmissionDeps } from './submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

const budgets: Budgets = { ...businessBudgets, perClientHour: 10, heldPerClientHour: 20, hour: 40 };
const robot = '203.0.113.9';
const familyAt = (n: number) => `198.51.100.${n}`;

/**
 * The budgets are by the clock's hour: a flood that takes 20 s and starts at 7:59:50 would
 * meet fresh budgets halfway (it did, in one CI run). Every post here is at one instant.
 */
const startedAt = new Date();

/** One care request from `address`, its hidden field filled when `trapped`. */
function post(deps: SubmissionDeps, address: string, fields: Record<string, string> = {}) {
  return handleSubmission(jsonPost('/api/contact', { ...family, ...fields }), 'contact', {
    now: () => startedAt,
    ...deps,
    budgets,
    clientAddress: address,
  });
}

const statuses = (responses: Response[]) => [...new Set(responses.map((r) => r.status))].sort();

describe('a flood from one address', () => {
  it('of spam-trap posts never spends the families’ budget: a family elsewhere is emailed', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    for (let index = 0; index < 120; index++) await post(deps, robot, { website: 'x' });
    const response = await post(deps, familyAt(1));
    expect(response.status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(records().filter((record) => record.status === 'held')).toHaveLength(
      budgets.heldPerClientHour,
    );
  });

  it('of ordinary posts is held past its own budget, and a family elsewhere is still emailed', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    const flood: Response[] = [];
    for (let index = 0; index < 120; index++) {
      flood.push(await post(deps, robot, { name: `Robot ${index}` }));
    }
    // Kept ones are answered as kept; past its held budget, nothing is kept and it is told so.
    expect(statuses(flood)).toEqual([200, 202, 429]);
    expect(delivered).toHaveLength(budgets.perClientHour);
    const held = records().filter((record) => record.status === 'held');
    expect(held).toHaveLength(budgets.heldPerClientHour);
    expect(held.every((record) => record.heldFor === 'budget')).toBe(true);

    expect((await post(deps, familyAt(2))).status).toBe(200);
    expect(delivered).toHaveLength(budgets.perClientHour + 1);
  });

  it('counts what it could not keep, and lists the held in the digest as held for volume', async () => {
    watchAlerts();
    const { deps, stores } = world();
    postmarkAnswers(ok);
    const total = budgets.perClientHour + budgets.heldPerClientHour + 5;
    for (let index = 0; index < total; index++) await post(deps, robot);
    expect(await stores.counts.tallies(new Date(Date.now() - 60 * 60_000))).toEqual({
      turnedAway: 5,
      held: budgets.heldPerClientHour,
    });
    delivered.length = 0;
    await sendHeldDigest({ ...deps, stores });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.TextBody).toContain('more forms than usual came in that hour');
  });

  it('of 40 posts at once keeps 10 as leads, not 40', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    await Promise.all(Array.from({ length: 40 }, (_, n) => post(deps, robot, { name: `R${n}` })));
    expect(delivered).toHaveLength(budgets.perClientHour);
    expect(records().filter((record) => record.status === 'held')).toHaveLength(
      budgets.heldPerClientHour,
    );
  });

  it('counts an IPv6 /64 as one client, whatever address in it posts', async () => {
    watchAlerts();
    const { deps } = world();
    postmarkAnswers(ok);
    for (let index = 0; index < 15; index++) {
      await post(deps, `2001:db8:1:2:${index.toString(16)}::1`);
    }
    expect(delivered).toHaveLength(budgets.perClientHour);
    expect((await post(deps, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('of many posts from many addresses fills the form’s hourly budget; the rest are held, not refused', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    const responses = await mapLimit(
      Array.from({ length: budgets.hour + 10 }, (_, n) => n),
      10,
      (n) => post(deps, `192.0.2.${n}`, { name: `Visitor ${n}` }),
    );
    expect(statuses(responses)).toEqual([200, 202]);
    expect(delivered).toHaveLength(budgets.hour);
    expect(records().filter((record) => record.status === 'held')).toHaveLength(10);
  });
});

describe('10,000 posts from one address while families post from others', () => {
  it('keeps and emails every family, holds the flood, and answers no one with a 5xx', async () => {
    watchAlerts();
    // Each post turned away logs a line: kept here and counted, not printed 9,970 times.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps, records } = world();
    postmarkAnswers(ok);
    const families: Promise<Response>[] = [];
    const flood = await mapLimit(
      Array.from({ length: 10_000 }, (_, n) => n),
      20,
      async (n) => {
        if (n % 1_000 === 500) {
          families.push(post(deps, familyAt(n / 1_000), { name: `Family ${n}` }));
        }
        return (await post(deps, robot, { name: `Robot ${n}` })).status;
      },
    );
    const familyAnswers = await Promise.all(families);
    expect(familyAnswers.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(flood)).toEqual(new Set([200, 202, 429]));
    const names = delivered.map((message) => String(message.TextBody));
    for (let n = 0; n < 10; n++) {
      expect(names.filter((body) => body.includes(`Family ${n * 1_000 + 500}`))).toHaveLength(1);
    }
    expect(records()).toHaveLength(10 + budgets.perClientHour + budgets.heldPerClientHour);
    const turnedAway = warnings.mock.calls.filter(([line]) =>
      String(line).includes('"event":"submission-turned-away"'),
    );
    expect(turnedAway).toHaveLength(10_000 - budgets.perClientHour - budgets.heldPerClientHour);
  });
});

describe('the budgets’ overrides', () => {
  it('replace a budget by a count, lift it by "off", and ignore anything else', () => {
    const read = readBudgets({ BUDGET_PER_CLIENT_HOUR: '3', BUDGET_HOUR: 'off', ACK_CAP_DAY: 'x' });
    expect(read).toMatchObject({
      perClientHour: 3,
      hour: Infinity,
      acknowledgementsDay: businessBudgets.acknowledgementsDay,
    });
  });
});
