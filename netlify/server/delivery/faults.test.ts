import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { DIGEST_LIMIT, sendHeldDigest } from '../reports/digest';
import { postmarkMailer } from '../mail/mail';
import { RESUMES_PER_PASS, redeliveryPass } from './redelivery';
import { handleSubmission, type SubmissionDeps } from '../intake/submission';
import {
  applicationPost,
  caregiver,
  family,
  jsonPost,
  pdfOf,
  watchAlerts,
  world,
} from '../test/fixtures';
import {
  acceptedThenLost,
  delivered,
  hangs,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
  search,
  testConfig,
  type Message,
} from '../test/postmark';

mockPostmark();

const MINUTE = 60_000;
const later = (minutes: number) => () => new Date(Date.now() + minutes * MINUTE);
const idOf = (message: Message) => (message.Metadata as { submissionId: string }).submissionId;
/** Emails staff got per submission: exactly once means every count is 1. */
const copiesPerSubmission = () => {
  const counts = new Map<string, number>();
  for (const message of delivered) counts.set(idOf(message), (counts.get(idOf(message)) ?? 0) + 1);
  return [...counts.values()];
};
const contact = (deps: SubmissionDeps, fields: Record<string, string>, id?: string) =>
  handleSubmission(
    jsonPost('/api/contact', { ...family, ...fields, ...(id && { submissionId: id }) }),
    'contact',
    deps,
  );
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Applications with a résumé each, kept while Postmark refused them (503). */
async function pendingApplications(deps: SubmissionDeps, count: number, bytes = 2048) {
  postmarkAnswers(postmarkError(503, 0));
  for (let index = 0; index < count; index++) {
    const fields = { ...caregiver, firstName: `Applicant${index}` };
    const file = { name: `cv${index}.pdf`, bytes: pdfOf(bytes, 0x20 + (index % 50)) };
    const response = await handleSubmission(applicationPost([file], { fields }), 'apply', deps);
    expect(response.status).toBe(202);
  }
}

describe('a pass that is stopped part way', () => {
  it('records each result as it goes: the next pass searches for the unrecorded one, and sends only what was never sent', async () => {
    watchAlerts();
    const { deps, stores, state } = world();
    await pendingApplications(deps, 7);
    // Netlify stops the function just after Postmark took the third email: nothing after it
    // (its result included) reaches the store.
    let calls = 0;
    postmarkAnswers((message, request) => {
      if (++calls === 3) state.down = true;
      return ok(message, request);
    });
    await redeliveryPass({ ...deps, stores, now: later(6) });
    expect(delivered).toHaveLength(3);

    state.down = false;
    postmarkAnswers(ok);
    // Within the search's delay, the cut-off one waits; the others go.
    await redeliveryPass({ ...deps, stores, now: later(12) });
    expect(search.calls).toBe(1);
    await redeliveryPass({ ...deps, stores, now: later(30) });
    expect(copiesPerSubmission()).toEqual(new Array(7).fill(1));
    const report = await redeliveryPass({ ...deps, stores, now: later(60) });
    expect(report).toMatchObject({ pending: 0 });
    expect(delivered).toHaveLength(7);
  });

  it('starts no call that could end past its budget, and says so', async () => {
    watchAlerts();
    const { deps, stores } = world();
    await pendingApplications(deps, 3);
    postmarkAnswers(async (message, request) => {
      await delay(1_000);
      return ok(message, request);
    });
    // A budget with room for one call of the pass's longest (7 s) and no second.
    const mailer = postmarkMailer({ ...testConfig, token: 'server-token' });
    const report = await redeliveryPass({
      ...deps,
      mailer,
      stores,
      now: later(6),
      budgetMs: 7_900,
    });
    expect(report).toMatchObject({ sent: 1, pending: 2, stoppedEarly: true, leftForNext: 2 });
  });
});

describe('a backlog behind a slow Postmark', () => {
  it(`sends plain requests in one batch first, then ${RESUMES_PER_PASS} résumés a pass, each pass inside its budget, each email once`, async () => {
    watchAlerts();
    const { deps, stores } = world();
    await pendingApplications(deps, 8, 64 * 1024);
    for (let index = 0; index < 16; index++) await contact(deps, { name: `Family ${index}` });
    postmarkAnswers(async (message, request) => {
      await delay(300);
      return ok(message, request);
    });
    const mailer = postmarkMailer({ ...testConfig, token: 'server-token' });
    const reports = [];
    for (let pass = 1; pass <= 4; pass++) {
      const started = performance.now();
      reports.push(await redeliveryPass({ ...deps, mailer, stores, now: later(6 * pass) }));
      // 300 ms a call: the batch and four résumés take about 1.5 s of a 20 s budget.
      expect(performance.now() - started).toBeLessThan(20_000);
    }
    expect(reports.map((report) => report.sent)).toEqual([16 + RESUMES_PER_PASS, 4, 0, 0]);
    expect(copiesPerSubmission()).toEqual(new Array(24).fill(1));
    // Each pass is held to its own budget above; four passes of real 300 ms waits take seconds
    // on a loaded machine, so the test as a whole gets a minute (decision record 0024).
  });
});

describe('an outcome that is unknown', () => {
  it('accepted, answer lost: never sent again blind; the pass finds it in the sent mail', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(acceptedThenLost);
    const response = await contact(deps, {});
    expect(response.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(records()[0]).toMatchObject({ status: 'pending', unknownSince: expect.any(String) });

    postmarkAnswers(ok);
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(1) });
    expect(search.calls).toBe(0);
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
    expect(records()[0]).toMatchObject({ status: 'sent' });
    expect(received).toHaveLength(1);
  });

  it('a timeout that Postmark never acted on: not found by the search, so sent once', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(hangs);
    const started = performance.now();
    const response = await contact(deps, {});
    // The visitor's answer does not wait on Postmark: one short attempt, no blind retry.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(202);
    expect(received).toHaveLength(1);

    postmarkAnswers(ok);
    // Not found at the first search, nor at the second: only then is it sent again.
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
    expect(delivered).toHaveLength(0);
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(16) });
    expect(delivered).toHaveLength(1);
    expect(search.calls).toBe(2);
    expect(records()[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a search that fails leaves it pending: nothing is sent until Postmark can say', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(acceptedThenLost);
    await contact(deps, {});
    search.searchFails = true;
    postmarkAnswers(ok);
    await redeliveryPass({ ...deps, stores: deps.stores!, now: later(6) });
    expect(received).toHaveLength(1);
    expect(records()[0]!.status).toBe('pending');
  });
});

describe('the same submission id again', () => {
  it('with other answers: kept as a new submission that points to the first, which stays as it was', async () => {
    watchAlerts();
    const { deps, records } = world();
    postmarkAnswers(ok);
    expect((await contact(deps, { message: 'Mornings, please.' }, uuid(1))).status).toBe(200);
    expect((await contact(deps, { message: 'Evenings, after all.' }, uuid(1))).status).toBe(200);
    // The changed copy's own retry is the same post again: no third email.
    expect((await contact(deps, { message: 'Evenings, after all.' }, uuid(1))).status).toBe(200);
    expect(delivered).toHaveLength(2);
    expect(delivered[1]!.TextBody).toContain(`other answers (reference ${uuid(1)})`);
    const first = records().find((record) => record.id === uuid(1));
    expect(first!.fields.message).toBe('Mornings, please.');
    expect(records()).toHaveLength(2);
  });

  it('again while the store cannot read the first: answered as kept, never sent twice', async () => {
    watchAlerts();
    const { deps, state } = world();
    postmarkAnswers(ok);
    expect((await contact(deps, {}, uuid(4))).status).toBe(200);
    state.failingReads.add(`submission/${uuid(4)}`);
    const again = await contact(deps, {}, uuid(4));
    expect(again.status).toBe(202);
    expect(delivered).toHaveLength(1);
  });

  it('with another file: the first résumé is never replaced', async () => {
    watchAlerts();
    const { deps, records, files } = world();
    postmarkAnswers(ok);
    const fields = { ...caregiver, submissionId: uuid(2) };
    const first = pdfOf(1024, 0x41);
    const second = pdfOf(1024, 0x42);
    const post = (bytes: Uint8Array) =>
      handleSubmission(applicationPost([{ name: 'cv.pdf', bytes }], { fields }), 'apply', deps);
    expect((await post(first)).status).toBe(200);
    expect((await post(second)).status).toBe(200);
    expect(files().get(uuid(2))).toEqual(first);
    expect(files().size).toBe(2);
    expect(records()).toHaveLength(2);
    const attached = (index: number) =>
      Buffer.from((delivered[index]!.Attachments as { Content: string }[])[0]!.Content, 'base64');
    expect(attached(0).equals(Buffer.from(first))).toBe(true);
    expect(attached(1).equals(Buffer.from(second))).toBe(true);
  });
});

describe('résumé files', () => {
  it('a file with no submission (its create failed) is deleted by the pass after an hour', async () => {
    watchAlerts();
    const { deps, stores, files } = world();
    await stores.files.putFile(uuid(3), 'abc', pdfOf(100));
    await redeliveryPass({ ...deps, stores, now: later(30) });
    expect(files().has(uuid(3))).toBe(true);
    await redeliveryPass({ ...deps, stores, now: later(61) });
    expect(files().has(uuid(3))).toBe(false);
  });

  it('one that cannot be read is tried again, then sent without it and a note to staff', async () => {
    const alerts = watchAlerts();
    const { deps, stores, records, state, entries } = world();
    await pendingApplications(deps, 1);
    const key = [...entries.keys()].find((name) => name.startsWith('file/'))!;
    state.failing.add(key);
    postmarkAnswers(ok);
    await redeliveryPass({ ...deps, stores, now: later(6) });
    await redeliveryPass({ ...deps, stores, now: later(12) });
    expect(delivered).toHaveLength(0);
    expect(records()[0]).toMatchObject({ status: 'pending', fileReadFailures: 2 });
    await redeliveryPass({ ...deps, stores, now: later(18) });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.Attachments).toBeUndefined();
    expect(delivered[0]!.TextBody).toContain('could not read it back to attach it');
    expect(alerts().some((line) => line.includes('resume-unreadable'))).toBe(true);
  });

  it('a held application keeps no file', async () => {
    watchAlerts();
    const { deps, records, files } = world();
    const response = await handleSubmission(
      applicationPost([{ name: 'cv.pdf', bytes: pdfOf(4096) }], {
        fields: { ...caregiver, website: 'http://spam.example' },
      }),
      'apply',
      deps,
    );
    expect(response.status).toBe(202);
    expect(records()[0]).toMatchObject({ status: 'held' });
    expect(records()[0]!.attachment?.sha256).toBeUndefined();
    expect(files().size).toBe(0);
  });
});

describe('one failing record among many', () => {
  it('a read that fails skips that record, never the pass', async () => {
    watchAlerts();
    const { deps, stores, state } = world();
    postmarkAnswers(postmarkError(503, 0));
    for (let index = 1; index <= 3; index++)
      await contact(deps, { name: `F${index}` }, uuid(index));
    state.failing.add(`submission/${uuid(2)}`);
    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores, now: later(6) });
    expect(report).toMatchObject({ sent: 2, skipped: 1 });
    state.failing.clear();
    expect(await redeliveryPass({ ...deps, stores, now: later(20) })).toMatchObject({
      sent: 1,
      pending: 0,
    });
    expect(copiesPerSubmission()).toEqual([1, 1, 1]);
  });
});

describe('abuse', () => {
  it(`the held digest lists ${DIGEST_LIMIT} to an email, in as many emails as it takes`, async () => {
    watchAlerts();
    const { deps, records } = world();
    for (let index = 0; index < DIGEST_LIMIT + 7; index++) {
      await contact(deps, { website: 'x', name: `Bot ${index}` });
    }
    postmarkAnswers(ok);
    expect(await sendHeldDigest({ ...deps, stores: deps.stores! })).toMatchObject({
      listed: DIGEST_LIMIT + 7,
      emails: 2,
      waiting: 0,
    });
    expect(delivered).toHaveLength(2);
    const bodies = delivered.map((message) => String(message.TextBody)).join('\n');
    for (const record of records()) expect(bodies).toContain(record.id);
    for (const message of delivered) {
      expect(String(message.HtmlBody).length).toBeLessThan(100_000);
    }
    expect(await sendHeldDigest({ ...deps, stores: deps.stores! })).toMatchObject({ listed: 0 });
    expect(records().filter((record) => record.digestedAt)).toHaveLength(DIGEST_LIMIT + 7);
  });
});

describe('a post from another site', () => {
  const unreadBody = () => {
    const state = { read: false };
    const body = new ReadableStream(
      {
        pull(controller) {
          state.read = true;
          controller.enqueue(new TextEncoder().encode('name=x'));
          controller.close();
        },
      },
      // Nothing is pulled until someone reads.
      { highWaterMark: 0 },
    );
    return { state, body };
  };

  it('without JavaScript: sent to a page that says so, its body never read, nothing kept', async () => {
    const { deps, records } = world();
    const { state, body } = unreadBody();
    const request = new Request('https://site.test/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://elsewhere.example',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await handleSubmission(request, 'contact', deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/form-not-accepted');
    expect(state.read).toBe(false);
    expect(records()).toHaveLength(0);
  });

  it('from a script: 403 JSON', async () => {
    const { deps } = world();
    const request = jsonPost('/api/contact', family, { Origin: 'https://elsewhere.example' });
    const response = await handleSubmission(request, 'contact', deps);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
