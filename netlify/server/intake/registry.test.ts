import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '#src/forms/definition';
import type { Inbox } from '#src/forms/staffSide';
import { sendHeldDigest } from '../reports/digest';
import { serverForm, serverForms, type FormRegistry } from '../shared/forms';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from './submission';
import { formPost, jsonPost, watchAlerts, world } from '../test/fixtures';
import {
  delivered,
  mockPostmark,
  networkError,
  postmarkError,
  ok,
  postmarkAnswers,
  testConfig,
} from '../test/postmark';

mockPostmark();

/**
 * A third form that exists only here: the server must take it from its registry entry alone,
 * with nothing in the shared code naming it. Its name and endpoint are written out, as
 * `registered` gives them only to the site's own forms.
 */
const callbackDefinition = {
  name: 'callback',
  endpoint: '/api/callback',
  copy: {
    name: { label: 'Your name' },
    email: { label: 'Email' },
    when: { label: 'When to call' },
  },
  fields: [
    { name: 'name', kind: 'text', required: true, max: 100 },
    { name: 'email', kind: 'email', required: true, max: 200 },
    { name: 'when', kind: 'text', required: false, max: 100 },
  ],
} as const satisfies FormDefinition;

const forms: FormRegistry = {
  ...serverForms,
  callback: serverForm({
    definition: callbackDefinition,
    said: { en: { sent: 'We will call you soon.' }, es: { sent: 'Le llamaremos pronto.' } },
    // An inbox the site does not have: a real form's would join `Inbox` (src/forms/staffSide.ts).
    inbox: 'MAIL_TO_CALLBACKS' as Inbox,
    response: 'family',
    title: 'Call-back request',
    subject: ({ name = '' }) => name,
    tag: 'call-back',
  }),
};

const config = {
  ...testConfig,
  to: { ...testConfig.to, MAIL_TO_CALLBACKS: 'calls@hearthside.test' },
};
const answers = { name: 'Ann Lee', email: 'ann@example.com', when: 'Mornings' };

function callbackWorld() {
  const base = world();
  const deps: typeof base.deps = { ...base.deps, config, forms };
  return { ...base, deps };
}

describe('a form added to the registry and nowhere else', () => {
  it('is validated by its own fields and emailed to its own inbox', async () => {
    const { deps } = callbackWorld();
    postmarkAnswers(ok);
    const refused = await handleSubmission(
      jsonPost('/api/callback', { ...answers, email: 'not an address' }),
      'callback',
      deps,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toHaveProperty('email');

    const response = await handleSubmission(jsonPost('/api/callback', answers), 'callback', deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'We will call you soon.' });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      To: 'calls@hearthside.test',
      ReplyTo: 'ann@example.com',
      Subject: expect.stringMatching(
        /^Call back by \d{1,2}:\d{2} [AP]M \w{3}: Call-back request from Ann Lee$/,
      ),
      Tag: 'call-back',
    });
    expect(delivered[0]!.TextBody).toMatch(
      /^Call back by \d{1,2}:\d{2} [AP]M \w{3}\n\nCalled back\? Record the call: https:\/\/hearthside\.test\/follow-up\/\S+\n\nNew call-back request\n/,
    );
    expect(delivered[0]!.TextBody).toContain('When to call: Mornings');
  });

  it('is kept while Postmark is down and sent to its inbox by the next pass', async () => {
    const { deps, records } = callbackWorld();
    postmarkAnswers(postmarkError(503, 0));
    const response = await handleSubmission(jsonPost('/api/callback', answers), 'callback', deps);
    expect(response.status).toBe(202);
    expect(records()[0]).toMatchObject({ form: 'callback', status: 'pending' });

    postmarkAnswers(ok);
    const later = () => new Date(Date.now() + 10 * 60_000);
    const report = await redeliveryPass({ ...deps, stores: deps.stores!, now: later });
    expect(report).toMatchObject({ sent: 1, pending: 0 });
    expect(delivered.map((message) => message.To)).toEqual(['calls@hearthside.test']);
  });

  it('has its spam-trap catches listed in a digest to its own inbox', async () => {
    const { deps } = callbackWorld();
    const held = await handleSubmission(
      jsonPost('/api/callback', { ...answers, website: 'http://spam.test' }),
      'callback',
      deps,
    );
    expect(held.status).toBe(202);
    postmarkAnswers(ok);
    expect(await sendHeldDigest({ ...deps, stores: deps.stores! })).toMatchObject({ listed: 1 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.To).toBe('calls@hearthside.test');
    expect(delivered[0]!.TextBody).toContain('(Eastern), call-back request');
    expect(delivered[0]!.TextBody).toContain('Name: Ann Lee');
  });

  it('sends a post without JavaScript to the pages named from it', async () => {
    const { deps } = callbackWorld();
    postmarkAnswers(ok);
    const wrong = await handleSubmission(
      formPost('/api/callback', { ...answers, email: 'nope' }),
      'callback',
      deps,
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('Location')).toBe('/callback/check-your-answers#email');
    const sent = await handleSubmission(formPost('/api/callback', answers), 'callback', deps);
    expect(sent.headers.get('Location')).toBe('/callback/sent');
  });

  it('leaves a kept copy of a form the site no longer has unsent, naming what is missing', async () => {
    const alerts = watchAlerts();
    const { deps, records } = callbackWorld();
    postmarkAnswers(networkError);
    await handleSubmission(jsonPost('/api/callback', answers), 'callback', deps);
    postmarkAnswers(ok);
    // No answer at first: searched for twice (at 3 and 15 minutes) before it may go again.
    const minutes = (n: number) => () => new Date(Date.now() + n * 60_000);
    const pass = (n: number) =>
      redeliveryPass({ ...deps, forms: serverForms, stores: deps.stores!, now: minutes(n) });
    await pass(5);
    const report = await pass(16);
    expect(report).toMatchObject({ sent: 0, pending: 1 });
    expect(delivered).toHaveLength(0);
    expect(records()[0]!.lastError).toContain('a form of that name');
    expect(alerts().join('\n')).toContain('a form of that name');
  });
});

describe('a form that promises no call back (a brochure request)', () => {
  const brochure: FormRegistry = {
    ...forms,
    callback: { ...forms.callback!, response: undefined, title: 'Brochure request' },
  };

  it('emails staff with no call-back time and no "Called back?" link, thanks no one and is never a reminder', async () => {
    const { deps, stores } = callbackWorld();
    postmarkAnswers(ok, ok, ok);
    const sent = await handleSubmission(jsonPost('/api/callback', answers), 'callback', {
      ...deps,
      forms: brochure,
      acknowledge: true,
    });
    expect(sent.status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.Subject).toBe('Brochure request from Ann Lee');
    expect(delivered[0]!.TextBody).toMatch(/^New brochure request\n/);
    expect(delivered[0]!.TextBody).not.toMatch(/Call back by|Called back\?|follow-up/);

    // A day later, nothing is due: no reminder, no acknowledgement, nothing pending.
    const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000);
    expect(await stores.followUps.callsDue(tomorrow())).toEqual([]);
    const report = await redeliveryPass({ ...deps, forms: brochure, stores, now: tomorrow });
    expect(report).toMatchObject({ sent: 0, pending: 0 });
    expect(delivered).toHaveLength(1);
  });
});
