/**
 * `npm run bench`: drives the care-request handler in-process at concurrency 20, its mail
 * module talking over loopback to the local Postmark stand-in, and prints requests per
 * second, p50/p99 latency and errors. With `-- --preview http://localhost:8888` it sends a
 * smaller run through a running `npm run preview` instead, which measures Netlify's local
 * emulation (it re-bundles the function on every call) more than the handler.
 */
import type { AddressInfo } from 'node:net';
import { readMailConfig } from '../netlify/server/config.ts';
import { careRequest } from '../netlify/server/forms.ts';
import { postmarkSender } from '../netlify/server/mail.ts';
import { handleSubmission } from '../netlify/server/submission.ts';
import { STUB_TOKEN, startPostmarkStub } from './postmark-stub.ts';

const CONCURRENCY = 20;
const previewIndex = process.argv.indexOf('--preview');
const previewUrl = previewIndex > 0 ? process.argv[previewIndex + 1] : undefined;
const total = Number(process.env.BENCH_REQUESTS ?? (previewUrl ? 200 : 5000));

const body = JSON.stringify({
  name: 'Benchmark Family',
  phone: '(770) 555-0100',
  email: 'bench@example.com',
  serviceType: 'companion',
  message: 'A steady stream of care requests.',
});
const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function run(send: () => Promise<number>) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const status = await send().catch(() => 0);
        latencies.push(performance.now() - t0);
        if (status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { seconds, rps: total / seconds, p50: pct(50), p99: pct(99), errors };
}

let result;
let label;
if (previewUrl) {
  label = `through the preview at ${previewUrl}`;
  result = await run(
    async () =>
      (await fetch(new URL('/api/contact', previewUrl), { method: 'POST', headers, body })).status,
  );
} else {
  const stub = await startPostmarkStub(0);
  const { port } = stub.address() as AddressInfo;
  const config = readMailConfig(
    {
      POSTMARK_SERVER_TOKEN: STUB_TOKEN,
      POSTMARK_API_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Bench <bench@hearthside.test>',
      MAIL_TO_CARE: 'care@hearthside.test',
    },
    'dev',
  );
  const send = postmarkSender({ ...config, token: STUB_TOKEN });
  const silence = console.info;
  console.info = () => undefined; // one log line per request would measure the terminal
  label = 'in-process handler → Postmark stand-in over loopback';
  result = await run(async () => {
    const request = new Request('http://bench.local/api/contact', {
      method: 'POST',
      headers,
      body,
    });
    return (await handleSubmission(request, careRequest, { config, send })).status;
  });
  console.info = silence;
  stub.close();
}

console.log(`Care request, ${total} requests at concurrency ${CONCURRENCY}, ${label}:`);
console.log(
  `  ${result.rps.toFixed(0)} requests/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   errors ${result.errors}   (${result.seconds.toFixed(1)} s)`,
);
