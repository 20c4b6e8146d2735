import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { business } from '#src/content/business';
import { withAlerts } from './alerts';
import { logAlert } from './shared/log';
import { redeliveryPass } from './delivery/redelivery';
import { deliveryStatus } from './reports/status';
import { watchAlerts, world } from './test/fixtures';
import { alsoAnswer, mockPostmark } from './test/postmark';

mockPostmark();

const WEBHOOK = 'https://hooks.chat.test/services/T000/B000/secret';

/** The texts the incoming webhook received, or a failing webhook when `status` is given. */
function webhook(status = 200) {
  const texts: string[] = [];
  alsoAnswer(
    http.post(WEBHOOK, async ({ request }) => {
      texts.push(((await request.json()) as { text: string }).text);
      return new HttpResponse(null, { status });
    }),
  );
  return texts;
}

describe('an alert', () => {
  it('reaches the webhook once an hour per kind, in words staff can act on', async () => {
    watchAlerts();
    const { stores } = world();
    const texts = webhook();
    const at = new Date('2026-11-26T15:10:00Z');
    const raise = () =>
      withAlerts({ stores, webhookUrl: WEBHOOK, now: () => at }, async () => {
        logAlert('postmark-refused', { form: 'contact' });
        logAlert('postmark-refused', { form: 'apply' });
        logAlert('pending-over-an-hour', { stalled: 2 });
        return 'done';
      });
    expect(await raise()).toBe('done');
    expect(await raise()).toBe('done');
    expect(texts).toHaveLength(2);
    expect(texts.find((text) => text.includes('pending-over-an-hour'))).toContain(
      'waited over an hour without reaching staff',
    );
    expect(texts.every((text) => text.startsWith(`${business.name} website:`))).toBe(true);
  });

  it('is counted by kind for the status endpoint, webhook or not', async () => {
    watchAlerts();
    const { stores, deps } = world();
    await withAlerts({ stores, webhookUrl: undefined }, async () => {
      logAlert('postmark-refused');
      logAlert('postmark-refused');
      logAlert('store-update-failed');
    });
    await redeliveryPass({ ...deps, stores });
    const status = await deliveryStatus(new Request('https://site.test/api/status'), stores);
    expect(((await status.json()) as { alerts: unknown }).alerts).toEqual({
      'postmark-refused': 2,
      'store-update-failed': 1,
    });
  });

  it('never fails the work it was raised in when the webhook is down', async () => {
    watchAlerts();
    const { stores } = world();
    const texts = webhook(500);
    const result = await withAlerts({ stores, webhookUrl: WEBHOOK }, async () => {
      logAlert('digest-failed');
      return 42;
    });
    expect(result).toBe(42);
    expect(texts).toHaveLength(1);
  });

  it('is handed to Netlify to finish after the answer, when Netlify offers that', async () => {
    watchAlerts();
    const { stores } = world();
    const texts = webhook();
    const later: Promise<unknown>[] = [];
    await withAlerts(
      { stores, webhookUrl: WEBHOOK, waitUntil: (promise) => later.push(promise) },
      async () => logAlert('digest-failed'),
    );
    expect(later).toHaveLength(1);
    await Promise.all(later);
    expect(texts).toHaveLength(1);
  });
});
