import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgets as businessBudgets } from '#src/config/budgets';
import { VISIT_ENDPOINT, VISIT_MAX_BYTES } from '#src/config/visits';
import { formNames } from '#src/forms/registry';
import { serverForms } from '../shared/forms';
import { factsOfTally, tallyOfKey, type VisitFacts } from '../reports/visitKeys';
import type { Stores } from '../store/stores';
import { hourOf } from '../store/keys';
import { VISIT_FIRST_POOL_HOURS, handleVisit, type VisitDeps } from './visits';
import { faultyBlobs, type Fault } from '../test/faultyBlobs';
import { world } from '../test/fixtures';
import { mockPostmark } from '../test/postmark';

mockPostmark();

const now = new Date('2026-11-23T10:00:00-05:00');
const day = '2026-11-23';
const googlebot =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like ' +
  'Gecko) Chrome/131.0.6778.139 Mobile Safari/537.36 (compatible; Googlebot/2.1; ' +
  '+http://www.google.com/bot.html)';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
  'Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`https://site.test${VISIT_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': iphone, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What the store holds: each beacon key's facts, as the rollup and the report will read them. */
async function countedIn(stores: Pick<Stores, 'visits'>): Promise<(VisitFacts | undefined)[]> {
  const hours = await Promise.all(
    (await stores.visits.openDays()).map(async (open) =>
      (await stores.visits.openHours(open)).map((hour) => ({ day: open, hour })),
    ),
  );
  const keys = (
    await Promise.all(hours.flat().map(({ day, hour }) => stores.visits.hourKeys(day, hour)))
  ).flat();
  return keys.map((key) => {
    const tally = tallyOfKey(key);
    return tally && factsOfTally(tally.day, tally.name);
  });
}

function visitWorld() {
  const memory = world();
  const deps: VisitDeps = {
    stores: memory.stores,
    budgets: businessBudgets,
    hashSecret: 'test-secret',
    now: () => now,
  };
  const send = (body: unknown, from = '203.0.113.7', headers?: Record<string, string>) =>
    handleVisit(beacon(body, headers), { ...deps, clientAddress: from });
  const counted = () => countedIn(memory.stores);
  const keys = () => [...memory.entries.keys()].filter((key) => key.startsWith('visit/'));
  return { ...memory, deps, send, counted, keys };
}

const view = { type: 'view', page: '/', phone: false };
const [form = 'contact'] = formNames;
const { fields } = serverForms[form].definition;
const [field = 'name'] = fields.map((candidate) => candidate.name);

describe('a page view', () => {
  it('from a flyer’s link counts the page, its language, the flyer and a phone’s screen', async () => {
    const { send, counted } = visitWorld();
    // As the page sends it: the view, with the visit's source fields (`readVisitSource`).
    const fromFlyer = { landingPage: '/', utmSource: 'flyer', utmMedium: 'print' };
    expect((await send({ ...fromFlyer, type: 'view', page: '/', phone: true })).status).toBe(204);
    await send({ type: 'view', page: '/es/contact', phone: false }, '198.51.100.4');
    expect(await counted()).toEqual([
      { kind: 'view', day, page: '/', language: 'en', source: 'flyer / print', device: 'phone' },
      {
        kind: 'view',
        day,
        page: '/es/contact',
        language: 'es',
        source: '(direct)',
        device: 'desktop',
      },
    ]);
  });

  it('keeps only pages of the site: any other text a stranger sends is "other"', async () => {
    const { send, counted, keys } = visitWorld();
    const pages = ['/no-such-page', '/contact?name=Ann+Smith', 'https://evil.test/', 'x', 42];
    for (const page of pages) expect((await send({ ...view, page })).status).toBe(204);
    const facts = await counted();
    expect(facts.map((found) => found?.kind === 'view' && found.page)).toEqual(
      pages.map(() => 'other'),
    );
    expect(keys().join()).not.toMatch(/no-such-page|Ann|evil/);
  });

  it('from a known robot is answered as any other and counts nothing, not even a budget', async () => {
    const { send, counted, state } = visitWorld();
    const crawlers = [
      googlebot,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ];
    for (const userAgent of crawlers) {
      expect((await send(view, undefined, { 'User-Agent': userAgent })).status).toBe(204);
    }
    expect(await counted()).toEqual([]);
    expect(state.writes).toBe(0);
    // The same beacon from a phone's browser is counted.
    await send(view);
    expect(await counted()).toHaveLength(1);
  });

  it('refuses what is not a beacon, and keeps nothing of it', async () => {
    const { send, deps, keys } = visitWorld();
    const refused = [
      ['not JSON', 'view /', 400],
      ['a list', [view], 400],
      ['another type', { ...view, type: 'click' }, 400],
      ['no screen', { type: 'view', page: '/' }, 400],
      ['a step no form takes', { type: 'form', page: '/contact', form, step: 'opened' }, 400],
      ['speed without a number', { type: 'vitals', page: '/', phone: true }, 400],
      ['too large', { ...view, padding: 'x'.repeat(VISIT_MAX_BYTES) }, 400],
    ] as const;
    for (const [what, body, status] of refused)
      expect((await send(body)).status, what).toBe(status);
    expect((await send(view, undefined, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const get = await handleVisit(new Request(`https://site.test${VISIT_ENDPOINT}`), deps);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect(keys()).toEqual([]);
  });

  it('is not counted on Netlify without the client address Netlify gives', async () => {
    const { deps, stores, counted } = visitWorld();
    const onNetlify = { ...deps, addressRequired: true };
    const spoofed = { 'x-nf-client-connection-ip': '198.51.100.4' };
    expect((await handleVisit(beacon(view, spoofed), onNetlify)).status).toBe(204);
    expect(await counted()).toEqual([]);
    await handleVisit(beacon(view), { ...onNetlify, clientAddress: '198.51.100.4' });
    expect(await countedIn(stores)).toHaveLength(1);
  });
});

describe('a form’s steps', () => {
  const step = (changes: Record<string, unknown>) => ({
    type: 'form',
    page: '/es/contact',
    form,
    ...changes,
  });

  it('count started, refused for a field of the form by its name, and sent, with the source', async () => {
    const { send, counted } = visitWorld();
    const fromSearch = { referrer: 'https://www.google.com/' };
    await send({ ...fromSearch, ...step({ step: 'started' }) });
    await send({ ...fromSearch, ...step({ step: 'refused', field }) });
    await send({ ...fromSearch, ...step({ step: 'sent', field }) });
    const common = { kind: 'form', day, form, language: 'es', source: 'google / organic' };
    expect(await counted()).toEqual([
      { ...common, step: 'refused', field },
      { ...common, step: 'sent', field: '-' },
      { ...common, step: 'started', field: '-' },
    ]);
  });

  it('never count a refusal for a field the form does not have, nor a form the site lacks', async () => {
    const { send, counted } = visitWorld();
    const notFields = ['Ann Smith', 'resume', '', undefined, 7, 'constructor', '__proto__'];
    for (const name of notFields) {
      expect((await send(step({ step: 'refused', field: name }))).status).toBe(204);
    }
    expect((await send(step({ step: 'refused' }))).status).toBe(204);
    expect((await send(step({ form: 'newsletter', step: 'started' }))).status).toBe(204);
    expect((await send(step({ form: 'toString', step: 'sent' }))).status).toBe(204);
    expect(await counted()).toEqual([]);
  });

  it('keep no value anyone typed, wherever the page put it', async () => {
    const { send, keys } = visitWorld();
    const typed = { value: '770-555-0142', name: 'Ann Smith', email: 'ann@example.com' };
    await send({ ...typed, ...step({ step: 'refused', field: typed.value }) });
    await send({
      ...typed,
      ...step({ step: 'refused', field, page: '/contact?phone=7705550142' }),
    });
    await send({ ...typed, ...step({ step: 'started', field: typed.name }) });
    await send({ ...typed, ...view, page: `/contact/${typed.email}` });
    await send({ ...typed, type: 'vitals', page: '/', phone: true, lcp: 1200 });
    expect(keys()).toHaveLength(4);
    // Each key's last part is a random id, which may hold `555` by chance.
    const counted = keys().map((key) => key.slice(0, key.lastIndexOf('/')));
    expect(counted.join()).not.toMatch(/555|7705550142|Ann|ann@|example/);
  });
});

describe('a page’s speed', () => {
  it('counts each metric measured, rounded to its step, by kind of page and screen', async () => {
    const { send, counted } = visitWorld();
    await send({
      type: 'vitals',
      page: '/es/contact',
      phone: true,
      lcp: 2437,
      inp: 96,
      cls: 0.1234,
    });
    const common = { kind: 'vital', day, pageKind: 'form', device: 'phone' };
    expect(await counted()).toEqual(
      expect.arrayContaining([
        { ...common, metric: 'lcp', value: 2400 },
        { ...common, metric: 'inp', value: 100 },
        { ...common, metric: 'cls', value: 0.12 },
      ]),
    );
    expect(await counted()).toHaveLength(3);
  });

  it('drops a value no browser measures, and counts one past the scale at its ceiling', async () => {
    const { send, counted } = visitWorld();
    await send({ type: 'vitals', page: '/', phone: false, lcp: -300, inp: '150', cls: 0.02 });
    await send({ type: 'vitals', page: '/', phone: false, lcp: 1e12 });
    // Nothing left to count: no beacon of the page's.
    expect((await send({ type: 'vitals', page: '/', phone: false, inp: -1 })).status).toBe(400);
    const facts = await counted();
    const values = facts.map((found) => found?.kind === 'vital' && [found.metric, found.value]);
    expect(values).toEqual(
      expect.arrayContaining([
        ['cls', 0.02],
        ['lcp', 60_000],
      ]),
    );
    expect(values).toHaveLength(2);
  });
});

describe('a store that fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('still answers 204, and says so once in the log: the count is lost, never the page', async () => {
    const { send, counted, state } = visitWorld();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    state.failingWrites = (key) => key.startsWith('visit/');
    expect((await send(view)).status).toBe(204);
    state.failingWrites = () => false;
    state.down = true;
    expect((await send(view, '198.51.100.4')).status).toBe(204);
    state.down = false;
    const lines = warn.mock.calls.map((args) => String(args[0]));
    expect(lines.filter((line) => line.includes('"event":"visit-not-counted"'))).toHaveLength(2);
    expect(await counted()).toEqual([]);
  });

  describe('on Netlify Blobs (its local server)', () => {
    const { open, storeFails } = faultyBlobs();
    const faults: Fault[] = [503, 'hang'];
    it.each(faults)('answers 204 when it answers %s, within the page’s patience', async (fault) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const stores = open();
      const deps: VisitDeps = {
        stores,
        budgets: businessBudgets,
        hashSecret: 'test-secret',
        clientAddress: '203.0.113.7',
        now: () => now,
      };
      storeFails('PUT', `/visit/${day}`, fault);
      const started = performance.now();
      expect((await handleVisit(beacon(view), deps)).status).toBe(204);
      // A hang never answers: what counts is that the function gives up on it. The bound is two
      // store deadlines' worth and more, so a busy machine (npm test runs beside a build) does
      // not flicker; the time itself is the bench's to measure.
      expect(performance.now() - started).toBeLessThan(6_000);
      storeFails('PUT', '/budget/', fault);
      expect((await handleVisit(beacon(view), deps)).status).toBe(204);
    });
  });
});

describe('a flood of beacons', () => {
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

  it('from one address: every answer 204, and no more counted than its hour’s budget', async () => {
    const { send, counted } = visitWorld();
    const count = 3 * businessBudgets.visitsPerClientHour;
    expect(await flood(() => send(view), count)).toEqual(new Map([[204, count]]));
    expect(await counted()).toHaveLength(businessBudgets.visitsPerClientHour);
  });

  it('from twenty /64s that fill the hour’s budget: a family’s first view still counts', async () => {
    const { send, counted } = visitWorld();
    const perNetwork = Math.ceil(businessBudgets.visitsHour / 20) + 10;
    const statuses = await flood(
      (index) => send(view, `2001:db8:${index % 20}::${Math.floor(index / 20) + 1}`),
      20 * perNetwork,
    );
    expect(statuses).toEqual(new Map([[204, 20 * perNetwork]]));
    // Each network's first from the first views' pool, then the hour's budget for the rest.
    expect(await counted()).toHaveLength(20 + businessBudgets.visitsHour);
    await send({ ...view, page: '/contact' }, '203.0.113.50');
    const pages = (await counted()).map((found) => found?.kind === 'view' && found.page);
    expect(pages.filter((page) => page === '/contact')).toHaveLength(1);
  });

  it('from more addresses than the first beacons’ pool holds: one hour’s folder holds no more than its budgets’ keys', async () => {
    const { send, deps, keys } = visitWorld();
    // A smaller budget, so that a few hundred addresses are more than the first beacons' pool.
    const visitsHour = 40;
    deps.budgets = { ...businessBudgets, visitsHour };
    const speed = { type: 'vitals', page: '/', phone: true, lcp: 1800, inp: 90, cls: 0.02 };
    const statuses = await flood((index) => send(speed, `10.0.${index % 300}.1`), 900);
    expect(statuses).toEqual(new Map([[204, 900]]));
    // Every key in the folder of the UTC hour it was counted in, three keys a speed beacon.
    const hourFolder = `visit/${day}/${hourOf(now)}/`;
    expect(keys().every((key) => key.startsWith(hourFolder))).toBe(true);
    const maxBeacons = (1 + VISIT_FIRST_POOL_HOURS) * visitsHour;
    expect(keys().length).toBeLessThanOrEqual(3 * maxBeacons);
    expect(keys().length).toBeGreaterThan(3 * visitsHour);
  });
});
