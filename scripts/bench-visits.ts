/**
 * `npm run bench`, after `bench-contact.ts`: the owner's visit counts at 2,000 page views a day,
 * on Netlify's own local Blobs server (on disk, through the real Blobs client):
 *   1. 400 days of daily summaries seeded as the rollup writes them (views spread over the
 *      site's pages, languages, sources and devices, forms' steps and fields, field speed),
 *      and 13 months of lead, tap and first-call keys to match the days' form sends;
 *   2. the rollup of one day of 2,000 page views (yesterday, their views', speed's and forms'
 *      beacon keys spread over its hours as a day's visits are), with a day in progress beside
 *      it (today's 1,000 keys in its hours so far), as the five-minute pass runs it: each hour's
 *      summary kept and its keys deleted, the day's summary from its hours', and the summaries
 *      past 13 months dropped;
 *   3. the Monday report's reads: `visitReport` (13 weeks of summaries and today's keys) and
 *      `leadReport` (the months the 13 weeks reach), and every summary of the last 13 weeks
 *      and of the last 13 months read 8 at a time;
 * each with its time and its store calls (`KeyValue` calls, and the HTTP requests they made),
 * beside a scheduled function's 30 s. Then, on a store of its own, a flooded hour: one hour's
 * folder at the most keys the caps let through (`src/config/budgets.ts`), read by the report
 * and rolled by as many passes as it takes. The same rollup and report then run over the memory twin
 * taking 50 ms a call, a production store's round trip, since loopback hides the calls' count.
 * `BENCH_VISIT_DAYS` and `BENCH_DAILY_VIEWS` change the size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { budgets } from '#src/config/budgets';
import { localizedPath, type Locale } from '#src/config/locales';
import { openingPath, paths } from '#src/config/paths';
import { placeList } from '#src/data/places';
import { callKey, leadKey } from '../netlify/server/reports/leadKeys.ts';
import { leadReport } from '../netlify/server/reports/leadCounts.ts';
import { pageKindOf } from '../netlify/server/reports/pageKinds.ts';
import { tapKey } from '../netlify/server/reports/tapKeys.ts';
import { VISIT_FIRST_POOL_HOURS } from '../netlify/server/intake/visits.ts';
import { firstKeptDay } from '../netlify/server/reports/rollupRules.ts';
import { rollUpVisits } from '../netlify/server/reports/visitRollup.ts';
import { visitReport } from '../netlify/server/reports/visitReport.ts';
import {
  isHourOf,
  tallyName,
  visitKey,
  vitalBucket,
  type VisitFacts,
} from '../netlify/server/reports/visitKeys.ts';
import { officeDay } from '../netlify/server/shared/callBack.ts';
import { mapLimit } from '../netlify/server/shared/mapLimit.ts';
import { netlifyKeyValue, type KeyValue } from '../netlify/server/store/keyValue.ts';
import { hourOf } from '../netlify/server/store/keys.ts';
import { storesOver, type Stores } from '../netlify/server/store/stores.ts';
import type { DaySummary } from '../netlify/server/store/visits.ts';
import { memoryStore } from '../netlify/server/test/memoryStore.ts';

const DAYS = Number(process.env.BENCH_VISIT_DAYS ?? 400);
const DAILY_VIEWS = Number(process.env.BENCH_DAILY_VIEWS ?? 2000);
/** Yesterday's page views, rolled up for real; and today's beacon keys so far. */
const ROLLED_VIEWS = DAILY_VIEWS;
const TODAY_KEYS = 1000;
/** The most keys one hour's folder can hold: every beacon the caps let through, three keys each. */
const FLOODED_HOUR_KEYS = 3 * (1 + VISIT_FIRST_POOL_HOURS) * budgets.visitsHour;
const HOUR_MS = 60 * 60_000;
/** Seeding writes at once, as many as a pass's deletes. */
const WRITES_AT_ONCE = 25;
/** The summaries' reads at once, as the report reads them. */
const READS_AT_ONCE = 8;
const SCHEDULED_LIMIT_S = 30;
/** A rollup pass's own deadline without the redelivery pass's (`visitRollup.ts`): 20 s. */
const ROLLUP_DEADLINE_S = 20;
/** Production Blobs' round trip, for the memory twin's run. */
const ROUND_TRIP_MS = 50;
const DAY_MS = 24 * 60 * 60_000;
/**
 * How long a call waits for the local server's answer. Production's 1 s is for Blobs, which
 * pages a listing by 1,000 keys; the local server answers a listing in one page, after reading
 * every listed file to give its version: 3,000 beacon keys take it seconds on a busy machine.
 */
const LOCAL_ANSWER_MS = 15_000;

/** A small seeded random source: the same spread on every run. */
function randomness(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let at = next() * total;
    for (const [value, weight] of weighted) {
      at -= weight;
      if (at <= 0) return value;
    }
    const last = weighted.at(-1);
    if (!last) throw new Error('nothing to pick from');
    return last[0];
  };
  /** Log-normal around a median, as field speed is. */
  const around = (median: number, spread: number) => {
    const normal = Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
    return median * Math.exp(spread * normal);
  };
  return { next, pick, around };
}
const random = randomness(52);

const pages: [string, number][] = [
  [paths.home, 30],
  [paths.services, 10],
  [paths.payingForCare, 5],
  [paths.areas, 4],
  ...placeList.map(({ id }): [string, number] => [`${paths.areas}/${id}`, 3]),
  [paths.careers, 5],
  [openingPath('caregiver'), 2],
  [openingPath('companion'), 1],
  [paths.contact, 10],
  [paths.apply, 4],
  [paths.faq, 5],
  [paths.about, 4],
  [paths.privacy, 1],
  [paths.accessibility, 0.5],
  ['other', 1],
];
const sources: [string, number][] = [
  ['(direct)', 34],
  ['google / organic', 28],
  ['google / paid', 8],
  ['bing / organic', 2],
  ['facebook / social', 6],
  ['facebook / click', 2],
  ['nextdoor / social', 2],
  ['flyer / print', 3],
  ['qr / print', 1],
  ['newsletter / email', 3],
  ['caring.com / referral', 3],
  ['wellstar.org / referral', 2],
  ['yelp', 1],
  ['other', 5],
];
const languages: [Locale, number][] = [
  ['en', 85],
  ['es', 15],
];
const devices = [
  ['phone', 62],
  ['desktop', 38],
] as const;
const formOn = { [paths.contact]: 'contact', [paths.apply]: 'apply' } as Record<string, string>;
const refusedFields: Record<string, [string, number][]> = {
  contact: [
    ['phone', 5],
    ['email', 3],
    ['careZip', 2],
    ['name', 1],
  ],
  apply: [
    ['phone', 3],
    ['zipCode', 2],
    ['experience', 2],
    ['motivation', 2],
    ['resume', 1],
  ],
};

/**
 * One page view's beacons as facts: the view, its field speed (LCP and CLS on nearly every
 * view, INP on those with a tap or a key), and a form's steps on a form's page.
 */
function viewOf(day: string): VisitFacts[] {
  const language = random.pick(languages);
  const path = random.pick(pages);
  const page = path === 'other' ? path : localizedPath(language, path);
  const source = random.pick(sources);
  const device = random.pick(devices);
  const phone = device === 'phone';
  const facts: VisitFacts[] = [{ kind: 'view', day, page, language, source, device }];
  const pageKind = pageKindOf(page);
  const vital = (metric: 'lcp' | 'inp' | 'cls', value: number): VisitFacts => ({
    kind: 'vital',
    day,
    pageKind,
    device,
    metric,
    value: vitalBucket(metric, value),
  });
  if (random.next() < 0.95) facts.push(vital('lcp', random.around(phone ? 2100 : 1300, 0.45)));
  if (random.next() < 0.6) facts.push(vital('inp', random.around(phone ? 140 : 70, 0.6)));
  if (random.next() < 0.95) facts.push(vital('cls', Math.max(0, random.around(0.03, 1.1) - 0.02)));
  const form = formOn[path];
  if (form && random.next() < 0.35) {
    const step = (name: 'started' | 'refused' | 'sent', field = '-'): VisitFacts => ({
      kind: 'form',
      day,
      form,
      step: name,
      field,
      language,
      source,
    });
    facts.push(step('started'));
    if (random.next() < 0.25)
      facts.push(step('refused', random.pick(refusedFields[form] ?? [['-', 1]])));
    if (random.next() < 0.4) facts.push(step('sent'));
  }
  return facts;
}

/** A day's summary as the rollup writes it, and the form sends it counted. */
function simulatedDay(day: string, views: number) {
  const counts = new Map<string, number>();
  const sends: { form: string; language: string; source: string }[] = [];
  for (let n = 0; n < views; n++) {
    for (const facts of viewOf(day)) {
      const name = tallyName(facts);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (facts.kind === 'form' && facts.step === 'sent') sends.push(facts);
    }
  }
  const summary: DaySummary = { day, counts: Object.fromEntries(counts) };
  return { summary, sends };
}

/** A day's lead, first-call and tap keys: one lead a send, most called, taps from phones. */
function leadKeysOf(day: string, sends: { form: string; language: string; source: string }[]) {
  const keys: string[] = [];
  for (const [index, send] of sends.entries()) {
    const id = `${day}-${index}`;
    const answers: Record<string, string> =
      send.form === 'contact'
        ? {
            howSoon: random.pick([
              ['now', 3],
              ['weeks', 2],
              ['planning', 1],
            ] as const),
            heardFrom: 'search',
            area: random.next() < 0.9 ? 'in' : 'out',
          }
        : { position: 'caregiver' };
    keys.push(leadKey({ day, ...send, answers }, id));
    if (random.next() < 0.85) {
      const onTime = random.next() < 0.8;
      keys.push(
        callKey(
          {
            form: send.form,
            receivedAt: `${day}T17:00:00.000Z`,
            onTime,
            minutes: Math.round(random.around(onTime ? 40 : 150, 0.5)),
            outcome: random.pick([
              ['reached', 6],
              ['voicemail', 2],
              ['no-answer', 2],
            ] as const),
            source: send.source,
          },
          id,
        ),
      );
    }
  }
  const taps = Math.round(DAILY_VIEWS * 0.01 * (0.5 + random.next()));
  for (let n = 0; n < taps; n++) {
    const language = random.pick(languages);
    const tap = {
      day,
      kind: random.next() < 0.85 ? ('call' as const) : ('text' as const),
      target: random.next() < 0.9 ? ('office' as const) : ('other' as const),
      language,
      page: localizedPath(language, random.pick(pages.filter(([path]) => path !== 'other'))),
      source: random.pick(sources),
    };
    keys.push(tapKey(tap, `${day}-tap-${n}`));
  }
  return keys;
}

/**
 * Counts each `KeyValue` call by kind, and the HTTP requests the Blobs client made for them:
 * `open` is given the function to call once a request.
 */
function counted(open: (request: () => void) => KeyValue) {
  const calls = new Map<string, number>();
  let requests = 0;
  const kv = open(() => requests++);
  const tally =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.set(name, (calls.get(name) ?? 0) + 1);
      return call(...args);
    };
  const countingKv: KeyValue = {
    get: tally('get', kv.get),
    set: tally('set', kv.set),
    list: tally('list', kv.list),
    folders: tally('folders', kv.folders),
    delete: tally('delete', kv.delete),
  };
  return {
    stores: storesOver(countingKv),
    /** The calls since the last reading: in all, by kind, and the HTTP requests. */
    reading() {
      const total = [...calls.values()].reduce((sum, n) => sum + n, 0);
      const kinds = [...calls].map(([name, n]) => `${thousands(n)} ${name}`).join(', ');
      const result = { total, kinds, requests };
      calls.clear();
      requests = 0;
      return result;
    },
  };
}
type Counted = ReturnType<typeof counted>;

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

const thousands = (n: number) => n.toLocaleString('en-US');
const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/**
 * The UTC hours of an office day that began by `until`, each weighed as visits come: the
 * office's daytime (its hours 8 to 21) three times the night's.
 */
function hoursOf(day: string, until = Infinity): [string, number][] {
  const hours: [string, number][] = [];
  const from = Date.parse(`${day}T00:00:00Z`) - 12 * HOUR_MS;
  for (let at = from; at < from + 48 * HOUR_MS && at <= until; at += HOUR_MS) {
    const hour = hourOf(new Date(at));
    if (isHourOf(day, hour)) hours.push([hour, hours.length >= 8 && hours.length <= 21 ? 3 : 1]);
  }
  return hours;
}

/**
 * One day's beacon keys in the folders of the hours they came in: `views` page views' (each its
 * view, its speed and any form steps), or `keys` keys of views.
 */
function beaconKeys(
  day: string,
  size: { views: number } | { keys: number },
  until?: number,
): string[] {
  const hours = hoursOf(day, until);
  const keys: string[] = [];
  for (let view = 0; 'views' in size ? view < size.views : keys.length < size.keys; view++) {
    const hour = random.pick(hours);
    for (const facts of viewOf(day)) {
      if ('keys' in size && keys.length >= size.keys) break;
      keys.push(visitKey(facts, hour, `${day}-${keys.length}`));
    }
  }
  return keys;
}

/** What the bench seeds and reads: the days, their summaries and keys, as of `now`. */
function scenario(now: Date) {
  const today = officeDay(now);
  const yesterday = shiftDay(today, -1);
  // The summaries the rollup would have written: the days before yesterday, oldest first.
  const days = Array.from({ length: DAYS }, (_, index) => shiftDay(yesterday, index - DAYS));
  const simulated = days.map((day) => simulatedDay(day, DAILY_VIEWS));
  return {
    now,
    today,
    days,
    summaries: simulated.map(({ summary }) => summary),
    leadKeys: simulated.flatMap(({ summary, sends }) => leadKeysOf(summary.day, sends)),
    rolledKeys: beaconKeys(yesterday, { views: ROLLED_VIEWS }),
    todayKeys: beaconKeys(today, { keys: TODAY_KEYS }, now.getTime()),
  };
}
type Scenario = ReturnType<typeof scenario>;

/** Seeds one store with all of it: summaries, lead keys, yesterday's and today's beacons. */
async function seed(stores: Stores, scene: Scenario) {
  const summaries = await timed(() =>
    mapLimit(scene.summaries, WRITES_AT_ONCE, stores.visits.keepSummary),
  );
  const leads = await timed(() =>
    mapLimit(scene.leadKeys, WRITES_AT_ONCE, stores.counts.countLead),
  );
  const beacons = await timed(() =>
    mapLimit([...scene.rolledKeys, ...scene.todayKeys], WRITES_AT_ONCE, stores.visits.count),
  );
  return { summaries, leads, beacons };
}

/** The rollup, the reports and the summaries' reads, each timed with its store calls. */
async function measure({ stores, reading }: Counted, { now, today, rolledKeys }: Scenario) {
  reading();
  const rows: {
    step: string;
    seconds: number;
    calls: ReturnType<typeof reading>;
    note: string;
    /** A rollup pass's own deadline, which it stops at: past it, or its margin, it fails. */
    deadlineS?: number;
  }[] = [];
  const row = async <T>(
    step: string,
    work: () => Promise<T>,
    note: (result: T) => string,
    deadlineS?: number,
  ) => {
    const { result, seconds } = await timed(work);
    rows.push({ step, seconds, calls: reading(), note: note(result), deadlineS });
    return result;
  };
  // As the five-minute pass runs it, 20 s at a time, until nothing due is left.
  for (let pass = 1; pass <= 10; pass++) {
    const rollup = await row(
      `rollup of yesterday (${thousands(ROLLED_VIEWS)} views, ${thousands(rolledKeys.length)} keys) and today's hours, pass ${pass}`,
      () => rollUpVisits(stores.visits, now),
      (result) =>
        `${result.hoursRolled} hours and ${result.rolled} day rolled, ${thousands(result.forgotten)} keys deleted, ${result.dropped} summaries past 13 months dropped${result.stoppedEarly ? ', stopped at its deadline' : ''}`,
      ROLLUP_DEADLINE_S,
    );
    if (!rollup.stoppedEarly && rollup.left.days.length === 0) break;
  }
  await row(
    'visit report (13 weeks + today)',
    () => visitReport(stores.visits, now),
    (visits) => {
      const month = visits.periods.find((period) => period.days === 30);
      const weeks = visits.weeks.reduce((sum, week) => sum + week.total, 0);
      return `${thousands(weeks)} views in 13 weeks, ${thousands(month?.views ?? 0)} in 30 days`;
    },
  );
  await row(
    'lead report (13 weeks)',
    () => leadReport(stores.counts, now),
    (leads) => {
      const month = leads.periods.find((period) => period.days === 30);
      return `${thousands(month?.total ?? 0)} leads in 30 days`;
    },
  );
  const read = (days: number) => async () => {
    const summaries = await mapLimit(
      Array.from({ length: days }, (_, index) => shiftDay(today, -index)),
      READS_AT_ONCE,
      (day) => stores.visits.summary(day),
    );
    return summaries.filter(Boolean).length;
  };
  await row(
    `summaries of 13 weeks (${READS_AT_ONCE} at once)`,
    read(91),
    (found) => `${found} read`,
  );
  const keptDays = (Date.parse(today) - Date.parse(firstKeptDay(now))) / DAY_MS + 1;
  await row(
    `summaries of 13 months (${READS_AT_ONCE} at once)`,
    read(keptDays),
    (found) => `${found} read`,
  );
  return rows;
}

function table(title: string, rows: Awaited<ReturnType<typeof measure>>) {
  console.log(title);
  const width = Math.max(...rows.map(({ step }) => step.length));
  console.log(
    `  ${'step'.padEnd(width)}   ${'time'.padStart(8)}   ${'store calls'.padStart(11)}   ${'HTTP'.padStart(6)}   result`,
  );
  for (const { step, seconds, calls, note, deadlineS } of rows) {
    const over =
      deadlineS !== undefined
        ? seconds > deadlineS + 1
          ? `   FAIL: past its ${deadlineS} s`
          : ''
        : seconds >= SCHEDULED_LIMIT_S / 2
          ? `   FAIL: not well inside ${SCHEDULED_LIMIT_S} s`
          : '';
    console.log(
      `  ${step.padEnd(width)}   ${`${seconds.toFixed(2)} s`.padStart(8)}   ${thousands(calls.total).padStart(11)}   ${(calls.requests ? thousands(calls.requests) : '-').padStart(6)}   ${note}${over}`,
    );
  }
  console.log('  store calls by kind:');
  for (const { step, calls } of rows) console.log(`    ${step.padEnd(width)}   ${calls.kinds}`);
}

/** Netlify's local Blobs server on a directory of its own, with its calls counted. */
async function localServer() {
  const directory = await mkdtemp(join(tmpdir(), 'bench-visits-'));
  const blobs = new BlobsServer({ directory, token: 'bench', logger: () => undefined });
  const { port } = await blobs.start();
  const blobsUrl = `http://localhost:${port}`;
  const local = counted((request) =>
    netlifyKeyValue(
      (fetch) =>
        getStore({
          name: 'bench-visits',
          siteID: 'bench',
          token: 'bench',
          edgeURL: blobsUrl,
          uncachedEdgeURL: blobsUrl,
          consistency: 'strong',
          fetch: (input, init) => {
            request();
            return fetch(input, init);
          },
        }),
      LOCAL_ANSWER_MS,
    ),
  );
  return {
    local,
    async stop() {
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * One hour's folder at the caps' most keys (an hour that ended over two minutes ago): the
 * report over it before the rollup, then each rollup pass (20 s each, as the redelivery pass
 * gives it) until its keys are gone, each with its time and store calls.
 */
async function floodedHour({ stores, reading }: Counted, now: Date) {
  const at = new Date(now.getTime() - 90 * 60_000);
  const day = officeDay(at);
  const hour = hourOf(at);
  const keys: string[] = [];
  while (keys.length < FLOODED_HOUR_KEYS) {
    for (const facts of viewOf(day)) {
      if (keys.length < FLOODED_HOUR_KEYS) keys.push(visitKey(facts, hour, `flood-${keys.length}`));
    }
  }
  const seeded = await timed(() => mapLimit(keys, WRITES_AT_ONCE, stores.visits.count));
  reading();
  const rows: Awaited<ReturnType<typeof measure>> = [];
  const report = await timed(() => visitReport(stores.visits, now));
  rows.push({
    step: `visit report, the hour not rolled (${thousands(keys.length)} keys)`,
    seconds: report.seconds,
    calls: reading(),
    note: `${thousands(report.result.periods[0]?.views ?? 0)} views in 7 days`,
  });
  for (let pass = 1; pass <= 10; pass++) {
    const { result, seconds } = await timed(() => rollUpVisits(stores.visits, now));
    rows.push({
      deadlineS: ROLLUP_DEADLINE_S,
      step: `rollup of the flooded hour, pass ${pass}`,
      seconds,
      calls: reading(),
      note: `${result.hoursRolled} hour rolled, ${thousands(result.forgotten)} keys deleted${result.stoppedEarly ? ', stopped at its deadline' : ''}`,
    });
    if (!result.stoppedEarly && result.left.days.length === 0) break;
  }
  const after = await timed(() => visitReport(stores.visits, now));
  rows.push({
    step: 'visit report, the hour rolled',
    seconds: after.seconds,
    calls: reading(),
    note: `${thousands(after.result.periods[0]?.views ?? 0)} views in 7 days`,
  });
  return { rows, seeded: seeded.seconds, keys: keys.length };
}

/** Seeds and measures on the local Blobs server, then on the memory twin, and prints both. */
export async function benchVisits() {
  const scene = scenario(new Date());
  // The rollup's log lines would measure the terminal: its warnings are counted instead.
  const quiet = { info: console.info, warn: console.warn };
  const warnings: string[] = [];
  console.info = () => undefined;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));

  const server = await localServer();
  const seeded = await seed(server.local.stores, scene);
  const localRows = await measure(server.local, scene);
  await server.stop();
  const flood = await localServer();
  const floodRows = await floodedHour(flood.local, scene.now);
  await flood.stop();

  // The same over the memory twin at a production store's round trip.
  const memory = memoryStore();
  const twin = counted(() => memory.kv);
  await seed(twin.stores, scene);
  memory.state.latencyMs = ROUND_TRIP_MS;
  const twinRows = await measure(twin, scene);
  Object.assign(console, quiet);

  const average = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;
  const sizes = scene.summaries.map((summary) => JSON.stringify(summary).length);
  const names = scene.summaries.map((summary) => Object.keys(summary.counts).length);
  console.log(
    `Visit counts at ${thousands(DAILY_VIEWS)} page views a day, ${DAYS} days of summaries (${scene.days[0]} to ${scene.days.at(-1)}), on ${scene.today}:`,
  );
  console.log(
    `  seeded on the local Blobs server, ${WRITES_AT_ONCE} writes at once: ${DAYS} summaries (${thousands(Math.round(average(names)))} counted names, ${(average(sizes) / 1024).toFixed(0)} KB each on average) in ${seeded.summaries.seconds.toFixed(1)} s; ${thousands(scene.leadKeys.length)} lead, first-call and tap keys in ${seeded.leads.seconds.toFixed(1)} s; ${thousands(scene.rolledKeys.length)} beacon keys of yesterday and ${thousands(TODAY_KEYS)} of today in ${seeded.beacons.seconds.toFixed(1)} s`,
  );
  table(
    "On Netlify's local Blobs server (HTTP: its requests; a read asks twice, as the local server gives no version with a read):",
    localRows,
  );
  table(
    `On the memory twin at ${ROUND_TRIP_MS} ms a store call (a production store's round trip):`,
    twinRows,
  );
  table(
    `A flooded hour on the local Blobs server: ${thousands(floodRows.keys)} keys in one hour's folder, the most the caps let through (${thousands(budgets.visitsHour)} beacons an hour and a first beacons' pool of ${thousands(VISIT_FIRST_POOL_HOURS * budgets.visitsHour)}, three keys each), seeded in ${floodRows.seeded.toFixed(1)} s:`,
    floodRows.rows,
  );
  console.log(
    `  a scheduled function has ${SCHEDULED_LIMIT_S} s and the redelivery pass gives itself ${ROLLUP_DEADLINE_S} s: a step over ${SCHEDULED_LIMIT_S / 2} s is marked FAIL, a rollup pass (which stops at its ${ROLLUP_DEADLINE_S} s, the rest left to the next) only past them. In production each hour is rolled as it ends: a pass meets an hour's keys, not a day's`,
  );
  if (warnings.length > 0) console.log(`  warnings: ${warnings.length}, first: ${warnings[0]}`);
}

// Run alone (`npx tsx scripts/bench-visits.ts`), or from `bench-contact.ts` after its sections.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchVisits();
}
