import { describe, expect, it } from 'vitest';
import { budgets as businessBudgets } from '#src/config/budgets';
import { PHONE_TAP_ENDPOINT, TAP_MAX_BYTES } from '#src/config/phoneTaps';
import { openingPath } from '#src/config/paths';
import { business } from '#src/content/business';
import { allOpenings } from '#src/content/openingsOpen';
import { leadReport } from '../reports/leadCounts';
import { reportText } from '../reports/leadReportText';
import { handlePhoneTap, type TapDeps } from './phoneTaps';
import { handleSubmission } from './submission';
import { family, jsonPost, world } from '../test/fixtures';
import { mockPostmark, ok, postmarkAnswers, received } from '../test/postmark';

mockPostmark();

const now = new Date('2026-11-23T10:00:00-05:00');
const HOUR = 60 * 60_000;
const office = business.phone.href.slice('tel:'.length);
const otherService = '+17704893100';

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`https://site.test${PHONE_TAP_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function tapWorld() {
  const memory = world();
  const deps: TapDeps = {
    stores: memory.stores,
    budgets: businessBudgets,
    hashSecret: 'test-secret',
    now: () => now,
  };
  const tap = (body: unknown, from = '203.0.113.7', headers?: Record<string, string>) =>
    handlePhoneTap(beacon(body, headers), { ...deps, clientAddress: from });
  const report = async () => reportText(await leadReport(memory.stores.counts, now));
  return { ...memory, deps, tap, report };
}

/** The report's line for `label` under `heading`: its 7-day and 30-day counts. */
function row(report: string, heading: string, label: string): string | undefined {
  const section = report.split('\n\n').find((part) => part.startsWith(heading));
  const line = section?.split('\n').find((text) => text.trim().startsWith(label));
  return line
    ?.slice(line.indexOf(label) + label.length)
    .trim()
    .replace(/\s+/g, ' ');
}

describe('a tap on a phone or text link', () => {
  it("counts by page, kind and source, apart from the leads, with nobody's details", async () => {
    const { tap, report, entries } = tapWorld();
    const fromCampaign = { landingPage: '/', utmSource: 'google', utmMedium: 'cpc' };
    expect((await tap({ ...fromCampaign, page: '/', kind: 'tel:', number: office })).status).toBe(
      204,
    );
    await tap({ page: '/es/contact', kind: 'tel:', number: office }, '198.51.100.4');
    await tap({ page: '/contact', kind: 'sms:', number: office });
    await tap({ page: '/areas/douglasville', kind: 'tel:', number: otherService });

    const text = await report();
    expect(row(text, 'Phone taps\n', 'Calls to our number')).toBe('2 2');
    expect(row(text, 'Phone taps\n', 'Texts to our number')).toBe('1 1');
    expect(row(text, 'Phone taps\n', 'Calls to other numbers on our pages')).toBe('1 1');
    // By page and by source count the families calling or texting us, not the public services.
    expect(row(text, 'Phone taps on our number, by page', '/es/contact')).toBe('1 1');
    expect(row(text, 'Phone taps on our number, by page', '/contact')).toBe('1 1');
    expect(row(text, 'Phone taps on our number, by page', '/areas/douglasville')).toBeUndefined();
    expect(row(text, 'Phone taps on our number, by source', 'google / cpc')).toBe('1 1');
    expect(row(text, 'Phone taps on our number, by source', '(direct)')).toBe('2 2');
    expect(text).toMatch(/^All leads\s+0\s+0$/m);
    expect(text).not.toContain(office.slice(2));
    expect(JSON.stringify([...entries.keys()])).not.toContain(otherService.slice(2));
  });

  it('keeps only pages of the site: any other text a stranger sends is "other"', async () => {
    const { tap, report, entries } = tapWorld();
    for (const page of ['/contact?name=Ann+Smith', 'https://evil.test/', '/no-such-page', 'x']) {
      expect((await tap({ page, kind: 'tel:', number: office })).status).toBe(204);
    }
    const text = await report();
    expect(row(text, 'Phone taps on our number, by page', 'other')).toBe('4 4');
    expect([...entries.keys()].join()).not.toMatch(/Ann|evil|no-such-page/);
  });

  it('keeps the page of each job the site lists, and no made-up job: that one is "other"', async () => {
    const { tap, report, entries } = tapWorld();
    const jobs = allOpenings().map((opening) => openingPath(opening.id));
    for (const page of jobs) await tap({ page: `${page}/`, kind: 'tel:', number: office });
    for (const page of jobs) await tap({ page: `/es${page}`, kind: 'tel:', number: office });
    for (const slug of ['made-up-job', 'call-555-0100-now', 'a'.repeat(80)]) {
      await tap({ page: openingPath(slug), kind: 'tel:', number: office });
    }
    const text = await report();
    for (const page of jobs) {
      expect(row(text, 'Phone taps on our number, by page', `${page} `)).toBe('1 1');
      expect(row(text, 'Phone taps on our number, by page', `/es${page} `)).toBe('1 1');
    }
    expect(row(text, 'Phone taps on our number, by page', 'other')).toBe('3 3');
    // The slugs as typed; not "555" or "aaaa" alone, which a key's random hex may hold.
    expect([...entries.keys()].join()).not.toMatch(/made-up|555-0100|a{20}/);
  });

  it('names a referring site only when the counts already know it: any other is "other"', async () => {
    const { tap, report, entries } = tapWorld();
    const from = (referrer: string, address: string) =>
      tap({ page: '/', kind: 'tel:', number: office, referrer }, address);
    await from('https://made-up-host.example/page', '198.51.100.1');
    await from('https://call-ann-smith.example/', '198.51.100.2');
    await from('https://news.yelp.com.made-up.example/', '198.51.100.3');
    await from('https://www.yelp.com/biz/hearthside', '198.51.100.4');
    await from('https://www.caring.com/local/', '198.51.100.5');
    await from('https://www.google.com/', '198.51.100.6');
    const text = await report();
    const source = (label: string) => row(text, 'Phone taps on our number, by source', label);
    expect(source('other / referral')).toBe('3 3');
    expect(source('yelp / referral')).toBe('1 1');
    expect(source('caring.com / referral')).toBe('1 1');
    expect(source('google / organic')).toBe('1 1');
    expect([...entries.keys()].join()).not.toMatch(/made-up|ann-smith/);
  });

  it('refuses what is not a beacon, and keeps nothing of it', async () => {
    const { tap, deps, entries } = tapWorld();
    const good = { page: '/', kind: 'tel:', number: office };
    const refused = [
      ['not JSON', 'tel:+1770', 400],
      ['a list', [good], 400],
      ['another scheme', { ...good, kind: 'mailto:' }, 400],
      ['no number', { ...good, number: '' }, 400],
      ['too large', { ...good, padding: 'x'.repeat(TAP_MAX_BYTES) }, 400],
    ] as const;
    for (const [, body, status] of refused) expect((await tap(body)).status).toBe(status);
    expect((await tap(good, undefined, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const get = await handlePhoneTap(new Request(`https://site.test${PHONE_TAP_ENDPOINT}`), deps);
    expect(get.status).toBe(405);
    expect([...entries.keys()].filter((key) => key.includes('~tap'))).toEqual([]);
  });

  it('answers 204 when the store fails: the count is lost, never the call', async () => {
    const { tap, report, state } = tapWorld();
    state.failingWrites = (key) => key.includes('~tap');
    expect((await tap({ page: '/', kind: 'tel:', number: office })).status).toBe(204);
    state.down = true;
    expect((await tap({ page: '/', kind: 'tel:', number: office })).status).toBe(204);
    state.down = false;
    state.failingWrites = () => false;
    expect(row(await report(), 'Phone taps\n', 'Calls to our number')).toBe('0 0');
  });
});

describe('a flood of taps', () => {
  /** Sends `count` beacons, a batch at a time, as a script hammering the endpoint would. */
  async function flood(send: (index: number) => Promise<Response>, count: number) {
    const statuses = new Map<number, number>();
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, at) => start + at);
      for (const response of await Promise.all(batch.map(send))) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    return statuses;
  }

  it('10,000 beacons from one address: every answer 204, its hour’s budget counted, forms unaffected', async () => {
    const { tap, report, deps, stores } = tapWorld();
    const statuses = await flood(() => tap({ page: '/', kind: 'tel:', number: office }), 10_000);
    expect(statuses).toEqual(new Map([[204, 10_000]]));
    expect(row(await report(), 'Phone taps\n', 'Calls to our number')).toBe(
      `${businessBudgets.tapsPerClientHour} ${businessBudgets.tapsPerClientHour}`,
    );

    // The same address then asks for care: it reaches staff as any family's would.
    postmarkAnswers(ok);
    const request = await handleSubmission(jsonPost('/api/contact', family), 'contact', {
      ...world().deps,
      stores,
      budgets: businessBudgets,
      clientAddress: '203.0.113.7',
      now: deps.now,
    });
    expect(request.status).toBe(200);
    expect(received.map((message) => message.Tag)).toContain('care-request');
  });

  it('from one address every hour of a day: no more than a family could tap in a day', async () => {
    const { tap, report, deps } = tapWorld();
    // A day as budgets count days: the store's, in UTC.
    const midnight = Date.parse('2026-11-22T00:00:00Z');
    for (let hour = 0; hour < 24; hour++) {
      deps.now = () => new Date(midnight + hour * HOUR);
      await flood(() => tap({ page: '/', kind: 'tel:', number: office }), 30);
    }
    const [lastWeek] = row(await report(), 'Phone taps\n', 'Calls to our number')!.split(' ');
    expect(Number(lastWeek)).toBeLessThanOrEqual(2 * businessBudgets.tapsPerClientHour);
  });

  it('from twenty /64s that fill the hour’s budget: a family’s one tap still counts', async () => {
    const { tap, report } = tapWorld();
    const perNetwork = businessBudgets.tapsHour / 20 + 10;
    const statuses = await flood(
      (index) =>
        tap(
          { page: '/', kind: 'tel:', number: office },
          `2001:db8:${index % 20}::${Math.floor(index / 20) + 1}`,
        ),
      20 * perNetwork,
    );
    expect(statuses).toEqual(new Map([[204, 20 * perNetwork]]));
    await tap({ page: '/contact', kind: 'tel:', number: office }, '203.0.113.50');
    expect(row(await report(), 'Phone taps on our number, by page', '/contact')).toBe('1 1');
  });

  it('from 1,000 addresses: a family’s tap counts, and a flood past its caps writes nothing', async () => {
    const { tap, report, deps, state } = tapWorld();
    // Three a client, so that a second wave meets every client's cap without 21,000 taps.
    deps.budgets = { ...businessBudgets, tapsPerClientHour: 3 };
    const address = (index: number) => `198.${51 + Math.floor(index / 250)}.${index % 250}.9`;
    const wave = () =>
      flood(
        (index) => tap({ page: '/', kind: 'tel:', number: office }, address(index % 1000)),
        3000,
      );
    await wave();
    await tap({ page: '/contact', kind: 'tel:', number: office }, '203.0.113.50');
    const text = await report();
    expect(row(text, 'Phone taps on our number, by page', '/contact')).toBe('1 1');
    // Each address's first tap, then the hour's budget for all the rest.
    expect(row(text, 'Phone taps\n', 'Calls to our number')).toBe(
      `${1000 + businessBudgets.tapsHour + 1} ${1000 + businessBudgets.tapsHour + 1}`,
    );
    const writes = state.writes;
    await wave();
    expect(state.writes).toBe(writes);
  });

  it('from more addresses than the first taps’ pool holds: never more than six times the hour’s budget', async () => {
    const { tap, report, deps } = tapWorld();
    // A smaller budget, so that a few hundred addresses are more than the first taps' pool.
    const tapsHour = 40;
    deps.budgets = { ...businessBudgets, tapsHour };
    const statuses = await flood(
      (index) => tap({ page: '/', kind: 'tel:', number: office }, `10.0.${index % 300}.1`),
      900,
    );
    expect(statuses).toEqual(new Map([[204, 900]]));
    const [lastWeek] = row(await report(), 'Phone taps\n', 'Calls to our number')!.split(' ');
    expect(Number(lastWeek)).toBeLessThanOrEqual(6 * tapsHour);
    expect(Number(lastWeek)).toBeGreaterThan(tapsHour);
  });
});

describe('a tap without the client address Netlify gives', () => {
  it('is not counted on Netlify, whatever address header the client wrote', async () => {
    const { deps, stores } = tapWorld();
    const body = { page: '/', kind: 'tel:', number: office };
    const spoofed = { 'x-nf-client-connection-ip': '198.51.100.4' };
    const onNetlify = { ...deps, addressRequired: true };
    expect((await handlePhoneTap(beacon(body, spoofed), onNetlify)).status).toBe(204);
    expect(await stores.counts.leadKeys()).toHaveLength(0);
    // The same tap with Netlify's address is counted.
    await handlePhoneTap(beacon(body), { ...onNetlify, clientAddress: '198.51.100.4' });
    expect(await stores.counts.leadKeys()).toHaveLength(1);
  });
});
