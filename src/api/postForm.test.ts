import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactDefinition } from '../forms/contact/definition';
import { senderFor } from './postForm';

const sendCareRequest = (v: typeof values) => senderFor(contactDefinition)(v, null);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const values = {
  name: 'Ann',
  phone: '770-555-0100',
  email: 'ann@example.com',
  serviceType: '',
  bestTime: '',
  message: '',
  website: '',
  submissionId: '6f1c1d1e-5f43-4a6c-9a0e-1b2c3d4e5f60',
  language: 'en',
};

// Node's fetch needs an absolute URL; the page's is relative to the site.
const origin = 'http://site.test';
beforeAll(() => {
  const real = globalThis.fetch;
  globalThis.fetch = (input, init) => real(new URL(String(input), origin), init);
  return () => {
    globalThis.fetch = real;
  };
});

const answer = (response: () => Response) =>
  server.use(http.post(`${origin}/api/contact`, response));

describe('sending a care request from the page', () => {
  it('counts 200 (sent) and 202 (kept) alike as success', async () => {
    answer(() => HttpResponse.json({ ok: true, message: 'Sent' }));
    await expect(sendCareRequest(values)).resolves.toEqual({ message: 'Sent' });
    answer(() => HttpResponse.json({ ok: true, queued: true, message: 'Kept' }, { status: 202 }));
    await expect(sendCareRequest(values)).resolves.toEqual({ message: 'Kept', queued: true });
  });

  it('hands on the promise of a call, when the server makes one', async () => {
    const promise = 'We will call you today, Friday, between 5 and 6 PM.';
    answer(() => HttpResponse.json({ ok: true, message: 'Sent', promise }));
    await expect(sendCareRequest(values)).resolves.toEqual({ message: 'Sent', promise });
  });

  it('sends the id and language with the answers', async () => {
    let body: unknown;
    server.use(
      http.post(`${origin}/api/contact`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true, message: 'Sent' });
      }),
    );
    await sendCareRequest(values);
    expect(body).toMatchObject({ submissionId: values.submissionId, language: 'en' });
  });

  it('does not take a page served in place of the function (a rate limit) for success', async () => {
    answer(() => new HttpResponse('<!doctype html><h1>Please wait</h1>', { status: 200 }));
    await expect(sendCareRequest(values)).rejects.toThrow('HTTP 200');
  });

  it("throws the server's own words when it refuses", async () => {
    answer(() => HttpResponse.json({ ok: false, message: 'Call us.' }, { status: 503 }));
    await expect(sendCareRequest(values)).rejects.toMatchObject({
      message: 'Call us.',
      forVisitor: true,
    });
  });
});
