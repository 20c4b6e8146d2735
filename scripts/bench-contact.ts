/**
 * `npm run bench`: drives the care-request handler in-process at concurrency 20, its mail
 * module talking over loopback to the local Postmark stand-in, and prints p50/p99 latency:
 *   1. with the submissions store in the path (Netlify's own local Blobs server, on disk),
 *      then the same with the visitor's acknowledgement kept and sent too,
 *   2. without a store (the old path: straight to Postmark),
 *   3. an outage: submissions posted while Postmark fails, then one redelivery pass, with
 *      the emails it sent, duplicates and the pass's time;
 *   4. caregiver applications with a 3 MB résumé (multipart, store in the path), with the
 *      process's peak memory, in all and per application in flight; then the same again in a
 *      process of its own with the Postmark stand-in in another (it keeps a copy of every
 *      email it took) and the Blobs server in this one: the handler's memory alone;
 *   5. the visitor's answer with Postmark healthy and with Postmark hanging (it never answers:
 *      each request spends its 1.8 s on Postmark, then answers 202);
 *   6. a backlog drain: care requests and applications with a 3 MB résumé kept while Postmark
 *      failed, then passes (each one's clock ~6 minutes on, so backoffs are due) against a
 *      Postmark that takes 2.5 s a call, until nothing is pending: each pass's time, with a
 *      FAIL line for one over 25 s, and duplicates;
 *   7. accepted then dropped: care requests Postmark took but never answered, then one pass:
 *      each must be found by the search of sent mail, not sent again;
 *   8. a flood: posts from one address at the business's budgets while families post from
 *      others, with the families' p50/p99 and what became of the flood;
 *   9. a care request of one field repeated to the form's byte limit (76 KB): its answer time;
 *  10. a slow store: care requests from many addresses at the business's budgets, with the
 *      visitor's acknowledgement on, against the memory store taking 50, 150 and 200 ms a call
 *      and a healthy Postmark: the answer's p50/p99 beside its 2.5 s goal (`-- --slow-store`
 *      runs this section alone);
 *  11. the owner's visit counts (`bench-visits.ts`, which runs alone too): on the local Blobs
 *      server, 400 days of daily summaries at 2,000 page views a day and 13 months of lead keys,
 *      one day of 2,000 beacon keys rolled up for real, and the Monday report's visit and lead
 *      reads, each with its time and store calls beside a scheduled function's 30 s.
 * Every post of sections 1 to 7 comes from one address, so the budgets are lifted there: they
 * measure the path of a lead, sections 8 and 9 the refusal of a stranger.
 * With `-- --preview http://localhost:8888` it sends a smaller run through a running
 * `npm run preview` instead, which measures Netlify's local emulation (it re-bundles the
 * function on every call) more than the handler.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { readMailConfig, type MailConfig } from '../netlify/server/mail/config.ts';
import { ALERT_TAG } from '../netlify/server/shared/log.ts';
import { postmarkMailer, type Mailer } from '../netlify/server/mail/mail.ts';
import { redeliveryPass } from '../netlify/server/delivery/redelivery.ts';
import type { PassReport } from '../netlify/server/delivery/passReport.ts';
import { netlifyKeyValue } from '../netlify/server/store/keyValue.ts';
import { storesOver, type Stores } from '../netlify/server/store/stores.ts';
import { ANSWER_WITHIN_MS } from '../netlify/server/delivery/delivery.ts';
import { handleSubmission } from '../netlify/server/intake/submission.ts';
import { liftedBudgets } from '../netlify/server/intake/budgets.ts';
import { bodyLimit } from '../netlify/server/intake/bodyLimit.ts';
import { serverForms } from '../netlify/server/shared/forms.ts';
import { budgets as businessBudgets } from '#src/config/budgets';
import { caregiver } from '../netlify/server/test/samples.ts';
import { memoryStore } from '../netlify/server/test/memoryStore.ts';
import { STUB_TOKEN, startPostmarkStub } from './postmark-stub.ts';

const CONCURRENCY = 20;
const previewIndex = process.argv.indexOf('--preview');
const previewUrl = previewIndex > 0 ? process.argv[previewIndex + 1] : undefined;
const total = Number(process.env.BENCH_REQUESTS ?? (previewUrl ? 200 : 2000));
const outageSize = Number(process.env.BENCH_OUTAGE ?? 100);
const resumeCount = Number(process.env.BENCH_RESUMES ?? 100);
/** Runs only the résumé memory measure, in a process of its own (started by the bench). */
const MEMORY_ALONE = '--resume-memory-alone';
/** Care requests posted while Postmark hangs: ~2.5 s each. */
const hangCount = Number(process.env.BENCH_HANG ?? 40);
/** Pending submissions for the drain, and how many of them carry a 3 MB résumé. */
const backlogSize = Number(process.env.BENCH_BACKLOG ?? 24);
const backlogResumes = Math.min(backlogSize, Number(process.env.BENCH_BACKLOG_RESUMES ?? 8));
/** How long the slow Postmark of the drain takes to answer each call. */
const slowMs = Number(process.env.BENCH_SLOW_MS ?? 2500);
/** Posts of the flood from one address, and families posting from others meanwhile. */
const floodSize = Number(process.env.BENCH_FLOOD ?? 2000);
const floodFamilies = Number(process.env.BENCH_FLOOD_FAMILIES ?? 40);
/** Care requests Postmark accepts and then drops the connection of. */
const droppedCount = Number(process.env.BENCH_DROPPED ?? 5);
const MAX_PASSES = 10;
const PASS_LIMIT_SECONDS = 25;
const MINUTE = 60_000;

const family = {
  name: 'Benchmark Family',
  phone: '(770) 555-0100',
  email: 'bench@example.com',
  serviceType: 'companion',
  message: 'A steady stream of care requests.',
};
const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
/** Each from its own address, so every one is acknowledged (one a day per address). */
const body = (index: number) =>
  JSON.stringify({
    ...family,
    name: `Benchmark Family ${index}`,
    email: `family${index}@example.com`,
  });

async function run(
  count: number,
  send: (index: number) => Promise<number>,
  expect = 200,
  concurrency = CONCURRENCY,
) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        const status = await send(index).catch(() => 0);
        latencies.push(performance.now() - t0);
        if (status !== expect) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { seconds, rps: count / seconds, p50: pct(50), p99: pct(99), errors };
}

function line(label: string, result: Awaited<ReturnType<typeof run>>) {
  console.log(
    `  ${label.padEnd(34)} ${result.rps.toFixed(0).padStart(5)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   errors ${result.errors}   (${result.seconds.toFixed(1)} s)`,
  );
}

async function stub(port: number, path: string, payload: unknown) {
  await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: JSON.stringify(payload) });
}

/** The stores over one Blobs store per name, on the Blobs server at `blobsUrl`. */
const storeOpener =
  (blobsUrl: string) =>
  (name: string): Stores =>
    storesOver(
      netlifyKeyValue((fetch) =>
        getStore({
          name,
          siteID: 'bench',
          token: 'bench',
          edgeURL: blobsUrl,
          uncachedEdgeURL: blobsUrl,
          consistency: 'strong',
          fetch,
        }),
      ),
    );

function mailTo(postmarkUrl: string) {
  const config = readMailConfig(
    {
      POSTMARK_SERVER_TOKEN: STUB_TOKEN,
      POSTMARK_API_URL: postmarkUrl,
      MAIL_FROM: 'Bench <bench@hearthside.test>',
      MAIL_TO_CARE: 'care@hearthside.test',
      MAIL_TO_CAREERS: 'careers@hearthside.test',
    },
    'dev',
  );
  return { config, mailer: postmarkMailer({ ...config, token: STUB_TOKEN }) };
}

// Every post here comes from one client: its budgets are lifted, as they would be for a load
// test of the real site, except in the flood section, which measures them.
const limits = { budgets: liftedBudgets };

/** A caregiver application with a 3 MB résumé, as the page posts it. */
function applicant(stores: Stores, config: MailConfig, mailer: Mailer) {
  // 3 MB of PDF: the largest résumé most applicants send, well under the 4 MB limit.
  const resume = new Uint8Array(3 * 1024 * 1024).fill(0x20);
  resume.set(new TextEncoder().encode('%PDF-1.7\n'));
  return async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(caregiver)) form.append(name, value);
    form.append('resume', new File([resume], 'cv.pdf', { type: 'application/pdf' }));
    const request = new Request('http://bench.local/api/apply', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
    const deps = { config, mailer, stores, ...limits };
    return (await handleSubmission(request, 'apply', deps)).status;
  };
}

/** The process's resident memory before `work` and at its peak during it (sampled every 5 ms). */
async function peakMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const result = await work();
  clearInterval(sampler);
  return { before, peak, result };
}

/**
 * Starts one of our scripts in a node process of its own, under the loader this one runs with
 * (tsx), and waits for its output to match `pattern`.
 */
function startScript(script: string, args: string[], env: Record<string, string>, pattern: RegExp) {
  const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const found = new Promise<RegExpExecArray>((resolve, reject) => {
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
      const match = pattern.exec(text);
      if (match) resolve(match);
    });
    child.on('exit', (code) => reject(new Error(`${script} ended (${code}) before its answer`)));
  });
  return { child, found };
}

const SLOW_STORE = '--slow-store';
/** The answer's goal with a slow store and Postmark healthy. */
const SLOW_STORE_GOAL_MS = 2_500;

/** Section 10: the visitor's answer time over a store that takes `ms` a call. */
async function slowStoreSection(config: MailConfig, mailer: Mailer) {
  const requests = Number(process.env.BENCH_SLOW_STORE ?? 30);
  // A family's request meets few others: two at once is a busy minute for the agency. (At 20
  // at once, posts queue for the same budget slots, one store call each.)
  const together = 2;
  console.log(
    `Slow store: ${requests} care requests from as many addresses, ${together} at a time, the business's budgets, acknowledgements on, Postmark healthy (200 = sent at once, else kept with 202):`,
  );
  for (const ms of [50, 150, 200]) {
    const memory = memoryStore();
    memory.state.latencyMs = ms;
    // Netlify's waitUntil: what runs after the answer, awaited here before the next level.
    const after: Promise<unknown>[] = [];
    const result = await run(
      requests,
      async (index) => {
        const request = new Request('http://bench.local/api/contact', {
          method: 'POST',
          headers,
          body: body(index),
        });
        const response = await handleSubmission(request, 'contact', {
          config,
          mailer,
          stores: memory.stores,
          acknowledge: true,
          budgets: businessBudgets,
          clientAddress: `198.51.100.${index % 250}`,
          waitUntil: (promise) => after.push(promise),
        });
        return response.status;
      },
      200,
      together,
    );
    await Promise.all(after);
    line(`${ms} ms a store call`, result);
    if (result.p99 > SLOW_STORE_GOAL_MS) {
      console.log(`  OVER: p99 past the ${SLOW_STORE_GOAL_MS} ms goal`);
    }
  }
}

interface MemoryAlone {
  before: number;
  peak: number;
  result: Awaited<ReturnType<typeof run>>;
}

if (process.argv.includes(MEMORY_ALONE)) {
  // Started by the bench below: the Postmark stand-in and the Blobs server are elsewhere.
  console.info = console.warn = console.error = () => undefined;
  const { config, mailer } = mailTo(process.env.BENCH_POSTMARK_URL ?? '');
  const store = storeOpener(process.env.BENCH_BLOBS_URL ?? '')('bench-resume-alone');
  const measured: MemoryAlone = await peakMemory(() =>
    run(resumeCount, applicant(store, config, mailer)),
  );
  process.stdout.write(`${JSON.stringify(measured)}\n`);
} else if (process.argv.includes(SLOW_STORE)) {
  console.info = console.warn = console.error = console.log = () => undefined;
  const postmark = await startPostmarkStub(0);
  const { config, mailer } = mailTo(`http://127.0.0.1:${(postmark.address() as AddressInfo).port}`);
  const print = process.stdout.write.bind(process.stdout);
  console.log = (...args: unknown[]) => print(`${args.join(' ')}\n`);
  await slowStoreSection(config, mailer);
  postmark.close();
} else if (previewUrl) {
  const result = await run(
    total,
    async (index) =>
      (
        await fetch(new URL('/api/contact', previewUrl), {
          method: 'POST',
          headers,
          body: body(index),
        })
      ).status,
  );
  console.log(
    `Care request, ${total} requests at concurrency ${CONCURRENCY}, through ${previewUrl}:`,
  );
  line('preview', result);
} else {
  const postmark = await startPostmarkStub(0);
  const postmarkPort = (postmark.address() as AddressInfo).port;
  const postmarkUrl = `http://127.0.0.1:${postmarkPort}`;
  const directory = await mkdtemp(join(tmpdir(), 'bench-blobs-'));
  const blobs = new BlobsServer({ directory, token: 'bench', logger: () => undefined });
  const { port: blobsPort } = await blobs.start();
  const blobsUrl = `http://localhost:${blobsPort}`;
  const openStore = storeOpener(blobsUrl);
  const { config, mailer } = mailTo(postmarkUrl);
  const silence = { info: console.info, warn: console.warn, error: console.error };
  // One log line per request would measure the terminal: the events are counted instead.
  const events = new Map<string, number>();
  const count = (...args: unknown[]) => {
    const text = String(args[0]);
    const alert = text.startsWith(`${ALERT_TAG} `);
    try {
      const { event } = JSON.parse(alert ? text.slice(ALERT_TAG.length + 1) : text) as {
        event?: string;
      };
      const name = `${alert ? 'ALERT ' : ''}${event ?? '?'}`;
      events.set(name, (events.get(name) ?? 0) + 1);
    } catch {
      events.set('other', (events.get('other') ?? 0) + 1);
    }
  };
  console.info = console.warn = console.error = count;
  /** The events logged since the last call, as one line. */
  const eventsSince = () => {
    const text = [...events].map(([name, times]) => `${name} ${times}`).join(', ');
    events.clear();
    return text || 'none';
  };

  const started = Date.now();
  /** `spread`: each post a minute after the last, so no hour passes the budget. */
  const submit =
    (stores: Stores | undefined, spread = false, acknowledge = false) =>
    async (index: number) => {
      const request = new Request('http://bench.local/api/contact', {
        method: 'POST',
        headers,
        body: body(index),
      });
      const now = spread ? () => new Date(started + index * 60_000) : undefined;
      const deps = { config, mailer, stores, acknowledge, ...limits, ...(now && { now }) };
      return (await handleSubmission(request, 'contact', deps)).status;
    };
  const apply = (stores: Stores) => applicant(stores, config, mailer);

  type StubMessage = { Subject: string; Metadata?: { submissionId?: string } };
  const received = async () =>
    (await (await fetch(`${postmarkUrl}/__messages`)).json()) as StubMessage[];
  /** Emails per submission id, from the Metadata of what Postmark accepted. */
  const perSubmission = (messages: StubMessage[]) => {
    const counts = new Map<string, number>();
    for (const message of messages) {
      const id = message.Metadata?.submissionId ?? '(none)';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };

  const withStore = await run(total, submit(openStore('bench-with'), true));
  const withThanks = await run(total, submit(openStore('bench-thanks'), true, true));
  const withoutStore = await run(total, submit(undefined));

  const outageStore = openStore('bench-outage');
  await stub(postmarkPort, '/__fail', { status: 503, code: 0 });
  const during = await run(outageSize, submit(outageStore), 202);
  await stub(postmarkPort, '/__reset', {});
  const passStarted = performance.now();
  const report = await redeliveryPass({
    stores: outageStore,
    config,
    mailer,
    now: () => new Date(Date.now() + 6 * MINUTE),
  });
  const passSeconds = (performance.now() - passStarted) / 1000;
  const messages = await received();
  const unique = new Set(messages.map((message) => message.Subject)).size;

  const applicationsStore = openStore('bench-resume');
  const {
    before: rssBefore,
    peak: peakRss,
    result: withResume,
  } = await peakMemory(() => run(resumeCount, apply(applicationsStore)));
  const inFlight = Math.min(CONCURRENCY, resumeCount);

  // The same with the handler in a process of its own: the stand-ins' memory left out.
  const here = fileURLToPath(import.meta.url);
  const stubScript = fileURLToPath(new URL('./postmark-stub.ts', import.meta.url));
  const stubAlone = startScript(stubScript, [], { PORT: '0' }, /127\.0\.0\.1:(\d+)/);
  const stubAlonePort = Number((await stubAlone.found)[1]);
  const measuring = startScript(
    here,
    [MEMORY_ALONE],
    { BENCH_POSTMARK_URL: `http://127.0.0.1:${stubAlonePort}`, BENCH_BLOBS_URL: blobsUrl },
    /^(\{.*\})$/m,
  );
  const alone = JSON.parse((await measuring.found)[1] ?? '{}') as MemoryAlone;
  stubAlone.child.kill();

  // 5. Postmark never answers: the visitor's answer is what the request's own budget allows.
  events.clear();
  await stub(postmarkPort, '/__reset', {});
  await stub(postmarkPort, '/__fail', { hang: true });
  const hanging = await run(hangCount, submit(openStore('bench-hang')), 202);
  const hangingEvents = eventsSince();
  await stub(postmarkPort, '/__reset', {});

  // 6. A backlog kept while Postmark failed, drained while it answers slowly.
  const backlogStore = openStore('bench-backlog');
  await stub(postmarkPort, '/__fail', { status: 503, code: 0 });
  const plainCount = backlogSize - backlogResumes;
  const keptPlain = await run(plainCount, submit(backlogStore), 202);
  const keptResumes = await run(backlogResumes, apply(backlogStore), 202);
  await stub(postmarkPort, '/__reset', {});
  await stub(postmarkPort, '/__fail', { slowMs });
  events.clear();
  const passes: { seconds: number; report: PassReport }[] = [];
  for (let index = 1; index <= MAX_PASSES; index++) {
    const started = performance.now();
    const passReport = await redeliveryPass({
      stores: backlogStore,
      config,
      mailer,
      now: () => new Date(Date.now() + index * 6 * MINUTE),
    });
    passes.push({ seconds: (performance.now() - started) / 1000, report: passReport });
    if (passReport.pending === 0) break;
  }
  const drainEvents = eventsSince();
  const drained = await received();
  const drainedIds = perSubmission(drained);
  await stub(postmarkPort, '/__reset', {});

  // 7. Postmark took the email but the answer never came: found by the search, not resent.
  const droppedStore = openStore('bench-dropped');
  await stub(postmarkPort, '/__fail', { acceptThenDrop: true });
  const dropped = await run(droppedCount, submit(droppedStore), 202);
  // Healthy again, keeping what was accepted (a /__reset would forget it).
  await stub(postmarkPort, '/__fail', {});
  const beforePass = perSubmission(await received());
  events.clear();
  const droppedReport = await redeliveryPass({
    stores: droppedStore,
    config,
    mailer,
    now: () => new Date(Date.now() + 6 * MINUTE),
  });
  const droppedEvents = eventsSince();
  const afterPass = perSubmission(await received());
  const droppedRecords = await Promise.all(
    (await droppedStore.submissions.ids()).map(
      async (id) => (await droppedStore.submissions.read(id))?.record,
    ),
  );
  /** The MessageID Postmark's search of sent mail shows for a submission. */
  const searched = async (id: string) => {
    const answer = await fetch(
      `${postmarkUrl}/messages/outbound?count=1&offset=0&metadata_submissionId=${id}`,
      { headers: { Accept: 'application/json', 'X-Postmark-Server-Token': STUB_TOKEN } },
    );
    const { Messages } = (await answer.json()) as { Messages: { MessageID: string }[] };
    return Messages[0]?.MessageID;
  };
  const searchedIds = await Promise.all(
    droppedRecords.map((record) => (record ? searched(record.id) : undefined)),
  );

  Object.assign(console, silence);
  console.log(
    `Care request, ${total} requests at concurrency ${CONCURRENCY}, in-process handler → Postmark stand-in over loopback:`,
  );
  line('store in the path (local Blobs)', withStore);
  line('store + visitor acknowledgement', withThanks);
  line('no store (straight to Postmark)', withoutStore);
  console.log(
    `Outage: ${outageSize} posted ${CONCURRENCY} at a time while Postmark answered 503, then one redelivery pass:`,
  );
  line('during the outage (answered 202)', during);
  console.log(
    `  redelivery pass: ${report.sent} sent, ${report.pending} pending in ${passSeconds.toFixed(2)} s; Postmark received ${messages.length} emails, ${messages.length - unique} duplicates`,
  );

  console.log(
    `Caregiver application with a 3 MB résumé, ${resumeCount} at concurrency ${CONCURRENCY} (store in the path):`,
  );
  line('with résumé', withResume);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `  process memory: ${mb(rssBefore)} before, ${mb(peakRss)} at peak (${mb(peakRss - rssBefore)} for ${CONCURRENCY} applications in flight)`,
  );
  const perApplication = (before: number, peak: number) => {
    const each = (peak - before) / inFlight / 1024 / 1024;
    return `${each.toFixed(1)} MB per 3 MB application (${inFlight} in flight; goal ≤ 15 MB: ${each <= 15 ? 'met' : 'OVER'})`;
  };
  console.log(
    `  memory per application in flight, this process (Postmark stand-in and Blobs server in it): ${perApplication(rssBefore, peakRss)}`,
  );
  line('with résumé, handler alone', alone.result);
  console.log(
    `  handler alone (its own process; stand-in and Blobs server outside): ${mb(alone.before)} before, ${mb(alone.peak)} at peak: ${perApplication(alone.before, alone.peak)}`,
  );

  console.log(
    `Visitor's answer, care request, store in the path, concurrency ${CONCURRENCY} (the request has sent or handed over its submission ${ANSWER_WITHIN_MS / 1000} s after it came in):`,
  );
  line(`Postmark healthy (${total} requests)`, withStore);
  line(`Postmark hanging (${hangCount}, answered 202)`, hanging);
  console.log(`  log events while hanging: ${hangingEvents}`);

  console.log(
    `Backlog drain: ${backlogSize} pending (${plainCount} care requests, ${backlogResumes} applications with a 3 MB résumé) kept while Postmark answered 503, then passes against a Postmark answering in ${(slowMs / 1000).toFixed(1)} s a call, each pass ~6 minutes later than the last:`,
  );
  line('kept during the outage: care', keptPlain);
  line('kept during the outage: résumé', keptResumes);
  console.log('  pass   wall time   sent   pending   left for next   out of time   skipped');
  for (const [index, { seconds, report: passReport }] of passes.entries()) {
    const over = seconds >= PASS_LIMIT_SECONDS;
    console.log(
      `  ${String(index + 1).padStart(4)}   ${`${seconds.toFixed(2)} s`.padStart(9)}   ${String(passReport.sent).padStart(4)}   ${String(passReport.pending).padStart(7)}   ${String(passReport.leftForNext).padStart(13)}   ${String(passReport.stoppedEarly).padStart(11)}   ${String(passReport.skipped).padStart(7)}${over ? `   FAIL: over ${PASS_LIMIT_SECONDS} s` : ''}`,
    );
  }
  const last = passes.at(-1)?.report;
  const slowest = Math.max(...passes.map((pass) => pass.seconds));
  const duplicates = drained.length - drainedIds.size;
  console.log(
    `  ${passes.length} passes, ${last?.pending === 0 ? 'nothing left pending' : `FAIL: ${last?.pending} still pending after ${MAX_PASSES} passes`}; slowest pass ${slowest.toFixed(2)} s`,
  );
  console.log(
    `  Postmark received ${drained.length} emails for ${drainedIds.size} of ${backlogSize} submissions: ${duplicates} duplicates`,
  );
  if (slowest >= PASS_LIMIT_SECONDS) {
    console.log(
      `  FAIL: a pass took ${slowest.toFixed(2)} s, over the ${PASS_LIMIT_SECONDS} s limit`,
    );
  }
  if (duplicates > 0) console.log(`  FAIL: ${duplicates} duplicate emails`);
  console.log(`  log events during the passes: ${drainEvents}`);

  console.log(
    `Accepted then dropped: ${droppedCount} care requests Postmark took but never answered, then one pass 6 minutes later against a healthy Postmark:`,
  );
  line('posted (answered 202)', dropped);
  const emailsEach = droppedRecords.map((record) => (record ? (afterPass.get(record.id) ?? 0) : 0));
  // Sent, with the MessageID the search shows, and its one email the one taken before the pass.
  const foundBySearch = droppedRecords.filter(
    (record, index) =>
      record?.status === 'sent' &&
      record.messageId !== undefined &&
      record.messageId === searchedIds[index] &&
      (afterPass.get(record.id) ?? 0) === 1 &&
      (beforePass.get(record.id) ?? 0) === 1,
  ).length;
  console.log(
    `  pass: ${droppedReport.sent} sent or found, ${droppedReport.pending} pending; emails received per submission: ${emailsEach.join(', ')}`,
  );
  console.log(
    `  ${foundBySearch} of ${droppedRecords.length} found by the search and marked sent without a resend${emailsEach.every((times) => times === 1) ? '' : '   FAIL: not exactly one email each'}`,
  );
  console.log(`  log events during the pass: ${droppedEvents}`);

  // 8. A flood from one address at the business's budgets, families from others meanwhile.
  await stub(postmarkPort, '/__reset', {});
  const floodStore = openStore('bench-flood');
  const floodPost = (address: string, index: number) =>
    handleSubmission(
      new Request('http://bench.local/api/contact', { method: 'POST', headers, body: body(index) }),
      'contact',
      { config, mailer, stores: floodStore, budgets: businessBudgets, clientAddress: address },
    ).then((response) => response.status);
  const familyEvery = Math.max(1, Math.floor(floodSize / floodFamilies));
  const familyTimes: number[] = [];
  const familyStatuses: number[] = [];
  const floodStatuses = new Map<number, number>();
  const floodResult = await run(floodSize, async (index) => {
    if (index % familyEvery === 0 && familyTimes.length < floodFamilies) {
      const n = familyTimes.length;
      familyTimes.push(0);
      const t0 = performance.now();
      void floodPost(`198.51.100.${n % 250}`, 1_000_000 + n).then((status) => {
        familyTimes[n] = performance.now() - t0;
        familyStatuses.push(status);
      });
    }
    const status = await floodPost('203.0.113.9', index);
    floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
    return status;
  });
  while (familyStatuses.length < familyTimes.length) await new Promise((r) => setTimeout(r, 20));
  const floodMessages = await received();
  const familyEmails = floodMessages.filter((message) =>
    /Benchmark Family 1\d{6}/.test(message.Subject),
  ).length;
  const sortedFamilies = [...familyTimes].sort((a, b) => a - b);
  const pick = (p: number) =>
    sortedFamilies[
      Math.min(sortedFamilies.length - 1, Math.floor((p / 100) * sortedFamilies.length))
    ] ?? 0;
  const floodRecords = await floodStore.submissions.ids();

  // 9. One field repeated to the care request's byte limit: refused at its first repeat.
  const repeatedBody = 'a=&'.repeat(Math.floor(bodyLimit(serverForms.contact.schema) / 3) - 1);
  const repeated = await run(
    20,
    async () => {
      const request = new Request('http://bench.local/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: repeatedBody,
      });
      return (await handleSubmission(request, 'contact', { config, mailer, stores: floodStore }))
        .status;
    },
    400,
  );

  console.log(
    `Flood: ${floodSize} care requests from one address at concurrency ${CONCURRENCY}, at the business's budgets (${businessBudgets.perClientHour} emailed, ${businessBudgets.heldPerClientHour} held per address an hour), while ${familyTimes.length} families post from other addresses:`,
  );
  line('flood', floodResult);
  console.log(
    `  flood answers: ${[...floodStatuses].map(([status, times]) => `${status} × ${times}`).join(', ')}; kept in all: ${floodRecords.length}`,
  );
  console.log(
    `  families: p50 ${pick(50).toFixed(1)} ms, p99 ${pick(99).toFixed(1)} ms; answers ${[...new Set(familyStatuses)].join(', ')}; emailed ${familyEmails} of ${familyTimes.length}${familyEmails === familyTimes.length ? '' : '   FAIL: a family was not emailed'}`,
  );
  console.log(
    `One field repeated to the care request's byte limit (${(repeatedBody.length / 1024).toFixed(0)} KB), 20 posts:`,
  );
  line('repeated field (answered 400)', repeated);
  await slowStoreSection(config, mailer);

  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
  postmark.close();

  // 11. The owner's visit counts, in a module of their own.
  const { benchVisits } = await import('./bench-visits.ts');
  await benchVisits();
}
