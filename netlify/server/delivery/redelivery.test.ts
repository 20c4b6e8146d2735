import { business } from '#src/content/business';
import { describe, expect, it } from 'vitest';
import { sendHeldDigest } from '../reports/digest';
import { redeliveryPass } from './redelivery';
import { deliveryStatus } from '../reports/status';
import type { StoredSubmission } from '../store/record';
import { handleSubmission } from '../intake/submission';
import { family, jsonPost, testMailer, watchAlerts, world } from '../test/fixtures';
import {
  delivered,
  hangs,
  mockPostmark,
  networkError,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
  refusesReplyTo,
  testConfig,
} from '../test/postmark';

mockPostmark();

const MINUTE = 60_000;
const later = (minutes: number) => () => new Date(Date.now() + minutes * MINUTE);

const faults = [
  { name: 'Postmark 500', reply: postmarkError(500, 0), alert: false },
  { name: 'Postmark 503', reply: postmarkError(503, 0), alert: false },
  { name: 'Postmark 429 rate limit', reply: postmarkError(429, 0), alert: false },
  // No answer: Postmark may have sent it, so it is searched for twice before it goes again.
  { name: 'network error', reply: networkError, alert: false, unknown: true },
  { name: 'Postmark hangs past the timeout', reply: hangs, alert: false, unknown: true },
  { name: 'Postmark 401 bad token', reply: postmarkError(401, 10), alert: true },
  { name: 'Postmark 406 inactive recipient', reply: postmarkError(422, 406), alert: true },
];

describe('the fault matrix: every case ends in one email per submission, none lost', () => {
  for (const { name, reply, alert, unknown = false } of faults) {
    it(`${name}: kept with 202, then delivered once by the next pass, marked late`, async () => {
      const alerts = watchAlerts();
      const { deps, records } = world();
      postmarkAnswers(reply);
      const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ ok: true, queued: true });
      const [kept] = records();
      expect(kept).toMatchObject({ status: 'pending', attempts: 1 });
      expect(kept!.lastError).toMatch(/^(unavailable|unknown|configuration): postmark status/);
      for (const secret of [family.name, family.email, family.phone]) {
        expect(JSON.stringify(kept!.lastError)).not.toContain(secret);
      }
      expect(alerts().some((line) => line.includes('postmark-refused'))).toBe(alert);
      expect(delivered).toHaveLength(0);

      postmarkAnswers(ok);
      if (unknown) {
        const searched = await redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
        expect(searched).toMatchObject({ sent: 0, pending: 1 });
      }
      const report = await redeliveryPass({
        ...deps,
        stores: deps.stores!,
        now: later(unknown ? 16 : 6),
      });
      expect(report).toMatchObject({ sent: 1, pending: 0 });
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.TextBody).toMatch(
        /^Call back by \d{1,2}:\d{2} [AP]M \w{3}\n\nPrefers a phone call: .+\n\nCalled back\? Record the call: https:\/\/hearthside\.test\/follow-up\/\S+\n\nNew care request\n\nSent by the visitor on \w+day, /,
      );
      expect(records()[0]).toMatchObject({ status: 'sent', attempts: 2 });

      await redeliveryPass({ ...deps, stores: deps.stores!, now: later(30) });
      expect(delivered).toHaveLength(1);
    });
  }

  it('Reply-To refused: sent at once without it, the visitor’s address named in the body', async () => {
    const alerts = watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(refusesReplyTo);
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.ReplyTo).toBeUndefined();
    expect(delivered[0]!.TextBody).toContain('write to jose@example.com yourself');
    expect(records()[0]).toMatchObject({ status: 'sent', replyToRefused: true });
    expect(alerts()).toEqual([]);
  });

  it('store unavailable, Postmark up: sent directly, 200', async () => {
    const alerts = watchAlerts();
    const { deps, state } = world();
    state.down = true;
    postmarkAnswers(ok);
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(alerts().join()).toContain('store-unavailable');
  });

  it('store and Postmark both down: the truthful failure with the phone number', async () => {
    watchAlerts();
    const { deps, state } = world();
    state.down = true;
    postmarkAnswers(postmarkError(503, 0));
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toContain(business.phone.display);
  });
});

async function pendingSubmissions(count: number) {
  const setting = world();
  postmarkAnswers(postmarkError(503, 0));
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) {
        const index = next++;
        const response = await handleSubmission(
          jsonPost('/api/contact', { ...family, name: `Family ${index}` }),
          'contact',
          setting.deps,
        );
        expect(response.status).toBe(202);
      }
    }),
  );
  return setting;
}

describe('redelivery passes', () => {
  it('after an outage under load: 100 posted 20 at a time, one pass, 100 emails, no duplicates', async () => {
    watchAlerts();
    const { deps, records } = await pendingSubmissions(100);
    expect(records().filter((record) => record.status === 'pending')).toHaveLength(100);

    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
    expect(report).toMatchObject({ sent: 100, pending: 0 });
    const names = delivered.map((message) => message.Subject);
    expect(new Set(names).size).toBe(100);
    expect(delivered).toHaveLength(100);
  });

  it('two passes started together never send one submission twice', async () => {
    watchAlerts();
    const { deps } = await pendingSubmissions(40);
    postmarkAnswers(ok);
    const pass = () => redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
    const [first, second] = await Promise.all([pass(), pass()]);
    expect(first!.sent + second!.sent).toBe(40);
    // The staff emails alone: a visitor's acknowledgement, sent after the answer, may land now.
    const staffEmails = delivered.filter((message) => message.Tag === 'care-request');
    expect(staffEmails).toHaveLength(40);
    expect(new Set(staffEmails.map((message) => message.Subject)).size).toBe(40);
  });

  it('backs off: a submission is not tried again before its time', async () => {
    watchAlerts();
    const { deps } = await pendingSubmissions(1);
    const tries = received.length;
    postmarkAnswers(ok);
    const early = await redeliveryPass({ ...deps, stores: deps.stores!, now: later(2) });
    expect(early).toMatchObject({ sent: 0, pending: 1 });
    expect(received).toHaveLength(tries);
  });

  it('raises the alarm, once a pass, for submissions pending over an hour', async () => {
    const alerts = watchAlerts();
    const { deps } = await pendingSubmissions(3);
    const report = await redeliveryPass({ ...deps, stores: deps.stores!, now: later(61) });
    expect(report).toMatchObject({ sent: 0, pending: 3 });
    const stalled = alerts().filter((line) => line.includes('pending-over-an-hour'));
    expect(stalled).toHaveLength(1);
    expect(stalled[0]).toContain('"stalled":3');
  });

  it('deletes sent copies after 7 days and held ones after 30; keeps what is pending', async () => {
    const { deps, stores, records } = world();
    const at = (days: number) => new Date(Date.now() - days * 24 * 60 * MINUTE).toISOString();
    const base = { form: 'contact', fields: {}, language: 'en', attempts: 1 } as const;
    const kept: StoredSubmission[] = [
      {
        ...base,
        id: 'sent-old',
        status: 'sent',
        receivedAt: at(8),
        sentAt: at(8),
        nextAttemptAt: at(8),
      },
      {
        ...base,
        id: 'sent-new',
        status: 'sent',
        receivedAt: at(6),
        sentAt: at(6),
        nextAttemptAt: at(6),
      },
      { ...base, id: 'held-old', status: 'held', receivedAt: at(31), nextAttemptAt: at(31) },
      { ...base, id: 'held-new', status: 'held', receivedAt: at(29), nextAttemptAt: at(29) },
    ];
    for (const record of kept) await stores.submissions.create(record);
    const report = await redeliveryPass({ ...deps, stores });
    expect(report.deleted).toBe(2);
    expect(
      records()
        .map((record) => record.id)
        .sort(),
    ).toEqual(['held-new', 'sent-new']);
  });
});

describe('held submissions', () => {
  it('reach staff in one daily digest, each listed once, and only when there are any', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    for (const website of ['autofill.example', 'spam.example']) {
      await handleSubmission(jsonPost('/api/contact', { ...family, website }), 'contact', deps);
    }
    expect(delivered).toHaveLength(0);
    const digestDeps = { stores: deps.stores!, config: testConfig, mailer: testMailer };
    expect(await sendHeldDigest(digestDeps)).toMatchObject({ listed: 2 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ To: 'care@hearthside.test', Tag: 'held-digest' });
    expect(delivered[0]!.TextBody).toContain('Name: José Núñez · Email: jose@example.com');
    expect(delivered[0]!.TextBody).toContain('autofill.example');
    expect(records().every((record) => record.digestedAt)).toBe(true);

    expect(await sendHeldDigest(digestDeps)).toMatchObject({ listed: 0 });
    expect(delivered).toHaveLength(1);
  });
});

describe('GET /api/status', () => {
  it('answers counts only: pending, oldest pending age in minutes, held', async () => {
    watchAlerts();
    const { deps } = await pendingSubmissions(2);
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', { ...family, website: 'x' }), 'contact', deps);
    const status = (minutes: number) =>
      deliveryStatus(
        new Request('https://site.test/api/status'),
        deps.stores,
        new Date(Date.now() + minutes * MINUTE),
      );
    expect(await (await status(0)).json()).toMatchObject({ pending: 0, countedMinutesAgo: null });
    // The pass saves what it counted (nothing is due yet: both wait out their backoff).
    postmarkAnswers(postmarkError(503, 0));
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(1) });
    const response = await status(90);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pending: 2,
      oldestPendingMinutes: 90,
      held: 1,
      unreadable: 0,
      turnedAway: 0,
      bounced: 0,
      alerts: {},
      countedMinutesAgo: 89,
    });
    // Netlify's CDN answers a poller for a minute: no function call, no store read.
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=60');
  });

  it('answers 503 when the store cannot be read, so a monitor notices', async () => {
    watchAlerts();
    const { stores, state } = world();
    state.down = true;
    const response = await deliveryStatus(new Request('https://site.test/api/status'), stores);
    expect(response.status).toBe(503);
  });
});

describe('a pass asked to ignore the backoff (npm run redeliver -- --now)', () => {
  it('tries what waits out a backoff, and leaves one still with its visitor’s request', async () => {
    watchAlerts();
    const { deps, stores } = await pendingSubmissions(2);
    const fresh = {
      ...(await stores.submissions.read((await stores.submissions.ids())[0]!))!.record,
      id: 'c0ffee00-0000-4000-8000-000000000000',
      attempts: 0,
    };
    await stores.submissions.create(fresh);
    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores, ignoreBackoff: true });
    expect(report).toMatchObject({ sent: 2, pending: 1 });
  });
});
