import { describe, expect, it } from 'vitest';
import { withAlerts } from '../alerts';
import { handlePostmarkWebhook } from './postmarkWebhook';
import { redeliveryPass } from '../delivery/redelivery';
import { deliveryStatus } from '../reports/status';
import { handleSubmission } from '../intake/submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers, testConfig } from '../test/postmark';

mockPostmark();

const TOKEN = 'webhook-secret';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function event(body: unknown, authorization = basic('postmark', TOKEN)) {
  return new Request('https://site.test/api/postmark-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  });
}

/** A care request emailed to staff, and the webhook's view of its email. */
async function sentLead() {
  const kept = world();
  postmarkAnswers(ok);
  expect(
    (await handleSubmission(jsonPost('/api/contact', family), 'contact', kept.deps)).status,
  ).toBe(200);
  const [record] = kept.records();
  const bounce = {
    RecordType: 'Bounce',
    Type: 'HardBounce',
    MessageID: record!.messageId,
    MessageStream: 'outbound',
    Metadata: { submissionId: record!.id },
    Email: testConfig.to.MAIL_TO_CARE,
  };
  // As the function runs it: its alerts counted for the status endpoint.
  const hook = (request: Request) =>
    withAlerts({ stores: kept.stores, webhookUrl: undefined }, () =>
      handlePostmarkWebhook(request, { stores: kept.stores, token: TOKEN }),
    );
  return { ...kept, record: record!, bounce, hook };
}

describe('Postmark’s webhook', () => {
  it('refuses bad or missing auth with 401 and changes nothing', async () => {
    const { hook, bounce, records } = await sentLead();
    const before = JSON.stringify(records());
    for (const authorization of [
      '',
      basic('postmark', 'wrong'),
      basic('admin', TOKEN),
      'Bearer x',
    ]) {
      expect((await hook(event(bounce, authorization))).status).toBe(401);
    }
    const noToken = await handlePostmarkWebhook(event(bounce), {
      stores: world().stores,
      token: undefined,
    });
    expect(noToken.status).toBe(401);
    expect(JSON.stringify(records())).toBe(before);
  });

  it('says plainly when the fallback inbox bounced too: nobody has the lead', async () => {
    const alerts = watchAlerts();
    const { hook, bounce, deps, stores, records } = await sentLead();
    expect((await hook(event(bounce))).status).toBe(200);
    await redeliveryPass({ ...deps, stores });
    const resent = records()[0]!;
    const again = { ...bounce, MessageID: resent.messageId };
    expect(await (await hook(event(again))).text()).toBe('Fallback bounced');
    const lines = alerts();
    expect(lines.filter((line) => line.includes('fallback-email-bounced'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('staff-email-bounced'))).toHaveLength(1);
  });

  it('answers 200 to an event for no submission of ours, and changes nothing', async () => {
    const { hook, bounce, records } = await sentLead();
    const before = JSON.stringify(records());
    for (const body of [
      { ...bounce, Metadata: { submissionId: '00000000-0000-4000-8000-000000000000' } },
      { ...bounce, Metadata: {} },
      { ...bounce, MessageID: 'an-older-email' },
      { ...bounce, RecordType: 'Open' },
    ]) {
      expect((await hook(event(body))).status).toBe(200);
    }
    expect(JSON.stringify(records())).toBe(before);
  });

  it('re-opens a lead whose staff email bounced: counted, alerted, and sent to the fallback inbox', async () => {
    const alerts = watchAlerts();
    const { hook, bounce, deps, stores, records } = await sentLead();
    expect((await hook(event(bounce))).status).toBe(200);
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
    expect(alerts().filter((line) => line.includes('staff-email-bounced'))).toHaveLength(1);

    delivered.length = 0;
    await redeliveryPass({ ...deps, stores });
    expect(delivered).toHaveLength(1);
    // No MAIL_TO_FALLBACK here: the other form's inbox.
    expect(delivered[0]!.To).toBe(testConfig.to.MAIL_TO_CAREERS);
    expect(delivered[0]!.TextBody).toContain(`first emailed to ${testConfig.to.MAIL_TO_CARE}`);
    expect(records()[0]).toMatchObject({ status: 'sent' });

    const status = await deliveryStatus(new Request('https://site.test/api/status'), stores);
    expect(await status.json()).toMatchObject({ bounced: 1, alerts: { 'staff-email-bounced': 1 } });
  });

  it('sends to MAIL_TO_FALLBACK when it is set', async () => {
    watchAlerts();
    const { hook, bounce, deps, stores } = await sentLead();
    await hook(event(bounce));
    delivered.length = 0;
    await redeliveryPass({
      ...deps,
      stores,
      config: { ...testConfig, fallback: 'owner@hearthside.test' },
    });
    expect(delivered.map((message) => message.To)).toEqual(['owner@hearthside.test']);
  });

  it('handles a replayed bounce once', async () => {
    const alerts = watchAlerts();
    const { hook, bounce, deps, stores } = await sentLead();
    await hook(event(bounce));
    expect((await hook(event(bounce))).status).toBe(200);
    delivered.length = 0;
    await redeliveryPass({ ...deps, stores });
    await redeliveryPass({ ...deps, stores });
    expect(delivered).toHaveLength(1);
    expect(alerts().filter((line) => line.includes('staff-email-bounced'))).toHaveLength(1);
  });

  it('writes down a delivery, and a spam complaint re-opens like a bounce', async () => {
    watchAlerts();
    const { hook, bounce, records } = await sentLead();
    await hook(event({ ...bounce, RecordType: 'Delivery' }));
    expect(records()[0]!.deliveredAt).toEqual(expect.any(String));
    await hook(event({ ...bounce, RecordType: 'SpamComplaint' }));
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
  });
});

/** The status Postmark sees: a function that throws is answered 500 by Netlify. */
const statusOf = (answer: Promise<Response>) =>
  answer.then(
    (response) => response.status,
    () => 500,
  );

/** Fails the next write of a key that starts with `prefix`, like a store's hiccup. */
function failOnce(state: { failingWrites: (key: string) => boolean }, prefix: string) {
  let failed = false;
  state.failingWrites = (key) => key.startsWith(prefix) && !failed && (failed = true);
}

describe('Postmark’s webhook when the store fails', () => {
  it('a re-open that fails once is answered 5xx, and Postmark’s retry re-opens the lead for the fallback inbox', async () => {
    const alerts = watchAlerts();
    const { hook, bounce, record, state, records, deps, stores } = await sentLead();
    failOnce(state, `submission/${record.id}`);
    expect(await statusOf(hook(event(bounce)))).toBeGreaterThanOrEqual(500);
    expect(records()[0]).toMatchObject({ status: 'sent' });
    const bounced = () => alerts().filter((line) => line.includes('staff-email-bounced'));
    // Nothing is being sent to the fallback inbox yet: no alert may say it is.
    const alertedBeforeReopen = bounced().length;

    expect(await statusOf(hook(event(bounce)))).toBe(200);
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
    expect(alertedBeforeReopen).toBe(0);
    expect(bounced()).toHaveLength(1);
    delivered.length = 0;
    await redeliveryPass({ ...deps, stores });
    expect(delivered.map((message) => message.To)).toEqual([testConfig.to.MAIL_TO_CAREERS]);
  });

  it('a delivery whose write fails once is answered 5xx, and Postmark’s retry writes it down', async () => {
    watchAlerts();
    const { hook, bounce, record, state, records } = await sentLead();
    const delivery = { ...bounce, RecordType: 'Delivery' };
    failOnce(state, `submission/${record.id}`);
    expect(await statusOf(hook(event(delivery)))).toBeGreaterThanOrEqual(500);
    expect(records()[0]!.deliveredAt).toBeUndefined();
    expect(await statusOf(hook(event(delivery)))).toBe(200);
    expect(records()[0]!.deliveredAt).toEqual(expect.any(String));
  });

  it('a Delivery and a Bounce for one email at once: the lead is re-opened', async () => {
    watchAlerts();
    const { hook, bounce, records } = await sentLead();
    const answers = await Promise.all([
      statusOf(hook(event({ ...bounce, RecordType: 'Delivery' }))),
      statusOf(hook(event(bounce))),
    ]);
    expect(answers).toEqual([200, 200]);
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
  });

  it('a re-open that keeps finding the record moved is answered 5xx, with no alert of a resend', async () => {
    const alerts = watchAlerts();
    const { bounce, stores, records } = await sentLead();
    const moving = {
      ...stores,
      submissions: { ...stores.submissions, reopen: async () => undefined },
    };
    const answer = withAlerts({ stores, webhookUrl: undefined }, () =>
      handlePostmarkWebhook(event(bounce), { stores: moving, token: TOKEN }),
    );
    expect(await statusOf(answer)).toBeGreaterThanOrEqual(500);
    expect(records()[0]).toMatchObject({ status: 'sent' });
    expect(alerts().filter((line) => line.includes('staff-email-bounced'))).toHaveLength(0);
  });

  it('a re-open whose pending marker cannot be written is answered 5xx, and the retry re-opens it where a pass finds it', async () => {
    watchAlerts();
    const { hook, bounce, record, state, records, deps, stores } = await sentLead();
    failOnce(state, `index/pending/${record.id}`);
    expect(await statusOf(hook(event(bounce)))).toBeGreaterThanOrEqual(500);
    expect(await statusOf(hook(event(bounce)))).toBe(200);
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
    expect(await stores.submissions.pendingIds()).toEqual([record.id]);
    delivered.length = 0;
    await redeliveryPass({ ...deps, stores });
    expect(delivered).toHaveLength(1);
  });
});

describe('Postmark’s webhook body', () => {
  /** A body of `bytes` that counts how much of it is read. */
  function streamed(bytes: number, headers: Record<string, string> = {}) {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const read = { bytes: 0 };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read.bytes >= bytes) return controller.close();
          read.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('https://site.test/api/postmark-webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: basic('postmark', TOKEN),
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    return { request, read };
  }

  it('a 5 MB body sent without Content-Length is cut off with 413, not read whole', async () => {
    const { stores, records } = world();
    const { request, read } = streamed(5 * 1024 * 1024);
    const response = await handlePostmarkWebhook(request, { stores, token: TOKEN });
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(128 * 1024);
    expect(records()).toHaveLength(0);
  });

  it('a body declared over 64 KB is refused with 413 unread', async () => {
    const { stores } = world();
    const { request, read } = streamed(5 * 1024 * 1024, {
      'Content-Length': String(5 * 1024 * 1024),
    });
    expect((await handlePostmarkWebhook(request, { stores, token: TOKEN })).status).toBe(413);
    expect(read.bytes).toBe(0);
  });
});
