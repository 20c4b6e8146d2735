import { describe, expect, it, vi } from 'vitest';
import { budgets as businessBudgets, type Budgets } from '#src/config/budgets';
import { business } from '#src/content/business';
import { redeliveryPass } from '../delivery/redelivery';
import { mapLimit } from '../shared/mapLimit';
import { handleSubmission, type SubmissionDeps } from './submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

/** At one instant: a flood that crossed the clock's hour would meet fresh budgets halfway. */
const startedAt = new Date();
const MINUTE = 60_000;

function post(
  deps: SubmissionDeps,
  address: string | undefined,
  budgets: Budgets,
  fields: Record<string, string> = {},
) {
  return handleSubmission(jsonPost('/api/contact', { ...family, ...fields }), 'contact', {
    now: () => startedAt,
    ...deps,
    budgets,
    clientAddress: address,
  });
}

const floodAddress = (n: number) => `203.0.${Math.floor(n / 250)}.${n % 250}`;
const quietly = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

/**
 * Two care requests past a form budget of one an hour: 'First' emailed, 'Second' held for the
 * next pass's list. What was sent so far is cleared.
 */
async function secondHeldOverBudget() {
  watchAlerts();
  quietly();
  const budgets: Budgets = { ...businessBudgets, hour: 1 };
  const memory = world();
  postmarkAnswers(ok);
  await post(memory.deps, '192.0.2.1', budgets, { name: 'First' });
  expect((await post(memory.deps, '192.0.2.2', budgets, { name: 'Second' })).status).toBe(202);
  delivered.length = 0;
  return memory;
}

/** How many of the emails sent so far list the held request. */
const listingsOfSecond = () =>
  delivered.filter((message) => String(message.TextBody).includes('Second')).length;

describe('a flood spread over many addresses', () => {
  it('from 30 addresses, each inside its own budget: three families elsewhere reach staff on the next pass', async () => {
    watchAlerts();
    quietly();
    const budgets = businessBudgets;
    const { deps } = world();
    postmarkAnswers(ok);
    const perAddress = budgets.perClientHour;
    const flood = Array.from({ length: 30 * perAddress }, (_, n) => n);
    const families = ['Ada Family', 'Bea Family', 'Cy Family'];
    const answers: Response[] = [];
    await mapLimit(flood, 10, async (n) => {
      await post(deps, `192.0.2.${n % 30}`, budgets, { name: `Robot ${n}` });
      // The families post after the form's hourly budget is spent.
      if (n === budgets.hour + 20 || n === budgets.hour + 40 || n === budgets.hour + 60) {
        const name = families[answers.length]!;
        answers.push(await post(deps, `198.51.100.${answers.length}`, budgets, { name }));
      }
    });
    expect(answers.map((response) => response.status)).toEqual([202, 202, 202]);
    delivered.length = 0;

    const later = () => new Date(startedAt.getTime() + 5 * MINUTE);
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later });
    const bodies = delivered.map((message) => String(message.TextBody));
    for (const name of families) {
      const listing = bodies.find((body) => body.includes(name));
      expect(listing, `${name} in a staff email`).toBeDefined();
      expect(listing).toContain(family.phone);
      expect(listing).toMatch(/Call back by/);
    }
    // Listed together, not one email each. (On a loaded machine some robots' posts outlast the
    // answer's wait and are kept as pending, so the pass sends those too: they are not counted.)
    const listings = bodies.filter((body) => families.some((name) => body.includes(name)));
    expect(listings.length).toBeLessThanOrEqual(2);
  });

  it('a request listed once is not listed again by the next pass', async () => {
    const { deps, records } = await secondHeldOverBudget();
    const pass = () => redeliveryPass({ ...deps, stores: deps.stores!, now: () => new Date() });
    await pass();
    expect(delivered).toHaveLength(1);
    expect(String(delivered[0]!.TextBody)).toContain('Second');
    await pass();
    expect(delivered).toHaveLength(1);
    expect(records().find((record) => record.fields.name === 'Second')?.listedAt).toBeTruthy();
  });

  it('two passes at once list a held request once', async () => {
    const { deps } = await secondHeldOverBudget();
    postmarkAnswers(ok, ok);
    const pass = () => redeliveryPass({ ...deps, stores: deps.stores!, now: () => new Date() });
    await Promise.all([pass(), pass()]);
    expect(listingsOfSecond()).toBe(1);
  });

  it('a request whose pass stopped after claiming it is listed once the claim is stale', async () => {
    const { deps, records } = await secondHeldOverBudget();
    const id = records().find((record) => record.fields.name === 'Second')!.id;
    const entry = (await deps.stores!.submissions.read(id))!;
    await deps.stores!.submissions.replace(
      { ...entry.record, listingClaimedAt: startedAt.toISOString() },
      entry.etag,
    );
    postmarkAnswers(ok, ok);
    const passAt = (minutes: number) =>
      redeliveryPass({
        ...deps,
        stores: deps.stores!,
        now: () => new Date(startedAt.getTime() + minutes * MINUTE),
      });
    await passAt(5);
    expect(listingsOfSecond()).toBe(0);
    await passAt(15);
    expect(listingsOfSecond()).toBe(1);
  });

  it('from 1,000 addresses past the held cap: held stays at the cap, and every visitor not kept is told to call', async () => {
    watchAlerts();
    quietly();
    const budgets: Budgets = { ...businessBudgets, hour: 20, heldHour: 50 };
    const { deps, records, stores } = world();
    postmarkAnswers(ok);
    const answers = await mapLimit(
      Array.from({ length: 1_000 }, (_, n) => n),
      20,
      (n) => post(deps, floodAddress(n), budgets, { name: `Visitor ${n}` }),
    );
    const held = records().filter((record) => record.status === 'held');
    expect(held).toHaveLength(budgets.heldHour);
    expect(records()).toHaveLength(budgets.hour + budgets.heldHour);
    const refused = answers.filter((response) => response.status === 503);
    expect(refused).toHaveLength(1_000 - budgets.hour - budgets.heldHour);
    for (const response of refused.slice(0, 5)) {
      const body = (await response.json()) as { ok: boolean; message: string; queued?: boolean };
      expect(body.ok).toBe(false);
      expect(body.queued).toBeUndefined();
      expect(body.message).toContain(business.phone.display);
    }
    const counts = await stores.counts.tallies(new Date(startedAt.getTime() - 60 * MINUTE));
    // Counted for the status page (a count raised by many at once may lose a few).
    expect(counts.heldFull).toBeGreaterThan(0);
  });
});

describe('a shared address (an office, a care home, a carrier’s NAT)', () => {
  it('past its held budget is told the request was not kept, with the phone number', async () => {
    watchAlerts();
    quietly();
    const budgets = businessBudgets;
    const { deps, records } = world();
    postmarkAnswers(ok);
    const total = budgets.perClientHour + budgets.heldPerClientHour;
    for (let n = 0; n < total; n++) await post(deps, '192.0.2.77', budgets, { name: `P ${n}` });
    expect(records()).toHaveLength(total);
    const next = await post(deps, '192.0.2.77', budgets, { name: 'One too many' });
    expect(next.status).toBe(429);
    const body = (await next.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toContain(business.phone.display);
    expect(records()).toHaveLength(total);
  });
});

describe('a post without the client address Netlify gives', () => {
  it('on Netlify is refused with the phone number, whatever address header the client wrote', async () => {
    const alerts = watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    const response = await handleSubmission(
      jsonPost('/api/contact', family, { 'x-nf-client-connection-ip': '198.51.100.9' }),
      'contact',
      { ...deps, budgets: businessBudgets, addressRequired: true },
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toContain(
      business.phone.display,
    );
    expect(records()).toHaveLength(0);
    expect(delivered).toHaveLength(0);
    expect(alerts().some((line) => line.includes('client-address-missing'))).toBe(true);
  });
});
