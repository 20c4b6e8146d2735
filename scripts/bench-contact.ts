/**
 * `npm run bench`: drives the care-request handler in-process at concurrency 20, its mail
 * module talking over loopback to the local Postmark stand-in, and prints p50/p99 latency:
 *   1. with the submissions store in the path (Netlify's own local Blobs server, on disk),
 *   2. without a store (the old path: straight to Postmark),
 *   3. an outage: submissions posted while Postmark fails, then one redelivery pass, with
 *      the emails it sent, duplicates and the pass's time;
 *   4. caregiver applications with a 3 MB résumé (multipart, store in the path), with the
 *      process's peak memory.
 * With `-- --preview http://localhost:8888` it sends a smaller run through a running
 * `npm run preview` instead, which measures Netlify's local emulation (it re-bundles the
 * function on every call) more than the handler.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { readMailConfig } from '../netlify/server/config.ts';
import { careRequest, caregiverApplication } from '../netlify/server/forms.ts';
import { postmarkMailer } from '../netlify/server/mail.ts';
import { redeliveryPass } from '../netlify/server/redelivery.ts';
import { netlifyKeyValue } from '../netlify/server/keyValue.ts';
import { submissionStore, type SubmissionStore } from '../netlify/server/store.ts';
import { handleSubmission } from '../netlify/server/submission.ts';
import { caregiver } from '../netlify/server/test/samples.ts';
import { STUB_TOKEN, startPostmarkStub } from './postmark-stub.ts';

const CONCURRENCY = 20;
const previewIndex = process.argv.indexOf('--preview');
const previewUrl = previewIndex > 0 ? process.argv[previewIndex + 1] : undefined;
const total = Number(process.env.BENCH_REQUESTS ?? (previewUrl ? 200 : 2000));
const outageSize = Number(process.env.BENCH_OUTAGE ?? 100);

const family = {
  name: 'Benchmark Family',
  phone: '(770) 555-0100',
  email: 'bench@example.com',
  serviceType: 'companion',
  message: 'A steady stream of care requests.',
};
const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
const body = (index: number) => JSON.stringify({ ...family, name: `Benchmark Family ${index}` });

async function run(count: number, send: (index: number) => Promise<number>, expect = 200) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
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

if (previewUrl) {
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
  const directory = await mkdtemp(join(tmpdir(), 'bench-blobs-'));
  const blobs = new BlobsServer({ directory, token: 'bench', logger: () => undefined });
  const { port: blobsPort } = await blobs.start();
  const blobsUrl = `http://localhost:${blobsPort}`;
  const openStore = (name: string): SubmissionStore =>
    submissionStore(
      netlifyKeyValue(
        getStore({
          name,
          siteID: 'bench',
          token: 'bench',
          edgeURL: blobsUrl,
          uncachedEdgeURL: blobsUrl,
          consistency: 'strong',
        }),
      ),
    );

  const config = readMailConfig(
    {
      POSTMARK_SERVER_TOKEN: STUB_TOKEN,
      POSTMARK_API_URL: `http://127.0.0.1:${postmarkPort}`,
      MAIL_FROM: 'Bench <bench@hearthside.test>',
      MAIL_TO_CARE: 'care@hearthside.test',
    },
    'dev',
  );
  const mailer = postmarkMailer({ ...config, token: STUB_TOKEN });
  const silence = { info: console.info, warn: console.warn, error: console.error };
  // One log line per request would measure the terminal.
  console.info = console.warn = console.error = () => undefined;

  const submit = (store: SubmissionStore | undefined) => async (index: number) => {
    const request = new Request('http://bench.local/api/contact', {
      method: 'POST',
      headers,
      body: body(index),
    });
    return (await handleSubmission(request, careRequest, { config, mailer, store })).status;
  };

  const withStore = await run(total, submit(openStore('bench-with')));
  const withoutStore = await run(total, submit(undefined));

  const outageStore = openStore('bench-outage');
  await stub(postmarkPort, '/__fail', { status: 503, code: 0 });
  const during = await run(outageSize, submit(outageStore), 202);
  await stub(postmarkPort, '/__reset', {});
  const passStarted = performance.now();
  const report = await redeliveryPass({
    store: outageStore,
    config,
    mailer,
    now: () => new Date(Date.now() + 6 * 60_000),
  });
  const passSeconds = (performance.now() - passStarted) / 1000;
  const messages = (await (await fetch(`http://127.0.0.1:${postmarkPort}/__messages`)).json()) as {
    Subject: string;
  }[];
  const unique = new Set(messages.map((message) => message.Subject)).size;

  // 3 MB of PDF: the largest résumé most applicants send, well under the 4 MB limit.
  const resume = new Uint8Array(3 * 1024 * 1024).fill(0x20);
  resume.set(new TextEncoder().encode('%PDF-1.7\n'));
  const applicationsStore = openStore('bench-resume');
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const resumeCount = Number(process.env.BENCH_RESUMES ?? 100);
  const withResume = await run(resumeCount, async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(caregiver)) form.append(name, value);
    form.append('resume', new File([resume], 'cv.pdf', { type: 'application/pdf' }));
    const request = new Request('http://bench.local/api/apply', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
    return (
      await handleSubmission(request, caregiverApplication, {
        config: { ...config, to: { ...config.to, careers: 'careers@hearthside.test' } },
        mailer,
        store: applicationsStore,
      })
    ).status;
  });
  clearInterval(sampler);

  Object.assign(console, silence);
  console.log(
    `Care request, ${total} requests at concurrency ${CONCURRENCY}, in-process handler → Postmark stand-in over loopback:`,
  );
  line('store in the path (local Blobs)', withStore);
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

  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
  postmark.close();
}
