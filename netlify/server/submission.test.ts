// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { serverMessages } from '../../src/content/forms';
import { expectConsoleErrors } from '../../src/test/setup';
import { careRequest, caregiverApplication } from './forms';
import { postmarkSender, type Send } from './mail';
import { handleSubmission } from './submission';
import {
  networkError,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
  hangs,
  testConfig,
  mockPostmark,
} from './test/postmark';

mockPostmark();

const family = {
  name: 'José Núñez',
  phone: '(770) 555-0199',
  email: 'jose@example.com',
  serviceType: 'personal',
  message: 'My mother needs help\r\nin the mornings. <b>Soon</b> please.',
};

export const caregiver = {
  firstName: '李',
  lastName: '小龍',
  email: 'lee@example.com',
  phone: '770-555-0123',
  address: '12 Main St',
  city: 'Douglasville',
  state: 'GA',
  zipCode: '30134',
  availability: 'part-time',
  experience: 'Two years caring for my grandmother.',
  transportation: 'own-vehicle',
  motivation: 'I like helping people stay at home.',
};

const send: Send = postmarkSender(
  { ...testConfig, token: 'server-token' },
  { timeoutSeconds: 0.3, pauseMs: 0 },
);

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('https://site.test/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const submit = (request: Request) =>
  handleSubmission(request, careRequest, { config: testConfig, send });

describe('a care request that Postmark accepts', () => {
  it('answers 200 and emails staff every field under its label', async () => {
    postmarkAnswers(ok);
    const response = await submit(post(family));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: serverMessages.contactSent });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    expect(received).toHaveLength(1);
    const email = received[0]!;
    expect(email).toMatchObject({
      From: testConfig.from,
      To: 'care@hearthside.test',
      ReplyTo: 'jose@example.com',
      Subject: 'Care request from José Núñez – Personal Care',
      MessageStream: 'outbound',
      Tag: 'care-request',
    });
    expect(email.TextBody).toContain('Full Name: José Núñez');
    expect(email.TextBody).toContain('Type of Care Needed: Personal Care');
    expect(email.TextBody).toContain('Message:\n  My mother needs help\n  in the mornings.');
    expect(email.HtmlBody).toContain('&lt;b&gt;Soon&lt;/b&gt;');
    expect(email.HtmlBody).not.toContain('<b>Soon</b>');
  });

  it('keeps CR and LF out of the subject', async () => {
    postmarkAnswers(ok);
    await submit(post({ ...family, name: 'Ann\r\nBcc: victim@example.com' }));
    expect(received[0]!.Subject).toBe(
      'Care request from Ann Bcc: victim@example.com – Personal Care',
    );
  });
});

describe('when Postmark does not send', () => {
  const cases = [
    {
      name: '422 / 300 invalid request',
      replies: [postmarkError(422, 300)],
      status: 502,
      calls: 1,
    },
    {
      name: '422 / 406 inactive recipient',
      replies: [postmarkError(422, 406)],
      status: 502,
      calls: 1,
    },
    { name: '401 bad token', replies: [postmarkError(401, 10)], status: 502, calls: 1 },
    { name: '429 twice', replies: [postmarkError(429, 0)], status: 503, calls: 2 },
    { name: '500 twice', replies: [postmarkError(500, 0)], status: 503, calls: 2 },
    { name: '503 twice', replies: [postmarkError(503, 0)], status: 503, calls: 2 },
    { name: 'network error twice', replies: [networkError], status: 503, calls: 2 },
    { name: 'timeout twice', replies: [hangs], status: 503, calls: 2 },
  ];

  for (const { name, replies, status, calls } of cases) {
    it(`${name}: answers ${status} with the phone number, tried ${calls}×`, async () => {
      expectConsoleErrors();
      postmarkAnswers(...replies);
      const response = await submit(post(family));
      expect(response.status).toBe(status);
      const body = (await response.json()) as { ok: boolean; message: string };
      expect(body.ok).toBe(false);
      expect(body.message).toContain('(770) 555-0142');
      expect(received).toHaveLength(calls);
    });
  }

  it('sends on the retry when the first try meets a 429 or a network error', async () => {
    for (const first of [postmarkError(429, 0), networkError, postmarkError(503, 0)]) {
      received.length = 0;
      postmarkAnswers(first, ok);
      const response = await submit(post(family));
      expect(response.status).toBe(200);
      expect(received).toHaveLength(2);
    }
  });

  it('sends a browser posting without JavaScript to the not-sent page', async () => {
    expectConsoleErrors();
    postmarkAnswers(postmarkError(503, 0));
    const body = new URLSearchParams(family).toString();
    const response = await submit(
      new Request('https://site.test/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/not-sent');
  });
});

describe('requests that never reach Postmark', () => {
  it('answers other methods with 405 and Allow: POST', async () => {
    const response = await submit(new Request('https://site.test/api/contact', { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers other content types with 415 and bodies over 32 KB with 413', async () => {
    const text = await submit(post('hello', { 'Content-Type': 'text/plain' }));
    expect(text.status).toBe(415);
    const huge = await submit(post({ ...family, message: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
  });

  it('answers bad input with 400, a human message and per-field errors', async () => {
    const response = await submit(post({ ...family, email: 'not-an-email', phone: '' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(serverMessages.invalid);
    expect(body.errors.email).toMatch(/email address like/);
    expect(body.errors.phone).toMatch(/phone number/);
  });

  it('thanks a filled honeypot without sending anything', async () => {
    const response = await submit(post({ ...family, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(received).toHaveLength(0);
  });

  it('answers a browser form post with a redirect to the confirmation page', async () => {
    postmarkAnswers(ok);
    const response = await submit(
      new Request('https://site.test/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(family).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-sent');
    expect(received).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('answers 500 and logs the reason, never the visitor, when Netlify has no token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleSubmission(post(family), careRequest, {
      config: { ...testConfig, token: undefined },
      send: undefined,
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toContain('(770) 555-0142');
    const lines = logged.mock.calls.flat().join('\n');
    expect(lines).toContain('POSTMARK_SERVER_TOKEN');
    for (const secret of [family.name, family.email, family.phone, 'mornings']) {
      expect(lines).not.toContain(secret);
    }
  });

  it('answers 500 when the careers inbox is not set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleSubmission(
      new Request('https://site.test/api/apply', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(caregiver),
      }),
      caregiverApplication,
      { config: { ...testConfig, to: { care: 'care@hearthside.test' } }, send },
    );
    expect(response.status).toBe(500);
    expect(received).toHaveLength(0);
  });
});
