import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MailConfig } from '../config';

export const POSTMARK_EMAIL = 'https://api.postmarkapp.com/email';

export const testConfig: MailConfig = {
  token: 'server-token',
  apiUrl: new URL('https://api.postmarkapp.com'),
  from: 'Hearthside Website <website@hearthside.test>',
  to: { care: 'care@hearthside.test', careers: 'careers@hearthside.test' },
  outboxDir: '.outbox-test',
  onNetlify: true,
};

/** Every call the Postmark stand-in received, newest last. */
export const received: Record<string, unknown>[] = [];

type Reply = (request: Request) => Response | Promise<Response>;

/** Answers the next calls in order; the last answer repeats. */
export function postmarkAnswers(...replies: Reply[]) {
  let call = 0;
  server.use(
    http.post(POSTMARK_EMAIL, async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>);
      const reply = replies[Math.min(call++, replies.length - 1)]!;
      return reply(request);
    }),
  );
}

export const ok: Reply = () =>
  HttpResponse.json({ To: 'care@hearthside.test', MessageID: 'abc', ErrorCode: 0, Message: 'OK' });
export const postmarkError =
  (status: number, code: number, message = 'Refused'): Reply =>
  () =>
    HttpResponse.json({ ErrorCode: code, Message: message }, { status });
export const networkError: Reply = () => HttpResponse.error();
/** Answers only after 10 s, so the client's own timeout has to end the wait. */
export const hangs: Reply = (request) =>
  Promise.race([
    delay(10_000).then(() => ok(request)),
    new Promise<Response>((resolve) =>
      request.signal.addEventListener('abort', () => resolve(HttpResponse.error())),
    ),
  ]);

export const server = setupServer();

/** msw for the file: any request that is not Postmark's email endpoint fails the test. */
export function mockPostmark() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
  });
  afterAll(() => server.close());
}
