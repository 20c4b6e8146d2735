import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { serverForms } from '../shared/forms';
import { leadReport } from '../reports/leadCounts';
import { callOfKey } from '../reports/leadKeys';
import { reportText } from '../reports/leadReportText';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from '../intake/submission';
import { applicationPost, family, jsonPost, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers, testConfig } from '../test/postmark';
import { MAX_CALLS, cleanInitials, withCall, withCorrection, type FollowUp } from '../store/calls';
import { handleFollowUp, type FollowUpDeps } from './handler';
import { followUpLink, followUpSetup } from '../shared/followUpSetup';
import { followUpToken, submissionOfToken } from '../shared/followUpToken';

mockPostmark();

/*
 * An office of our own (8 to 6 on weekdays, 9 to 4 on Saturdays, a family within the hour, an
 * applicant within two business days) in place of business.json's and the notice's, so the
 * times below hold whatever staff set at /admin/.
 */
vi.mock('#src/config/callWindows', async (original) =>
  (await import('../test/office')).withOffice(await original()),
);

const key = { secret: 'test-follow-up-secret', context: 'production' };
const id = '0b9c4d2e-7f1a-4c3b-9d8e-1a2b3c4d5e6f';

describe('a follow-up token', () => {
  it('names its submission only under the secret and deploy context that signed it', () => {
    const token = followUpToken(key, id);
    expect(submissionOfToken(key, token)).toBe(id);
    expect(submissionOfToken({ ...key, context: 'deploy-preview' }, token)).toBeUndefined();
    expect(submissionOfToken({ ...key, secret: 'another' }, token)).toBeUndefined();
  });

  it('is refused with any one character changed, cut short, or moved to another submission', () => {
    const token = followUpToken(key, id);
    for (let at = 0; at < token.length; at++) {
      const swapped = token[at] === 'a' ? 'b' : 'a';
      const changed = token.slice(0, at) + swapped + token.slice(at + 1);
      expect(submissionOfToken(key, changed)).toBeUndefined();
    }
    expect(submissionOfToken(key, token.slice(0, -1))).toBeUndefined();
    const other = '1b9c4d2e-7f1a-4c3b-9d8e-1a2b3c4d5e6f';
    expect(submissionOfToken(key, `${other}.${token.split('.')[1]}`)).toBeUndefined();
    expect(submissionOfToken(key, '')).toBeUndefined();
  });
});

describe("a deploy's follow-up links", () => {
  const env = { SITE_URL: 'https://hearthside.example' };

  it('are signed with FOLLOW_UP_SECRET, and point at the site', () => {
    const setup = followUpSetup({ ...env, FOLLOW_UP_SECRET: 's3cret' }, 'production');
    const link = followUpLink(setup, id);
    expect(link).toMatch(new RegExp(`^https://hearthside\\.example/follow-up/${id}\\.`));
    const token = link!.split('/').pop()!;
    expect(submissionOfToken({ secret: 's3cret', context: 'production' }, token)).toBe(id);
  });

  it('are left out on Netlify without the secret (an alert in production), never guessable', () => {
    for (const context of ['production', 'deploy-preview']) {
      const setup = followUpSetup(env, context);
      expect(setup).toEqual({ missing: 'FOLLOW_UP_SECRET', production: context === 'production' });
    }
  });

  it('use a development secret only off Netlify, and say so', () => {
    const setup = followUpSetup({}, undefined);
    expect(setup).toMatchObject({ development: true, origin: 'http://localhost:5173' });
  });
});

describe('the recording rules', () => {
  const base: FollowUp = {
    submissionId: id,
    form: 'contact',
    receivedAt: '2026-11-23T14:00:00.000Z',
    callBackBy: '2026-11-23T15:00:00.000Z',
    calls: [],
  };
  const call = (nonce: string, outcome: FollowUp['calls'][number]['outcome']) => ({
    at: '2026-11-23T14:30:00.000Z',
    outcome,
    nonce,
  });

  it('keep the first call first, add later attempts after it, and take a replayed post once', () => {
    const first = withCall(base, call('n1', 'no-answer'));
    const second = withCall(first.record, call('n2', 'reached'));
    const replay = withCall(second.record, call('n2', 'wrong-number'));
    expect(second.record.calls.map((c) => c.outcome)).toEqual(['no-answer', 'reached']);
    expect(replay).toEqual({ record: second.record, added: false });
  });

  it(`keep at most ${MAX_CALLS} calls: the first, and the latest attempts after it`, () => {
    let record = base;
    for (let n = 1; n <= 100; n++) record = withCall(record, call(`n${n}`, 'no-answer')).record;
    expect(record.calls.map((c) => c.nonce)).toEqual([
      'n1',
      ...Array.from({ length: MAX_CALLS - 1 }, (_, at) => `n${100 - (MAX_CALLS - 2) + at}`),
    ]);
  });

  it('let a correction change a call in its place or remove it, the next call then first; a replay changes nothing', () => {
    const both = withCall(withCall(base, call('n1', 'reached')).record, call('n2', 'no-answer'));
    const at = '2026-11-23T16:00:00.000Z';
    const changed = withCorrection(both.record, { call: 'n1', outcome: 'voicemail', at });
    expect(changed?.record.calls.map((c) => [c.nonce, c.outcome, c.corrected?.from])).toEqual([
      ['n1', 'voicemail', 'reached'],
      ['n2', 'no-answer', undefined],
    ]);
    expect(withCorrection(changed!.record, { call: 'n1', outcome: 'voicemail', at })).toEqual({
      record: changed!.record,
      changed: false,
    });
    const removed = withCorrection(changed!.record, { call: 'n1', outcome: 'remove', at });
    expect(removed?.record.calls.map((c) => c.nonce)).toEqual(['n2']);
    expect(withCorrection(removed!.record, { call: 'n1', outcome: 'remove', at })).toEqual({
      record: removed!.record,
      changed: false,
    });
    expect(withCorrection(removed!.record, { call: 'n1', outcome: 'reached', at })).toBeUndefined();
  });

  it('keep initials as at most four letters, and nothing else', () => {
    expect(cleanInitials(' a.b ')).toBe('AB');
    expect(cleanInitials('José Núñez')).toBe('JOSE');
    expect(cleanInitials('<script>')).toBe('SCRI');
    expect(cleanInitials('12')).toBeUndefined();
  });
});

/** A care request sent through the real handler, and the follow-up link its staff email carries. */
async function sentLead(
  now: () => Date,
  language: 'en' | 'es' = 'en',
  answers: Record<string, string> = {},
) {
  const memory = world();
  postmarkAnswers(ok, ok);
  await handleSubmission(jsonPost('/api/contact', { ...family, language, ...answers }), 'contact', {
    ...memory.deps,
    now,
  });
  // The last: a test may send more than one lead, each in its own world.
  const email = delivered.findLast((message) => message.Tag === 'care-request');
  const link = /Record the call: (\S+)/.exec(String(email?.TextBody ?? ''))?.[1];
  if (!link) throw new Error('The staff email has no follow-up link');
  const deps: FollowUpDeps = {
    stores: memory.deps.stores,
    key: testConfig.followUp && 'key' in testConfig.followUp ? testConfig.followUp.key : undefined,
    forms: serverForms,
    now,
  };
  return {
    submission: memory.deps,
    link,
    token: link.split('/').pop()!,
    deps,
    state: memory.state,
  };
}

const post = (fields: Record<string, string>) =>
  new Request('https://hearthside.test/follow-up/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const get = () => new Request('https://hearthside.test/follow-up/x');
const nonce = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('the follow-up page', () => {
  // Monday 9:00 AM Eastern: the call is promised by 10:00.
  const monday =
    (minutes = 0) =>
    () =>
      new Date(Date.parse('2026-11-23T14:00:00Z') + minutes * 60_000);

  it('shows the first name, the form and the times, no answers, and changes nothing on GET', async () => {
    const { token, deps, link } = await sentLead(monday());
    expect(link.startsWith('https://hearthside.test/follow-up/')).toBe(true);
    const keysBefore = await deps.stores!.counts.leadKeys();
    const page = await handleFollowUp(get(), token, deps);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('Care request from José');
    expect(html).toContain('10:00 AM');
    for (const answer of ['Núñez', family.email, family.phone, 'mornings']) {
      expect(html).not.toContain(answer);
    }
    expect(await deps.stores!.followUps.followUp(token.split('.')[0]!)).toBeUndefined();
    expect(await deps.stores!.counts.leadKeys()).toEqual(keysBefore);
  });

  it('says the family wrote in Spanish, so whoever calls back calls in Spanish', async () => {
    const spanish = await sentLead(monday(), 'es');
    const english = await sentLead(monday());
    const pageOf = async (lead: typeof spanish) =>
      (await handleFollowUp(get(), lead.token, lead.deps)).text();
    expect(await pageOf(spanish)).toContain('Care request from José (in Spanish)');
    expect(await pageOf(english)).not.toContain('(in Spanish)');
  });

  it('records the first call, on time, then later attempts without replacing it; a replay once', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    const at = (minutes: number) => ({ ...lead.deps, now: monday(minutes) });
    const first = await handleFollowUp(
      post({ outcome: 'no-answer', initials: 'mb', nonce: nonce(1) }),
      lead.token,
      at(20),
    );
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Recorded');
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(2) }), lead.token, at(90));
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(2) }), lead.token, at(95));
    const kept = (await lead.deps.stores!.followUps.followUp(id))!.record;
    expect(kept.calls.map(({ outcome, initials }) => [outcome, initials])).toEqual([
      ['no-answer', 'MB'],
      ['reached', undefined],
    ]);
    expect(JSON.stringify(kept)).not.toContain(family.email);

    const report = reportText(await leadReport(lead.deps.stores!.counts, monday(120)()));
    expect(report).toMatch(
      /^Called back by the promised time\n {2}Care request: on time\s+1\s+1$/m,
    );
    expect(report).toMatch(/^ {2}Care request: late\s+0\s+0$/m);
    expect(report).toMatch(/^ {2}Care request: not recorded\s+0\s+0$/m);
    expect(report).toMatch(/^ {2}Care request: median minutes to first call\s+20\s+20$/m);
    expect(report).toMatch(/^First calls: what happened\n {2}No answer\s+1\s+1$/m);
  });

  it('counts a first call after the promised time as late, and a lead with none as not recorded', async () => {
    const lead = await sentLead(monday());
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(3) }), lead.token, {
      ...lead.deps,
      now: monday(75),
    });
    postmarkAnswers(ok, ok);
    await handleSubmission(applicationPost([]), 'apply', { ...lead.submission, now: monday() });
    const report = reportText(await leadReport(lead.deps.stores!.counts, monday(120)()));
    expect(report).toMatch(/^ {2}Care request: late\s+1\s+1$/m);
    expect(report).toMatch(/^ {2}Caregiver application: not recorded\s+1\s+1$/m);
    expect(report).toMatch(/^ {2}Caregiver application: median minutes to first call\s+–\s+–$/m);
  });

  it('answers an altered token 403, an unknown one 410, and a post without an outcome 400, storing nothing', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    const altered = `${lead.token.slice(0, -1)}${lead.token.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await handleFollowUp(post({ outcome: 'reached', nonce: nonce(4) }), altered, lead.deps))
        .status,
    ).toBe(403);
    expect((await handleFollowUp(get(), '', lead.deps)).status).toBe(403);
    const unknown = followUpToken(lead.deps.key!, '2b9c4d2e-7f1a-4c3b-9d8e-1a2b3c4d5e6f');
    const gone = await handleFollowUp(
      post({ outcome: 'reached', nonce: nonce(5) }),
      unknown,
      lead.deps,
    );
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('no longer kept');
    const bare = await handleFollowUp(post({ nonce: nonce(6) }), lead.token, lead.deps);
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain('Choose what happened');
    expect(await lead.deps.stores!.followUps.followUp(id)).toBeUndefined();
    expect(
      await lead.deps.stores!.followUps.followUp('2b9c4d2e-7f1a-4c3b-9d8e-1a2b3c4d5e6f'),
    ).toBeUndefined();
  });

  it('keeps both of two posts sent at the same moment, the first call once', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    await Promise.all([
      handleFollowUp(post({ outcome: 'voicemail', nonce: nonce(7) }), lead.token, lead.deps),
      handleFollowUp(post({ outcome: 'reached', nonce: nonce(8) }), lead.token, lead.deps),
    ]);
    expect((await lead.deps.stores!.followUps.followUp(id))!.record.calls).toHaveLength(2);
    const calls = (await lead.deps.stores!.counts.leadKeys()).filter((key) =>
      key.includes('~call'),
    );
    expect(calls).toHaveLength(1);
  });

  it('asks what happened when staff reached out, offers a text sent and an email sent, and says how the family asked to be reached', async () => {
    const lead = await sentLead(monday(), 'en', { reachBy: 'text' });
    const html = await (await handleFollowUp(get(), lead.token, lead.deps)).text();
    expect(html).toContain('What happened when you reached out?');
    expect(html).toContain('<dt>Asked to be reached by</dt><dd>A text message</dd>');
    for (const [value, label] of [
      ['reached', 'Reached them'],
      ['texted', 'Texted them'],
      ['emailed', 'Emailed them'],
      ['voicemail', 'Left a voicemail'],
    ]) {
      expect(html).toContain(`value="${value}" required> ${label}`);
    }
    expect(html).not.toContain(family.phone);
  });

  it('records a text or an email sent as the first contact: on time before the promised end, late after it, and counted as reached', async () => {
    const texted = await sentLead(monday(), 'en', { reachBy: 'text' });
    const emailed = await sentLead(monday(), 'en', { reachBy: 'email' });
    const recorded = await handleFollowUp(
      post({ outcome: 'texted', initials: 'mb', nonce: nonce(1) }),
      texted.token,
      { ...texted.deps, now: monday(20) },
    );
    expect(recorded.status).toBe(200);
    expect(await recorded.text()).toMatch(/<li>Texted them: [^<]+, by MB/);
    // The promise is by 10:00: an email sent at 10:15 is a first contact, late.
    await handleFollowUp(post({ outcome: 'emailed', nonce: nonce(2) }), emailed.token, {
      ...emailed.deps,
      now: monday(75),
    });
    const keptOf = async (lead: typeof texted) =>
      (await lead.deps.stores!.followUps.followUp(lead.token.split('.')[0]!))!.record.calls;
    expect((await keptOf(texted)).map(({ outcome }) => outcome)).toEqual(['texted']);
    expect((await keptOf(emailed)).map(({ outcome }) => outcome)).toEqual(['emailed']);

    const textReport = await leadReport(texted.deps.stores!.counts, monday(120)());
    expect(reportText(textReport)).toMatch(
      /^Called back by the promised time\n {2}Care request: on time\s+1\s+1$/m,
    );
    expect(reportText(textReport)).toMatch(/^ {2}Care request: not recorded\s+0\s+0$/m);
    expect(reportText(textReport)).toMatch(
      /^First calls: what happened\n {2}Texted them\s+1\s+1$/m,
    );
    expect(textReport.periods[0]!.callsBySource.get('(direct)')).toEqual({
      called: 1,
      onTime: 1,
      reached: 1,
    });
    const emailReport = reportText(await leadReport(emailed.deps.stores!.counts, monday(120)()));
    expect(emailReport).toMatch(/^ {2}Care request: on time\s+0\s+0$/m);
    expect(emailReport).toMatch(/^ {2}Care request: late\s+1\s+1$/m);
    expect(emailReport).toMatch(/^First calls: what happened\n {2}Emailed them\s+1\s+1$/m);
  });

  it('goes when its lead goes: the record is deleted with the submission', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(9) }), lead.token, lead.deps);
    await lead.deps.stores!.submissions.remove(id);
    expect(await lead.deps.stores!.followUps.followUp(id)).toBeUndefined();
    expect((await handleFollowUp(get(), lead.token, lead.deps)).status).toBe(410);
  });
});

describe('the follow-up page under strain', () => {
  const monday = () => new Date('2026-11-23T14:00:00Z');
  const stored = async (lead: Awaited<ReturnType<typeof sentLead>>) =>
    lead.deps.stores!.followUps.followUp(lead.token.split('.')[0]!);

  it('answers 503 with "try again" when the store answers 5xx, and records nothing', async () => {
    const lead = await sentLead(monday);
    lead.state.down = true;
    for (const request of [get(), post({ outcome: 'reached', nonce: nonce(1) })]) {
      const page = await handleFollowUp(request, lead.token, lead.deps);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('Please try again in a minute');
    }
    lead.state.down = false;
    expect(await stored(lead)).toBeUndefined();
  });

  it('answers 503 while its record fails to read, and records the call once it reads again', async () => {
    const lead = await sentLead(monday);
    const record = `follow-up/${lead.token.split('.')[0]}`;
    lead.state.failingReads.add(record);
    const posted = () =>
      handleFollowUp(post({ outcome: 'reached', nonce: nonce(2) }), lead.token, lead.deps);
    expect((await posted()).status).toBe(503);
    lead.state.failingReads.delete(record);
    expect((await posted()).status).toBe(200);
    expect((await stored(lead))?.record.calls).toHaveLength(1);
  });

  it('refuses a body of 6 MB at once with the choices again, and stores nothing', async () => {
    const lead = await sentLead(monday);
    const huge = new Request('https://hearthside.test/follow-up/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `outcome=reached&nonce=${nonce(3)}&initials=${'A'.repeat(6 * 1024 * 1024)}`,
    });
    expect((await handleFollowUp(huge, lead.token, lead.deps)).status).toBe(400);
    expect(await stored(lead)).toBeUndefined();
  });

  it('takes a flood of 1,000 posts through a forwarded link: every answer a page, the record bounded, the first call kept', async () => {
    const lead = await sentLead(monday);
    const send = (outcome: string) =>
      handleFollowUp(post({ outcome, nonce: randomUUID() }), lead.token, lead.deps);
    expect((await send('reached')).status).toBe(200);
    const statuses = new Set<number>();
    for (let start = 1; start < 1_000; start += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => send('wrong-number')));
      for (const page of batch) statuses.add(page.status);
    }
    // A post that loses every race for the record gets the "try again" page, never a crash.
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const calls = (await stored(lead))!.record.calls;
    expect(calls).toHaveLength(MAX_CALLS);
    expect(calls[0]?.outcome).toBe('reached');
    const firstCalls = (await lead.deps.stores!.counts.leadKeys()).filter((key) =>
      key.includes('~call'),
    );
    expect(firstCalls).toHaveLength(1);
  });
});

describe('a forwarded follow-up link in the wrong hands', () => {
  // Monday 9:00 AM Eastern: the call is promised by 10:00.
  const monday =
    (minutes = 0) =>
    () =>
      new Date(Date.parse('2026-11-23T14:00:00Z') + minutes * 60_000);
  const DAY = 24 * 60;
  const at = (lead: Awaited<ReturnType<typeof sentLead>>, minutes: number) => ({
    ...lead.deps,
    now: monday(minutes),
  });
  const reminders = () => delivered.filter((message) => message.Tag === 'not-called-back');
  const pass = (lead: Awaited<ReturnType<typeof sentLead>>, minutes: number) =>
    redeliveryPass({ ...lead.submission, now: monday(minutes) });

  it("lets staff undo a stranger's “reached”: the reminder comes back and the report says not recorded", async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    // Someone the link was forwarded to says the family was reached, before the promised time.
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(1) }), lead.token, at(lead, 5));
    postmarkAnswers(ok);
    await pass(lead, 65);
    expect(reminders()).toHaveLength(0);

    // Staff open the link again: the recorded call is there, with a way to take it back.
    const page = await (await handleFollowUp(get(), lead.token, at(lead, 70))).text();
    expect(page).toContain('Reached them');
    expect(page).toContain(`name="call" value="${nonce(1)}"`);
    expect(page).toContain('It did not happen: remove it');
    const undone = await handleFollowUp(
      post({ call: nonce(1), outcome: 'remove', initials: 'mb' }),
      lead.token,
      at(lead, 75),
    );
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain('Nothing recorded yet: no call, text or email.');
    expect((await lead.deps.stores!.followUps.followUp(id))!.record.calls).toEqual([]);

    const report = reportText(await leadReport(lead.deps.stores!.counts, monday(120)()));
    expect(report).toMatch(/^ {2}Care request: on time\s+0\s+0$/m);
    expect(report).toMatch(/^ {2}Care request: not recorded\s+1\s+1$/m);
    postmarkAnswers(ok);
    await pass(lead, 80);
    expect(reminders()).toHaveLength(1);
  });

  it('lets staff change what a recorded call was: the report counts the corrected call, once, at its own time', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(2) }), lead.token, at(lead, 5));
    const changed = await handleFollowUp(
      post({ call: nonce(2), outcome: 'wrong-number', initials: 'mb' }),
      lead.token,
      at(lead, 90),
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Wrong number or spam');
    const kept = (await lead.deps.stores!.followUps.followUp(id))!.record;
    expect(kept.calls.map(({ outcome, at: when }) => [outcome, when])).toEqual([
      ['wrong-number', monday(5)().toISOString()],
    ]);
    const report = reportText(await leadReport(lead.deps.stores!.counts, monday(120)()));
    expect(report).toMatch(/^First calls: what happened\n {2}Wrong number or spam\s+1\s+1$/m);
    expect(report).not.toMatch(/^ {2}Reached them\s+1/m);
    const calls = (await lead.deps.stores!.counts.leadKeys()).filter((key) =>
      key.includes('~call'),
    );
    expect(calls).toHaveLength(1);
  });

  it("counts a first call under its lead's source, and moves a call counted before sources were to it, once", async () => {
    const lead = await sentLead(monday());
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(4) }), lead.token, at(lead, 5));
    const counts = lead.deps.stores!.counts;
    const callKeys = async () => (await counts.leadKeys()).filter((key) => key.includes('~call'));
    const [counted] = await callKeys();
    expect(callOfKey(counted!)).toMatchObject({ outcome: 'reached', source: '(direct)' });

    // As the key was written before calls held their source: the report counts it as unknown.
    const parts = counted!.split('/');
    const older = [...parts.slice(0, 6), parts[7]].join('/');
    await counts.forgetLead(counted!);
    await counts.countLead(older);
    expect(callOfKey(older)?.source).toBe('unknown');

    await handleFollowUp(post({ call: nonce(4), outcome: 'voicemail' }), lead.token, at(lead, 30));
    const after = await callKeys();
    expect(after).toHaveLength(1);
    expect(callOfKey(after[0]!)).toMatchObject({ outcome: 'voicemail', source: '(direct)' });
  });

  it('stops recording a week after the first call: the page says the record is closed and nothing is written', async () => {
    const lead = await sentLead(monday());
    const id = lead.token.split('.')[0]!;
    await handleFollowUp(post({ outcome: 'reached', nonce: nonce(3) }), lead.token, at(lead, 5));
    const open = await (await handleFollowUp(get(), lead.token, at(lead, 5 + 7 * DAY))).text();
    expect(open).toContain('<form');

    const settled = 5 + 7 * DAY + 1;
    const keysBefore = await lead.deps.stores!.counts.leadKeys();
    const recordBefore = (await lead.deps.stores!.followUps.followUp(id))!.record;
    for (const request of [
      post({ outcome: 'wrong-number', nonce: nonce(4) }),
      post({ call: nonce(3), outcome: 'remove' }),
      post({ call: nonce(3), outcome: 'no-answer' }),
    ]) {
      const answer = await handleFollowUp(request, lead.token, at(lead, settled));
      expect(answer.status).toBe(409);
      const html = await answer.text();
      expect(html).toContain('This record is closed');
      expect(html).not.toContain('<form');
    }
    const looked = await handleFollowUp(get(), lead.token, at(lead, settled));
    expect(looked.status).toBe(200);
    const html = await looked.text();
    expect(html).toContain('This record is closed');
    expect(html).toContain('Reached them');
    expect(html).not.toContain('<form');
    expect((await lead.deps.stores!.followUps.followUp(id))!.record).toEqual(recordBefore);
    expect(await lead.deps.stores!.counts.leadKeys()).toEqual(keysBefore);
  });
});
