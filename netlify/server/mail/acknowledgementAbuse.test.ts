import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { budgets as businessBudgets } from '#src/config/budgets';
import { BREAKER_TROUBLES, mailboxOf } from './acknowledgementLimits';
import { liftedBudgets } from '../intake/budgets';
import { readMailConfig } from './config';
import { deliveryStatus } from '../reports/status';
import { redeliveryPass } from '../delivery/redelivery';
import { postmarkMailer, routedMailer } from './mail';
import { handleSubmission, type SubmissionDeps } from '../intake/submission';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import {
  alsoAnswer,
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
  testConfig,
  type Message,
} from '../test/postmark';

mockPostmark();

const DAY_MS = 24 * 60 * 60_000;

/** Every lead budget lifted, the acknowledgements' own as the business has them. */
const budgets = {
  ...liftedBudgets,
  acknowledgementsHour: businessBudgets.acknowledgementsHour,
  acknowledgementsDay: businessBudgets.acknowledgementsDay,
  acknowledgementsPerDomainDay: businessBudgets.acknowledgementsPerDomainDay,
};

function thankingWorld() {
  const base = world();
  const deps: typeof base.deps = { ...base.deps, acknowledge: true, budgets };
  return { ...base, deps };
}
const post = (deps: SubmissionDeps, email: string, n = 0) =>
  handleSubmission(
    jsonPost('/api/contact', { ...family, email, message: `Form ${n}` }),
    'contact',
    { ...deps, clientAddress: `192.0.2.${n % 250}` },
  );
const isThanks = (message: Message) => message.Tag === 'acknowledgement';
const toVisitor = () => delivered.filter(isThanks);
const triedToVisitor = () => received.filter(isThanks);
const toStaff = () => delivered.filter((message) => !isThanks(message));

describe('the acknowledgement, against a stranger who types someone else’s address', () => {
  it('goes once to one mailbox however its address is spelt', async () => {
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    const spellings = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.ictim@gmail.com',
      'victim@googlemail.com',
    ];
    for (const [n, email] of spellings.entries()) await post(deps, email, n);
    expect(toStaff()).toHaveLength(spellings.length);
    expect(toVisitor()).toHaveLength(1);
    expect(new Set(spellings.map((email) => mailboxOf(email).mailbox))).toEqual(
      new Set(['victim@gmail.com']),
    );
    // Other providers keep their dots: a.b@example.com is not ab@example.com.
    expect(mailboxOf('a.b+x@Example.com').mailbox).toBe('a.b@example.com');
  });

  it(`is bounded at ${businessBudgets.acknowledgementsHour} an hour for everyone together, far below the leads`, async () => {
    watchAlerts();
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    for (let n = 0; n < 120; n++) await post(deps, `stranger${n}@example${n % 40}.test`, n);
    expect(toStaff()).toHaveLength(120);
    expect(toVisitor()).toHaveLength(businessBudgets.acknowledgementsHour);
  });

  it(`is capped per mail domain: ${businessBudgets.acknowledgementsPerDomainDay} a day`, async () => {
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    const lifted = {
      ...deps,
      budgets: { ...budgets, acknowledgementsHour: 100, acknowledgementsDay: 100 },
    };
    for (let n = 0; n < 15; n++) await post(lifted, `person${n}@one-domain.test`, n);
    expect(toVisitor()).toHaveLength(businessBudgets.acknowledgementsPerDomainDay);
  });

  it('is capped per registrable domain: subdomains of one owner count together, x.co.uk and y.co.uk apart', async () => {
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    const lifted = {
      ...deps,
      budgets: { ...budgets, acknowledgementsHour: 100, acknowledgementsDay: 100 },
    };
    const cap = businessBudgets.acknowledgementsPerDomainDay;
    // A catch-all domain: every subdomain and every name reaches one owner.
    for (let n = 0; n < cap + 5; n++) await post(lifted, `person${n}@x${n}.example.com`, n);
    expect(toVisitor()).toHaveLength(cap);
    for (let n = 0; n < cap; n++) await post(lifted, `person${n}@mail.x.co.uk`, 100 + n);
    await post(lifted, 'person@y.co.uk', 200);
    expect(toVisitor().map((message) => String(message.To).split('@')[1])).toEqual([
      ...Array.from({ length: cap }, (_, n) => `x${n}.example.com`),
      ...Array.from({ length: cap }, () => 'mail.x.co.uk'),
      'y.co.uk',
    ]);
  });

  it('is not overrun by posts that arrive together', async () => {
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => post(deps, `together${n}@example${n}.test`, n)),
    );
    // On a busy machine some are handed to the next pass ("no time left"): counted with it.
    await redeliveryPass({ ...deps, stores: deps.stores!, ignoreBackoff: true });
    expect(toStaff()).toHaveLength(40);
    expect(toVisitor()).toHaveLength(businessBudgets.acknowledgementsHour);
  });

  it(`stops for a day after ${BREAKER_TROUBLES} addresses Postmark refuses as inactive, with one alert; staff mail goes on`, async () => {
    const alerts = watchAlerts();
    const { deps } = thankingWorld();
    postmarkAnswers((message, request) =>
      isThanks(message)
        ? postmarkError(422, 406, 'Inactive recipient')(message, request)
        : ok(message, request),
    );
    for (let n = 0; n < 8; n++) await post(deps, `trap${n}@example${n}.test`, n);
    expect(triedToVisitor()).toHaveLength(BREAKER_TROUBLES);
    expect(toStaff()).toHaveLength(8);
    expect(alerts().filter((line) => line.includes('acknowledgements-paused'))).toHaveLength(1);
  });
});

describe('the pause after bad addresses', () => {
  it('is said, in the status and in the alert, to hold back every visitor’s thank-you for a day, by design', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = thankingWorld();
    const status = async (at = new Date()) =>
      (await deliveryStatus(new Request('https://site.test/api/status'), stores, at)).json();
    expect(await status()).not.toHaveProperty('acknowledgementsPaused');
    postmarkAnswers((message, request) =>
      isThanks(message)
        ? postmarkError(422, 406, 'Inactive recipient')(message, request)
        : ok(message, request),
    );
    const before = Date.now();
    for (let n = 0; n < BREAKER_TROUBLES; n++) await post(deps, `trap${n}@example${n}.test`, n);

    const { acknowledgementsPaused: paused } = await status();
    expect(Date.parse(paused.until) - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(Date.parse(paused.until) - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect(paused.effect).toMatch(/no visitor gets a thank-you/i);
    expect(paused.effect).toMatch(/by design/i);
    expect(paused.effect).toMatch(/leads still reach staff/i);
    const [alert] = alerts().filter((line) => line.includes('acknowledgements-paused'));
    expect(alert).toContain(paused.until);
    expect(alert).toContain(paused.effect);
    // A day later, the pause is over and the status no longer speaks of it.
    expect(await status(new Date(Date.now() + DAY_MS + 60_000))).not.toHaveProperty(
      'acknowledgementsPaused',
    );
  });
});

describe('the acknowledgement’s own channel', () => {
  it('goes on its own message stream; staff mail stays on the transactional one', async () => {
    const { deps } = thankingWorld();
    postmarkAnswers(ok);
    await post(deps, 'ann@example.test');
    expect(toVisitor().map((message) => message.MessageStream)).toEqual(['acknowledgements']);
    expect(toStaff().map((message) => message.MessageStream)).toEqual(['outbound']);
  });

  it('goes through its own Postmark server when it has a token', async () => {
    const { deps } = thankingWorld();
    const tokens: { tag: string; token: string | null }[] = [];
    alsoAnswer(
      http.post('https://api.postmarkapp.com/email', async ({ request }) => {
        const message = (await request.json()) as Message;
        tokens.push({
          tag: String(message.Tag),
          token: request.headers.get('X-Postmark-Server-Token'),
        });
        return HttpResponse.json({
          ErrorCode: 0,
          Message: 'OK',
          MessageID: `m${tokens.length}`,
          To: message.To,
          SubmittedAt: '',
        });
      }),
    );
    const staff = postmarkMailer({ ...testConfig, token: 'staff-token' }, { timeoutSeconds: 1 });
    const visitors = postmarkMailer(
      { ...testConfig, token: 'visitor-token' },
      { timeoutSeconds: 1 },
    );
    await post({ ...deps, mailer: routedMailer(staff, visitors) }, 'ann@example.test');
    expect(tokens.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([
      { tag: 'acknowledgement', token: 'visitor-token' },
      { tag: 'care-request', token: 'staff-token' },
    ]);
  });
});

describe('a search of sent mail that ignores its filter', () => {
  it('is not taken as finding the email: only a message naming the submission counts', async () => {
    alsoAnswer(
      http.get('https://api.postmarkapp.com/messages/outbound', () =>
        HttpResponse.json({
          TotalCount: 1,
          Messages: [{ MessageID: 'someone-else', Metadata: { submissionId: 'another-id' } }],
        }),
      ),
    );
    const mailer = postmarkMailer({ ...testConfig, token: 'staff-token' }, { timeoutSeconds: 1 });
    expect(await mailer.findSent('the-id')).toEqual({ found: false });
  });

  it('reads the acknowledgements’ stream settings from the environment', () => {
    expect(readMailConfig({}, '').acknowledgements).toEqual({ stream: 'acknowledgements' });
    expect(
      readMailConfig({ POSTMARK_ACK_STREAM: 'thanks', POSTMARK_ACK_SERVER_TOKEN: 't' }, '')
        .acknowledgements,
    ).toEqual({ stream: 'thanks', token: 't' });
  });
});
