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
    withAlerts({ store: kept.store, webhookUrl: undefined }, () =>
      handlePostmarkWebhook(request, { store: kept.store, token: TOKEN }),
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
      store: world().store,
      token: undefined,
    });
    expect(noToken.status).toBe(401);
    expect(JSON.stringify(records())).toBe(before);
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
    const { hook, bounce, deps, store, records } = await sentLead();
    expect((await hook(event(bounce))).status).toBe(200);
    expect(records()[0]).toMatchObject({ status: 'pending', toFallback: true });
    expect(alerts().filter((line) => line.includes('staff-email-bounced'))).toHaveLength(1);

    delivered.length = 0;
    await redeliveryPass({ ...deps, store });
    expect(delivered).toHaveLength(1);
    // No MAIL_TO_FALLBACK here: the other form's inbox.
    expect(delivered[0]!.To).toBe(testConfig.to.MAIL_TO_CAREERS);
    expect(delivered[0]!.TextBody).toContain(`first emailed to ${testConfig.to.MAIL_TO_CARE}`);
    expect(records()[0]).toMatchObject({ status: 'sent' });

    const status = await deliveryStatus(new Request('https://site.test/api/status'), store);
    expect(await status.json()).toMatchObject({ bounced: 1, alerts: { 'staff-email-bounced': 1 } });
  });

  it('sends to MAIL_TO_FALLBACK when it is set', async () => {
    watchAlerts();
    const { hook, bounce, deps, store } = await sentLead();
    await hook(event(bounce));
    delivered.length = 0;
    await redeliveryPass({
      ...deps,
      store,
      config: { ...testConfig, fallback: 'owner@hearthside.test' },
    });
    expect(delivered.map((message) => message.To)).toEqual(['owner@hearthside.test']);
  });

  it('handles a replayed bounce once', async () => {
    const alerts = watchAlerts();
    const { hook, bounce, deps, store } = await sentLead();
    await hook(event(bounce));
    expect((await hook(event(bounce))).status).toBe(200);
    delivered.length = 0;
    await redeliveryPass({ ...deps, store });
    await redeliveryPass({ ...deps, store });
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
