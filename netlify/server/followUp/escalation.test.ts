import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForms } from '../shared/forms';
import { leadReport, reportText } from '../reports/leads';
import { redeliveryPass } from '../delivery/redelivery';
import type { SubmissionStore } from '../store/store';
import { handleSubmission, type SubmissionDeps } from '../intake/submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  testConfig,
} from '../test/postmark';
import { handleFollowUp } from './handler';

mockPostmark();

const eastern = (time: string) => () => new Date(`${time}-05:00`);
const reminders = () => delivered.filter((message) => message.Tag === 'not-called-back');

/** A care request sent at `time` (Eastern), through the real handler, and its world. */
async function leadAt(time: string, answers: Record<string, string> = {}) {
  const memory = world();
  postmarkAnswers(ok, ok);
  await handleSubmission(jsonPost('/api/contact', { ...family, ...answers }), 'contact', {
    ...memory.deps,
    now: eastern(time),
  });
  const pass = (at: string, config = testConfig) =>
    redeliveryPass({ ...memory.deps, config, store: memory.deps.store!, now: eastern(at) });
  return { ...memory, pass };
}

/** Staff record a call through the link in the (first) care request's staff email. */
function recordCall(store: SubmissionStore, outcome: string, now: () => Date) {
  const staffEmail = delivered.find((message) => message.Tag === 'care-request');
  const token = /follow-up\/(\S+)/.exec(String(staffEmail?.TextBody))?.[1] ?? '';
  return handleFollowUp(
    new Request('https://hearthside.test/follow-up/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome, nonce: randomUUID() }).toString(),
    }),
    token,
    {
      store,
      key: 'key' in testConfig.followUp ? testConfig.followUp.key : undefined,
      forms: serverForms,
      now,
    },
  );
}

/** `count` more care requests into a lead's world, each from its own address and first name. */
async function moreLeads(deps: SubmissionDeps, count: number, time: string) {
  postmarkAnswers(...Array<typeof ok>(count).fill(ok));
  for (let index = 0; index < count; index++) {
    await handleSubmission(
      jsonPost('/api/contact', {
        ...family,
        name: `Lead${index} Núñez`,
        email: `p${index}@example.com`,
      }),
      'contact',
      { ...deps, now: eastern(time) },
    );
  }
}

describe('a lead not called back by the promised time', () => {
  it('is a reminder to the care inbox once the time has passed, and never twice', async () => {
    // Monday 9:00 AM: promised by 10:00.
    const { pass } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok, ok);
    await pass('2026-11-23T09:59:00');
    expect(reminders()).toHaveLength(0);
    await pass('2026-11-23T10:05:00');
    await pass('2026-11-23T10:10:00');
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders();
    expect(reminder).toMatchObject({
      To: testConfig.to.MAIL_TO_CARE,
      Subject:
        'Not called back yet: care request from José, promised by 10:00 AM Mon, now 10:05 AM',
    });
    expect(reminder!.TextBody).toContain(`Call: ${family.phone}`);
    expect(reminder!.HtmlBody).toContain('href="tel:+17705550199"');
    expect(reminder!.TextBody).toMatch(/Record the call: https:\/\/hearthside\.test\/follow-up\//);
    expect(reminder!.TextBody).not.toContain(family.email);
  });

  it('goes to MAIL_TO_ESCALATION when it is set', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok);
    await pass('2026-11-23T10:05:00', { ...testConfig, escalation: 'owner@hearthside.test' });
    expect(reminders().map((message) => message.To)).toEqual(['owner@hearthside.test']);
  });

  it('is not sent for a lead whose call was recorded, even after the time', async () => {
    const { pass, deps } = await leadAt('2026-11-23T09:00:00');
    const recorded = await recordCall(deps.store!, 'voicemail', eastern('2026-11-23T10:20:00'));
    expect(recorded.status).toBe(200);
    postmarkAnswers(ok);
    await pass('2026-11-23T10:30:00');
    expect(reminders()).toHaveLength(0);
  });

  it('is at most one when the call is recorded while the pass escalates, and the report shows the call', async () => {
    const { pass, deps } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok);
    const [, recorded] = await Promise.all([
      pass('2026-11-23T10:05:00'),
      recordCall(deps.store!, 'reached', eastern('2026-11-23T10:05:00')),
    ]);
    expect(recorded.status).toBe(200);
    await pass('2026-11-23T10:10:00');
    expect(reminders().length).toBeLessThanOrEqual(1);
    const report = reportText(await leadReport(deps.store!, eastern('2026-11-23T11:00:00')()));
    expect(report).toMatch(/^ {2}Care request: late\s+1\s+1$/m);
  });

  it('is not sent for a held submission', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00', { website: 'http://bot.test' });
    postmarkAnswers(ok);
    await pass('2026-11-23T10:05:00');
    expect(reminders()).toHaveLength(0);
  });

  it('comes in one email with the others due for the same inbox', async () => {
    const first = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok, ok, ok);
    for (const [index, time] of ['09:05', '09:10'].entries()) {
      await handleSubmission(
        jsonPost('/api/contact', { ...family, email: `p${index}@example.com` }),
        'contact',
        { ...first.deps, now: eastern(`2026-11-23T${time}:00`) },
      );
    }
    postmarkAnswers(ok);
    await first.pass('2026-11-23T10:30:00');
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.Subject).toBe('Not called back yet: 3 leads past their promised time');
    expect(String(reminders()[0]!.TextBody).match(/^Not called back yet: /gm)).toHaveLength(3);
  });

  it('is one email when two passes run at once', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok);
    await Promise.all([pass('2026-11-23T10:05:00'), pass('2026-11-23T10:05:00')]);
    expect(reminders()).toHaveLength(1);
  });

  it('waits for the next pass when this one has no time left, and is still sent once', async () => {
    const memory = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok);
    await redeliveryPass({
      ...memory.deps,
      store: memory.deps.store!,
      now: eastern('2026-11-23T10:05:00'),
      budgetMs: 0,
    });
    expect(reminders()).toHaveLength(0);
    await memory.pass('2026-11-23T10:10:00');
    await memory.pass('2026-11-23T10:15:00');
    expect(reminders()).toHaveLength(1);
  });

  it('is sent by the next pass when Postmark failed it', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00');
    const alerts = watchAlerts();
    postmarkAnswers(postmarkError(500, 0));
    await pass('2026-11-23T10:05:00');
    expect(reminders()).toHaveLength(0);
    expect(alerts().join('\n')).toContain('not-called-back-failed');
    postmarkAnswers(ok);
    await pass('2026-11-23T10:10:00');
    expect(reminders()).toHaveLength(1);
  });

  it('waits for Saturday 10:00 AM after a Friday evening request', async () => {
    // Friday 5:30 PM: less than an hour left, Saturday opens at 9.
    const { pass } = await leadAt('2026-11-27T17:30:00');
    postmarkAnswers(ok, ok);
    await pass('2026-11-28T09:55:00');
    expect(reminders()).toHaveLength(0);
    await pass('2026-11-28T10:01:00');
    expect(reminders()[0]!.Subject).toContain('promised by 10:00 AM Sat, now 10:01 AM');
  });

  it('keeps the right hour across the fall daylight-saving change', async () => {
    // Saturday October 31, 2026, 3:30 PM EDT, half an hour before closing: promised by Monday
    // 9:00 AM, which is EST after Sunday's change: 14:00 UTC, not 13:00.
    const memory = world();
    postmarkAnswers(ok, ok);
    const at = (iso: string) => () => new Date(iso);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', {
      ...memory.deps,
      now: at('2026-10-31T19:30:00Z'),
    });
    const pass = (iso: string) =>
      redeliveryPass({ ...memory.deps, store: memory.deps.store!, now: at(iso) });
    postmarkAnswers(ok, ok);
    await pass('2026-11-02T13:30:00Z');
    expect(reminders()).toHaveLength(0);
    await pass('2026-11-02T14:01:00Z');
    expect(reminders()[0]!.Subject).toContain('promised by 9:00 AM Mon, now 9:01 AM');
  });

  it('reminds of the others when one lead fails to read, and of that one at the next pass', async () => {
    const { pass, deps, records, state } = await leadAt('2026-11-23T09:00:00');
    await moreLeads(deps, 2, '2026-11-23T09:05:00');
    const failing = records().find((record) => record.fields.name === 'Lead0 Núñez')!;
    state.failingReads.add(`submission/${failing.id}`);
    postmarkAnswers(ok, ok);
    await pass('2026-11-23T10:30:00');
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.TextBody).not.toContain('from Lead0,');
    expect(String(reminders()[0]!.TextBody).match(/^Not called back yet: /gm)).toHaveLength(2);

    state.failingReads.clear();
    await pass('2026-11-23T10:35:00');
    await pass('2026-11-23T10:40:00');
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.Subject).toContain('care request from Lead0,');
  });

  it('reminds of 120 late leads at most 50 a pass, each exactly once', async () => {
    const { pass, deps } = await leadAt('2026-11-23T09:00:00');
    await moreLeads(deps, 119, '2026-11-23T09:01:00');
    postmarkAnswers(ok, ok, ok, ok);
    for (const minute of ['10:30', '10:35', '10:40', '10:45']) {
      await pass(`2026-11-23T${minute}:00`);
    }
    const perEmail = reminders().map(
      (message) => String(message.TextBody).match(/^Not called back yet: /gm)?.length ?? 0,
    );
    expect(perEmail).toEqual([50, 50, 20]);
    const named = reminders().flatMap((message) =>
      [...String(message.TextBody).matchAll(/care request from (\S+),/g)].map((found) => found[1]),
    );
    expect(new Set(named).size).toBe(120);
  }, 60_000);
});
