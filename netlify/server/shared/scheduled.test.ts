import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dailyBuild from '../../functions/daily-build.mts';
import heldDigest from '../../functions/held-digest.mts';
import leadReport from '../../functions/lead-report.mts';
import redeliver from '../../functions/redeliver.mts';
import { localBlobs } from '../test/localBlobs';
import { storeName } from '../store/stores';
import { schedulersCall } from './scheduled';

const scheduled = {
  'daily-build': dailyBuild,
  redeliver,
  'held-digest': heldDigest,
  'lead-report': leadReport,
};
type Name = keyof typeof scheduled;

const blobs = localBlobs();
/** Each build the daily-build function asks Netlify for, as Netlify's build hook would see it. */
let builds = 0;
let hook: Server | undefined;
let outbox = '';
const saved = { ...process.env };

beforeAll(async () => {
  hook = createServer((request, response) => {
    if (request.method === 'POST') builds++;
    response.end('{}');
  });
  await new Promise<void>((listening) => hook!.listen(0, '127.0.0.1', listening));
  outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  // The four functions open the store and the mail as on a local preview, against test doubles.
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({
      siteID: 'site',
      token: 'local-blobs-token',
      edgeURL: blobs.url(),
      uncachedEdgeURL: blobs.url(),
    }),
  ).toString('base64');
  process.env.DAILY_BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/x`;
  process.env.MAIL_OUTBOX_DIR = outbox;
});

afterAll(async () => {
  process.env = saved;
  await new Promise((closed) => hook?.close(closed));
  await rm(outbox, { recursive: true, force: true });
});

/** Every key the functions' store holds: what a run that did anything would have changed. */
const storeKeys = async () =>
  (
    await getStore({
      name: storeName(undefined),
      siteID: 'site',
      token: 'local-blobs-token',
      edgeURL: blobs.url(),
      uncachedEdgeURL: blobs.url(),
    }).list()
  ).blobs.map((blob) => blob.key);

const call = (name: Name, init?: RequestInit, query = '') =>
  scheduled[name](new Request(`http://localhost:8888/.netlify/functions/${name}${query}`, init));

/** How Netlify's scheduler calls a scheduled function: a POST whose JSON body names the next run. */
const fromScheduler = (): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'User-Agent': 'Netlify Clockwork',
    'X-NF-Event': 'schedule',
  },
  body: JSON.stringify({ next_run: '2026-11-30T09:00:00.000Z' }),
});

describe('the scheduled functions', () => {
  it('do nothing for anyone but the scheduler: a GET, the POST the local emulation makes of a GET, a body without next_run', async () => {
    const keysBefore = await storeKeys();
    const strangers: RequestInit[] = [
      { method: 'GET' },
      { method: 'GET' },
      { method: 'GET' },
      // What the local emulation hands on for a GET: the scheduler's headers, no body.
      { method: 'POST', headers: { 'User-Agent': 'Netlify Clockwork', 'X-NF-Event': 'schedule' } },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
      { method: 'POST', body: JSON.stringify({ next_run: 'soon' }) },
      { method: 'POST', body: 'next_run=2026-11-30T09:00:00.000Z' },
    ];
    const statuses: string[] = [];
    for (const name of Object.keys(scheduled) as Name[]) {
      for (const init of strangers) {
        const answer = await call(name, init, name === 'lead-report' ? '?send' : '');
        statuses.push(`${name} ${init.method}: ${answer.status}`);
      }
    }
    expect(builds).toBe(0);
    expect(await storeKeys()).toEqual(keysBefore);
    expect(statuses.filter((line) => !/: 4\d\d$/.test(line))).toEqual([]);
  });

  it("each do their work when the scheduler calls, as Netlify's does", async () => {
    const buildsBefore = builds;
    const build = await call('daily-build', fromScheduler());
    expect(build.status).toBe(200);
    expect(await build.json()).toEqual({ triggered: true });
    expect(builds - buildsBefore).toBe(1);
    const pass = await call('redeliver', fromScheduler());
    expect(pass.status).toBe(200);
    expect(await pass.json()).toMatchObject({ sent: 0, pending: 0 });
    const digest = await call('held-digest', fromScheduler());
    expect(digest.status).toBe(200);
    const report = await call('lead-report', fromScheduler(), '?print');
    expect(report.status).toBe(200);
    expect(await report.text()).toContain('Website leads');
    // What `npm run redeliver` and the browser tests send stands for the scheduler too.
    expect((await call('redeliver', schedulersCall(), '?now')).status).toBe(200);
  });
});
