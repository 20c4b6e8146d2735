import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { callBackBy } from '../shared/callBack';
import { serverForms } from '../shared/forms';
import { leadReport } from '../reports/leadCounts';
import { reportText } from '../reports/leadReportText';
import { dailyHeldDigest } from '../reports/digest';
import { redeliveryPass } from '../delivery/redelivery';
import type { KeyValue } from '../store/keyValue';
import type { StoredSubmission } from '../store/record';
import { storesOver, type Stores } from '../store/stores';
import type { Mailer } from '../mail/mail';
import { handleSubmission, type SubmissionDeps } from '../intake/submission';
import { family, jsonPost, testMailer, watchAlerts, world } from '../test/fixtures';
import { memoryStore } from '../test/memoryStore';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  testConfig,
} from '../test/postmark';
import { handleFollowUp } from './handler';
import { sweepUnmarkedLeads } from './sweep';

mockPostmark();

/*
 * An office of our own (8 to 6 on weekdays, 9 to 4 on Saturdays, a family within the hour, an
 * applicant within two business days) in place of business.json's and the notice's, so the
 * times below hold whatever staff set at /admin/.
 */
vi.mock('#src/config/callWindows', async (original) =>
  (await import('../test/office')).withOffice(await original()),
);

const eastern = (time: string) => () => new Date(`${time}-05:00`);
const reminders = () => delivered.filter((message) => message.Tag === 'not-called-back');
/** The first names every reminder sent so far named, once per mention. */
const remindedNames = () =>
  reminders().flatMap((message) =>
    [...String(message.TextBody).matchAll(/care request from (\S+),/g)].map((found) => found[1]),
  );
const FIVE_MINUTES = 5 * 60_000;

/** The five-minute pass's times from `from` to `to` (Eastern), both included. */
function everyFiveMinutes(from: string, to: string): (() => Date)[] {
  const times: (() => Date)[] = [];
  for (let at = eastern(from)().getTime(); at <= eastern(to)().getTime(); at += FIVE_MINUTES) {
    times.push(() => new Date(at));
  }
  return times;
}

/**
 * The stores over `kv`, except that the first write of a key `lost` picks is kept but its answer
 * never arrives: the caller hears an error for a write that happened.
 */
function answersLost(kv: KeyValue, lost: (key: string) => boolean): Stores {
  const answered = new Set<string>();
  return storesOver({
    ...kv,
    async set(key, data, options) {
      const etag = await kv.set(key, data, options);
      if (etag !== undefined && lost(key) && !answered.has(key)) {
        answered.add(key);
        throw new Error(`no answer writing ${key}`);
      }
      return etag;
    },
  });
}

/** What the daily function (`held-digest.mts`) runs, at `at`. */
async function dailyRun(deps: SubmissionDeps, at: () => Date) {
  await sweepUnmarkedLeads(deps.stores!, undefined, at());
  return dailyHeldDigest({
    stores: deps.stores!,
    config: deps.config,
    mailer: deps.mailer,
    now: at,
  });
}

/**
 * `count` care requests kept as the intake keeps them once staff have their email, straight
 * into the store (a thousand through the handler would take a minute): with their call-due
 * marker unless `marked` is false.
 */
async function sentLeads(stores: Stores, count: number, at: Date, marked = true) {
  const target = serverForms.contact.response!;
  for (let index = 0; index < count; index++) {
    const record: StoredSubmission = {
      id: randomUUID(),
      form: 'contact',
      fields: { ...family, name: `Lead${index} Núñez` },
      receivedAt: at.toISOString(),
      language: 'en',
      status: 'sent',
      attempts: 1,
      sentAt: at.toISOString(),
      messageId: `msg-${index}`,
      nextAttemptAt: at.toISOString(),
    };
    await stores.submissions.create(record);
    const due = callBackBy(target, at);
    if (marked && due) await stores.followUps.markCallDue(record.id, due);
  }
}

/** A care request sent at `time` (Eastern), through the real handler, and its world. */
async function leadAt(time: string, answers: Record<string, string> = {}) {
  const memory = world();
  postmarkAnswers(ok, ok);
  await handleSubmission(jsonPost('/api/contact', { ...family, ...answers }), 'contact', {
    ...memory.deps,
    now: eastern(time),
  });
  const pass = (at: string, config = testConfig) =>
    redeliveryPass({ ...memory.deps, config, stores: memory.deps.stores!, now: eastern(at) });
  return { ...memory, pass };
}

/** Staff record a call through the link in the (first) care request's staff email. */
function recordCall(stores: Stores, outcome: string, now: () => Date) {
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
      stores,
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

  it('says the family wrote in Spanish, so the late call is made in Spanish', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00', { language: 'es' });
    postmarkAnswers(ok);
    await pass('2026-11-23T10:05:00');
    expect(reminders()[0]?.Subject).toMatch(
      /^Not called back yet: care request from José \(in Spanish\),/,
    );
  });

  it('goes to MAIL_TO_ESCALATION when it is set', async () => {
    const { pass } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok);
    await pass('2026-11-23T10:05:00', { ...testConfig, escalation: 'owner@hearthside.test' });
    expect(reminders().map((message) => message.To)).toEqual(['owner@hearthside.test']);
  });

  it('is not sent for a lead whose call was recorded, even after the time', async () => {
    const { pass, deps } = await leadAt('2026-11-23T09:00:00');
    const recorded = await recordCall(deps.stores!, 'voicemail', eastern('2026-11-23T10:20:00'));
    expect(recorded.status).toBe(200);
    postmarkAnswers(ok);
    await pass('2026-11-23T10:30:00');
    expect(reminders()).toHaveLength(0);
  });

  for (const [outcome, reachBy] of [
    ['texted', 'text'],
    ['emailed', 'email'],
  ] as const) {
    it(`is not sent for a lead that asked for ${reachBy === 'text' ? 'a text' : 'an email'} once it is recorded as ${outcome}; a lead beside it with nothing recorded is reminded of`, async () => {
      const { pass, deps } = await leadAt('2026-11-23T09:00:00', { reachBy });
      await moreLeads(deps, 1, '2026-11-23T09:00:00');
      const recorded = await recordCall(deps.stores!, outcome, eastern('2026-11-23T09:40:00'));
      expect(recorded.status).toBe(200);
      postmarkAnswers(ok);
      await pass('2026-11-23T10:05:00');
      await pass('2026-11-23T10:10:00');
      expect(remindedNames()).toEqual(['Lead0']);
      expect(reminders()[0]!.TextBody).toContain(
        'Once a call, text or email is recorded, no reminder is sent for it.',
      );
    });
  }

  it('is at most one when the call is recorded while the pass escalates, and the report shows the call', async () => {
    const { pass, deps } = await leadAt('2026-11-23T09:00:00');
    postmarkAnswers(ok, ok);
    const [, recorded] = await Promise.all([
      pass('2026-11-23T10:05:00'),
      recordCall(deps.stores!, 'reached', eastern('2026-11-23T10:05:00')),
    ]);
    expect(recorded.status).toBe(200);
    await pass('2026-11-23T10:10:00');
    expect(reminders().length).toBeLessThanOrEqual(1);
    const report = reportText(
      await leadReport(deps.stores!.counts, eastern('2026-11-23T11:00:00')()),
    );
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
      stores: memory.deps.stores!,
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
      redeliveryPass({ ...memory.deps, stores: memory.deps.stores!, now: at(iso) });
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
  });
});

describe('a reminder that a pass claimed but did not send', () => {
  it('is sent by a later pass when the claim was kept but its answer was lost', async () => {
    const { deps, kv } = await leadAt('2026-11-23T09:00:00');
    const alerts = watchAlerts();
    const stores = answersLost(kv, (key) => key.startsWith('escalated/'));
    postmarkAnswers(ok);
    for (const now of everyFiveMinutes('2026-11-23T10:05:00', '2026-11-23T12:05:00')) {
      await redeliveryPass({ ...deps, stores, now });
    }
    expect(reminders()).toHaveLength(1);
    expect(alerts().join('\n')).toContain('not-called-back-stalled');
  });

  it('is sent by a later pass when the pass stopped while sending it', async () => {
    const { deps, pass } = await leadAt('2026-11-23T09:00:00');
    const alerts = watchAlerts();
    let sending: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // Netlify stops the function at its limit: Postmark's answer is never heard.
    const stopped: Mailer = {
      ...testMailer,
      send: () => {
        sending();
        return new Promise(() => undefined);
      },
    };
    void redeliveryPass({
      ...deps,
      stores: deps.stores!,
      mailer: stopped,
      now: eastern('2026-11-23T10:05:00'),
    });
    await reached;
    postmarkAnswers(ok);
    for (const minute of ['10:10', '10:15', '10:20', '10:25', '10:30']) {
      await pass(`2026-11-23T${minute}:00`);
    }
    expect(reminders()).toHaveLength(1);
    expect(alerts().join('\n')).toContain('not-called-back-stalled');
  });

  it('is sent by the next pass when the mailer threw, with an alert', async () => {
    const { deps, pass } = await leadAt('2026-11-23T09:00:00');
    const alerts = watchAlerts();
    const throwing: Mailer = {
      ...testMailer,
      send: () => Promise.reject(new Error('socket closed')),
    };
    await redeliveryPass({
      ...deps,
      stores: deps.stores!,
      mailer: throwing,
      now: eastern('2026-11-23T10:05:00'),
    }).catch(() => undefined);
    expect(alerts().join('\n')).toContain('not-called-back-failed');
    postmarkAnswers(ok);
    await pass('2026-11-23T10:10:00');
    expect(reminders()).toHaveLength(1);
  });

  it('never blocks a later lead: 50 markers that cannot be deleted, then a new late lead', async () => {
    const { deps, pass, entries, state } = await leadAt('2026-11-23T09:00:00');
    await moreLeads(deps, 49, '2026-11-23T09:01:00');
    for (const key of entries.keys()) {
      if (key.startsWith('index/call-due/')) state.failing.add(key);
    }
    postmarkAnswers(ok);
    await pass('2026-11-23T10:30:00');
    expect(remindedNames()).toHaveLength(50);

    await handleSubmission(
      jsonPost('/api/contact', { ...family, name: 'Lena Ortiz', email: 'lena@example.com' }),
      'contact',
      { ...deps, now: eastern('2026-11-23T10:40:00') },
    );
    // Promised by 11:40; passes on until the same time the next day.
    for (const now of everyFiveMinutes('2026-11-23T11:45:00', '2026-11-24T11:40:00')) {
      await redeliveryPass({ ...deps, stores: deps.stores!, now });
    }
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.Subject).toContain('care request from Lena,');
    expect(new Set(remindedNames()).size).toBe(51);
  });

  it('is sent when its lost claim sits behind 60 markers that cannot be deleted', async () => {
    const { deps, kv, pass, entries, state } = await leadAt('2026-11-23T09:00:00');
    const alerts = watchAlerts();
    await moreLeads(deps, 59, '2026-11-23T09:01:00');
    for (const key of entries.keys()) {
      if (key.startsWith('index/call-due/')) state.failing.add(key);
    }
    postmarkAnswers(ok);
    await pass('2026-11-23T10:30:00');
    await pass('2026-11-23T10:35:00');
    expect(remindedNames()).toHaveLength(60);

    await handleSubmission(
      jsonPost('/api/contact', { ...family, name: 'Lena Ortiz', email: 'lena@example.com' }),
      'contact',
      { ...deps, now: eastern('2026-11-23T10:40:00') },
    );
    const stores = answersLost(kv, (key) => key.startsWith('escalated/'));
    for (const now of everyFiveMinutes('2026-11-23T11:45:00', '2026-11-23T13:45:00')) {
      await redeliveryPass({ ...deps, stores, now });
    }
    expect(remindedNames().filter((name) => name === 'Lena')).toHaveLength(1);
    expect(remindedNames()).toHaveLength(61);
    expect(alerts().join('\n')).toContain('not-called-back-stalled');
  });

  it('is once for each of 30 leads when three passes run at once', async () => {
    const { deps, pass } = await leadAt('2026-11-23T09:00:00');
    await moreLeads(deps, 29, '2026-11-23T09:01:00');
    postmarkAnswers(ok);
    await Promise.all([1, 2, 3].map(() => pass('2026-11-23T10:30:00')));
    await pass('2026-11-23T10:35:00');
    expect(remindedNames()).toHaveLength(30);
    expect(new Set(remindedNames()).size).toBe(30);
  });

  it('is once for each of 1,000 late leads', async () => {
    const memory = world();
    await sentLeads(memory.stores, 1_000, eastern('2026-11-23T09:00:00')());
    postmarkAnswers(ok);
    for (const now of everyFiveMinutes('2026-11-23T10:30:00', '2026-11-23T12:30:00')) {
      await redeliveryPass({ ...memory.deps, stores: memory.stores, now });
    }
    expect(remindedNames()).toHaveLength(1_000);
    expect(new Set(remindedNames()).size).toBe(1_000);
  });
});

describe('a lead whose call-due marker was not written on arrival, and the daily sweep', () => {
  it('is reminded after the next daily run, and the failed write raises an alert', async () => {
    const memory = world();
    const alerts = watchAlerts();
    memory.state.failingWrites = (key) => key.startsWith('index/call-due/');
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', {
      ...memory.deps,
      now: eastern('2026-11-23T09:00:00'),
    });
    memory.state.failingWrites = () => false;
    const pass = (now: () => Date) =>
      redeliveryPass({ ...memory.deps, stores: memory.stores, now });
    for (const time of ['2026-11-23T10:05:00', '2026-11-23T13:00:00', '2026-11-23T17:00:00']) {
      await pass(eastern(time));
    }
    expect(reminders()).toHaveLength(0);
    // 8:00 AM Eastern, the daily function's hour; the five-minute pass after it.
    await dailyRun(memory.deps, eastern('2026-11-24T08:00:00'));
    await pass(eastern('2026-11-24T08:05:00'));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.Subject).toContain('promised by 10:00 AM Mon');
    expect(alerts().join('\n')).toContain('call-due-not-marked');
  });

  it('marks only a young lead with no marker, reminder or call, and only once', async () => {
    const { stores } = memoryStore();
    const sentAt = eastern('2026-11-23T09:00:00')();
    await sentLeads(stores, 3, sentAt, false);
    await sentLeads(stores, 2, new Date(sentAt.getTime() - 3 * 24 * 60 * 60_000), false);
    const [reminded, called] = await stores.followUps.sentWithoutCallDue(new Date(0));
    await stores.followUps.escalationSent(reminded!, sentAt);
    const { record } = (await stores.submissions.read(called!))!;
    await stores.followUps.writeFollowUp({
      submissionId: called!,
      form: record.form,
      receivedAt: record.receivedAt,
      callBackBy: record.receivedAt,
      calls: [{ at: record.receivedAt, outcome: 'reached', nonce: 'n' }],
    });
    const day = eastern('2026-11-24T08:00:00')();
    expect(await sweepUnmarkedLeads(stores, undefined, day)).toBe(1);
    expect(await sweepUnmarkedLeads(stores, undefined, day)).toBe(0);
  });

  it('reads none of the kept copies sent before its two days: 5,000 of them', async () => {
    const { stores, state } = memoryStore();
    const day = eastern('2026-11-24T08:00:00')();
    await sentLeads(stores, 5_000, new Date(day.getTime() - 3 * 24 * 60 * 60_000), false);
    await sentLeads(stores, 1, eastern('2026-11-23T09:00:00')(), false);
    const before = state.calls;
    expect(await sweepUnmarkedLeads(stores, undefined, day)).toBe(1);
    // Three listings, the one lead's record and follow-up, and its marker.
    expect(state.calls - before).toBe(6);
  }, 30_000);

  it('stays inside its time with a slow store and more young leads than it may look at', async () => {
    const { stores, state } = memoryStore();
    const day = eastern('2026-11-24T08:00:00')();
    await sentLeads(stores, 2_000, eastern('2026-11-23T09:00:00')(), false);
    // 5 ms a call standing for Blobs' 50: 3 s here is Netlify's 30 s.
    state.latencyMs = 5;
    let started = performance.now();
    const first = await sweepUnmarkedLeads(stores, undefined, day);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(first).toBe(500);
    // A store slower than the budget allows: it stops in time, and the rest wait for tomorrow.
    state.latencyMs = 50;
    started = performance.now();
    const second = await sweepUnmarkedLeads(stores, undefined, day, 1_000);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThan(500);
  }, 30_000);
});
