import type { Context } from '@netlify/functions';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import dailyBuild from '../functions/daily-build.mts';
import heldDigest from '../functions/held-digest.mts';
import leadReport from '../functions/lead-report.mts';
import redeliver from '../functions/redeliver.mts';
import type * as Runtime from './runtime';
import { ALERT_TAG } from './shared/log';
import { schedulersCall } from './shared/scheduled';
import { watchAlerts } from './test/fixtures';
import { alsoAnswer, mockPostmark } from './test/postmark';

mockPostmark();

/*
 * Each scheduled function's work throws, as a bug or a record nothing else caught would make it:
 * an error whose message quotes a visitor's details, as a parser's does. Each module is as it
 * is, but for the one function that throws.
 */
const { throwing } = vi.hoisted(() => ({
  throwing: async (original: () => Promise<unknown>, name: string) => ({
    ...((await original()) as object),
    [name]: async () => {
      throw new SyntaxError(
        `Unexpected token 'J', "José Núñez, jose@example.com" is not valid JSON, call (770) 555-0199`,
      );
    },
  }),
}));
vi.mock('./delivery/redelivery', (original) => throwing(original, 'redeliveryPass'));
vi.mock('./reports/digest', (original) => throwing(original, 'dailyHeldDigest'));
vi.mock('./reports/mondayReport', (original) => throwing(original, 'mondayReport'));
vi.mock('./delivery/dailyBuild', (original) => throwing(original, 'triggerDailyBuild'));
// The functions' store, as on a deploy (in memory): its limits keep the webhook to once an hour.
vi.mock('./runtime', async (original) => {
  const runtime = await original<typeof Runtime>();
  const { memoryStore } = await import('./test/memoryStore');
  const { stores } = memoryStore();
  return {
    ...runtime,
    runtimeDeps: (context?: Context) => ({ ...runtime.runtimeDeps(context), stores }),
  };
});

const WEBHOOK = 'https://hooks.chat.test/services/T000/B000/scheduled';
const saved = process.env.ALERT_WEBHOOK_URL;
beforeAll(() => {
  process.env.ALERT_WEBHOOK_URL = WEBHOOK;
});
afterAll(() => {
  if (saved === undefined) delete process.env.ALERT_WEBHOOK_URL;
  else process.env.ALERT_WEBHOOK_URL = saved;
});

const scheduled = {
  redeliver,
  'held-digest': heldDigest,
  'lead-report': leadReport,
  'daily-build': dailyBuild,
};

const run = (name: keyof typeof scheduled) =>
  scheduled[name](
    new Request(`http://localhost:8888/.netlify/functions/${name}`, schedulersCall()),
  );

describe('a scheduled function whose run throws', () => {
  it('raises an alert naming the function, with the message and no one’s details, and throws on', async () => {
    const alerts = watchAlerts();
    const texts: string[] = [];
    alsoAnswer(
      http.post(WEBHOOK, async ({ request }) => {
        texts.push(((await request.json()) as { text: string }).text);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    for (const name of Object.keys(scheduled) as (keyof typeof scheduled)[]) {
      await expect(run(name)).rejects.toThrow('Unexpected token');
    }
    // Failing again within the hour: in the log again, not in the chat again.
    await expect(run('redeliver')).rejects.toThrow(SyntaxError);

    const failed = alerts()
      .filter((line) => line.includes('"scheduled-failed"'))
      .map((line) => JSON.parse(line.slice(ALERT_TAG.length + 1)) as Record<string, string>);
    expect(failed.map((facts) => facts.function)).toEqual([
      'redeliver',
      'held-digest',
      'lead-report',
      'daily-build',
      'redeliver',
    ]);
    expect(texts).toHaveLength(4);
    for (const [index, name] of [
      'redeliver',
      'held-digest',
      'lead-report',
      'daily-build',
    ].entries()) {
      expect(texts[index]).toContain(
        `(scheduled-failed; function: ${name}, message: SyntaxError: Unexpected token`,
      );
    }
    for (const said of [...texts, ...failed.map((facts) => facts.message)]) {
      for (const secret of ['José', 'Núñez', 'jose@example.com', '555-0199', '770']) {
        expect(said).not.toContain(secret);
      }
    }
  });
});
