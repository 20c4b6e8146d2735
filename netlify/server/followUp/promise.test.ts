import { describe, expect, it, vi } from 'vitest';
import { handleSubmission, type SubmissionDeps } from '../intake/submission';
import { redeliveryPass } from '../delivery/redelivery';
import { leadReport } from '../reports/leadCounts';
import { reportText } from '../reports/leadReportText';
import { serverForms } from '../shared/forms';
import {
  promisedCall,
  promiseSentence,
  staffPromiseLine,
  staffPromiseLong,
  type CallPromise,
} from '../shared/callPromise';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers, testConfig } from '../test/postmark';
import { handleFollowUp, type FollowUpDeps } from './handler';
import { sweepUnmarkedLeads } from './sweep';

// An office of our own (`testOffice`), in place of the facts staff keep at /admin/: the promise
// and the windows the care request offers and the server accepts.
vi.mock('#src/config/callWindows', async (original) =>
  (await import('../test/office')).withOffice(await original()),
);

mockPostmark();

const contact = serverForms.contact;
const MINUTE = 60_000;
/** The latest lead's emails: a test may send two. */
const toStaff = () => delivered.findLast((message) => message.Tag === 'care-request');
const toVisitor = () => delivered.findLast((message) => message.Tag === 'acknowledgement');
const reminders = () => delivered.filter((message) => message.Tag === 'not-called-back');

/** A care request sent at `received` through the real handler, thanked by email. */
async function lead(
  received: string,
  bestTime: string,
  language: 'en' | 'es' = 'en',
  reachBy: 'call' | 'text' | 'email' = 'call',
) {
  const memory = world();
  const at = new Date(received);
  const deps: SubmissionDeps = { ...memory.deps, acknowledge: true, now: () => at };
  postmarkAnswers(ok, ok);
  const response = await handleSubmission(
    jsonPost('/api/contact', { ...family, bestTime, language, reachBy }),
    'contact',
    deps,
  );
  const answer = (await response.json()) as { promise?: string };
  const link = /Record the call: (\S+)/.exec(String(toStaff()?.TextBody ?? ''))?.[1];
  const followUp: FollowUpDeps = {
    stores: memory.stores,
    key: testConfig.followUp && 'key' in testConfig.followUp ? testConfig.followUp.key : undefined,
    forms: serverForms,
    now: () => at,
  };
  return {
    ...memory,
    deps,
    answer,
    token: link!.split('/').pop()!,
    followUp,
    promise: promisedCall('family', at, bestTime, undefined, reachBy),
  };
}

/** Every place the promise is said, as the family and staff read it. */
async function everyPlace(sent: Awaited<ReturnType<typeof lead>>) {
  const page = await handleFollowUp(
    new Request('https://hearthside.test/follow-up/x'),
    sent.token,
    sent.followUp,
  );
  const due = await sent.stores.followUps.callsDue(new Date('2027-06-01T00:00:00Z'));
  return {
    answer: sent.answer.promise,
    acknowledgement: String(toVisitor()?.TextBody),
    subject: String(toStaff()?.Subject),
    firstLine: String(toStaff()?.TextBody).split('\n')[0],
    page: await page.text(),
    due: due.map((entry) => entry.due.toISOString()),
  };
}

function saidAlike(places: Awaited<ReturnType<typeof everyPlace>>, promise: CallPromise) {
  const sentence = promiseSentence(contact, promise, 'en')!;
  expect(places.answer).toBe(sentence);
  expect(places.acknowledgement).toContain(sentence);
  expect(places.subject.startsWith(`${staffPromiseLine(promise)}: Care request from`)).toBe(true);
  expect(places.firstLine).toBe(staffPromiseLine(promise));
  expect(places.page).toContain(staffPromiseLong(promise));
  expect(places.due).toEqual([promise.to.toISOString()]);
}

describe('the promise, said alike in every place from one function', () => {
  it('a Friday evening: the answer, the email, the staff subject, the page and the reminder', async () => {
    const sent = await lead('2026-11-27T16:50:00-05:00', 'evening');
    const places = await everyPlace(sent);
    expect(places.answer).toBe('We will call you today, Friday, between 5 and 6 PM.');
    expect(places.subject).toMatch(/^Call 5–6 PM Fri: Care request from José /);
    expect(places.page).toContain('Friday, November 27, 2026, 5–6 PM (the time they chose)');
    // Due when the office closes at 6, not at the window's 7 PM, when nobody is in.
    expect(places.due).toEqual([new Date('2026-11-27T18:00:00-05:00').toISOString()]);
    saidAlike(places, sent.promise);
  });

  it("the last minute of Friday's evening: Monday evening, everywhere", async () => {
    const sent = await lead('2026-11-27T18:59:00-05:00', 'evening');
    const places = await everyPlace(sent);
    expect(places.answer).toBe('We will call you on Monday between 5 and 6 PM.');
    expect(places.subject).toMatch(/^Call 5–6 PM Mon: /);
    saidAlike(places, sent.promise);
  });

  it('a Saturday afternoon, in Spanish for the family and in English for staff', async () => {
    const sent = await lead('2026-11-28T11:00:00-05:00', 'afternoon', 'es');
    const places = await everyPlace(sent);
    // Saturday's hours end at 4: the afternoon promised ends with them.
    const sentence = 'Le llamaremos hoy, sábado, entre el mediodía y las 4\u00a0p.\u00a0m.';
    expect(places.answer).toBe(sentence);
    expect(places.acknowledgement).toContain(sentence);
    expect(places.subject).toMatch(/^Call noon–4 PM Sat: /);
    expect(places.due).toEqual([new Date('2026-11-28T16:00:00-05:00').toISOString()]);
  });

  it('a Sunday: tomorrow, Monday, in the morning', async () => {
    const sent = await lead('2026-11-29T14:00:00-05:00', 'morning');
    const places = await everyPlace(sent);
    expect(places.answer).toBe('We will call you tomorrow, Monday, between 8 AM and noon.');
    expect(places.subject).toMatch(/^Call 8 AM–noon Mon: /);
    saidAlike(places, sent.promise);
  });

  it("a holiday the notice closes: the first open day's window", async () => {
    const sent = await lead('2026-12-23T17:30:00-05:00', 'morning');
    const places = await everyPlace(sent);
    // Saturday opens at 9: the morning promised starts then.
    expect(places.answer).toBe('We will call you on Saturday between 9 AM and noon.');
    expect(places.subject).toMatch(/^Call 9 AM–noon Sat: /);
    saidAlike(places, sent.promise);
  });

  it('"Any time" keeps the office\'s own target', async () => {
    const sent = await lead('2026-11-27T16:50:00-05:00', 'any');
    const places = await everyPlace(sent);
    expect(places.answer).toBe('We will call you by 5:50 PM today, Friday.');
    expect(places.subject).toMatch(/^Call back by 5:50 PM Fri: /);
    saidAlike(places, sent.promise);
  });
});

describe('the promise said the way the family asked', () => {
  it('a text: the answer, the email, the staff subject, the page and the reminder', async () => {
    const sent = await lead('2026-11-27T16:50:00-05:00', 'evening', 'en', 'text');
    const places = await everyPlace(sent);
    expect(places.answer).toBe('We will text you today, Friday, between 5 and 6 PM.');
    expect(places.subject).toMatch(/^Text 5–6 PM Fri: Care request from José /);
    expect(places.page).toContain('by text message');
    saidAlike(places, sent.promise);
  });

  it('an email, in Spanish for the family', async () => {
    const sent = await lead('2026-11-27T16:50:00-05:00', 'any', 'es', 'email');
    const places = await everyPlace(sent);
    const sentence =
      'Le escribiremos un correo electrónico hoy, viernes, antes de las 5:50\u00a0p.\u00a0m.';
    expect(places.answer).toBe(sentence);
    expect(places.acknowledgement).toContain(sentence);
    expect(places.acknowledgement).toContain('Le escribiremos en español.');
    expect(places.subject).toMatch(/^Email by 5:50 PM Fri: /);
  });
});

describe('the reminder and the on-time rate count from the end of the window', () => {
  it('no reminder inside the window; one once it ends with no call recorded', async () => {
    const sent = await lead('2026-11-27T16:50:00-05:00', 'evening');
    const pass = (at: string) =>
      redeliveryPass({ ...sent.deps, stores: sent.stores, now: () => new Date(at) });
    // After the office's own target (5:50 PM), still inside the evening the family was promised.
    await pass('2026-11-27T17:55:00-05:00');
    expect(reminders()).toHaveLength(0);
    await pass('2026-11-27T18:05:00-05:00');
    expect(reminders()).toHaveLength(1);
    // The reminder names the window the family was promised, as staff read it atop the lead.
    const window = staffPromiseLine(sent.promise).replace(/^Call /, '');
    expect(reminders()[0]!.Subject).toContain(`promised ${window},`);
  });

  it('a call at 5:55 PM is on time for the evening; one after its 6 PM end is late', async () => {
    const onTime = await lead('2026-11-27T16:50:00-05:00', 'evening');
    const call = (sent: typeof onTime, at: string) =>
      handleFollowUp(
        new Request('https://hearthside.test/follow-up/x', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            outcome: 'reached',
            nonce: crypto.randomUUID(),
          }).toString(),
        }),
        sent.token,
        { ...sent.followUp, now: () => new Date(at) },
      );
    await call(onTime, '2026-11-27T17:55:00-05:00');
    const report = reportText(
      await leadReport(onTime.stores.counts, new Date('2026-11-28T12:00:00Z')),
    );
    expect(report).toMatch(/^ {2}Care request: on time\s+1\s+1$/m);
    expect(report).toMatch(/^ {2}Care request: late\s+0\s+0$/m);

    const late = await lead('2026-11-27T16:50:00-05:00', 'evening');
    await call(late, new Date(late.promise.to.getTime() + MINUTE).toISOString());
    const lateReport = reportText(
      await leadReport(late.stores.counts, new Date('2026-11-28T12:00:00Z')),
    );
    expect(lateReport).toMatch(/^ {2}Care request: late\s+1\s+1$/m);
  });

  it("the daily sweep marks a lead whose marker failed at the window's end", async () => {
    const memory = world();
    const alerts = watchAlerts();
    memory.state.failingWrites = (key) => key.startsWith('index/call-due/');
    postmarkAnswers(ok);
    const received = new Date('2026-11-27T16:50:00-05:00');
    await handleSubmission(
      jsonPost('/api/contact', { ...family, bestTime: 'evening' }),
      'contact',
      { ...memory.deps, now: () => received },
    );
    memory.state.failingWrites = () => false;
    expect(alerts().join('\n')).toContain('call-due-not-marked');
    expect(await sweepUnmarkedLeads(memory.stores, undefined, received)).toBe(1);
    const due = await memory.stores.followUps.callsDue(new Date('2027-01-01T00:00:00Z'));
    // 6 PM: the end of the evening the family was promised, not the office's own 5:50 PM.
    expect(due.map((entry) => entry.due.toISOString())).toEqual([
      new Date('2026-11-27T18:00:00-05:00').toISOString(),
    ]);
  });
});
