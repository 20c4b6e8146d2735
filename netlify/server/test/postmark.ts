import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MailConfig } from '../mail/config';
import { postmarkFake, refusal, replyToRefusal, type Message } from './postmarkFake';

const POSTMARK_EMAIL = 'https://api.postmarkapp.com/email';
const POSTMARK_BATCH = 'https://api.postmarkapp.com/email/batch';
const POSTMARK_SEARCH = 'https://api.postmarkapp.com/messages/outbound';

export const testConfig: MailConfig = {
  token: 'server-token',
  apiUrl: new URL('https://api.postmarkapp.com'),
  from: 'Hearthside Website <website@hearthside.test>',
  to: { MAIL_TO_CARE: 'care@hearthside.test', MAIL_TO_CAREERS: 'careers@hearthside.test' },
  outboxDir: '.outbox-test',
  acknowledgements: { stream: 'acknowledgements' },
  onNetlify: true,
  followUp: {
    key: { secret: 'test-follow-up-secret', context: 'production' },
    origin: 'https://hearthside.test',
    development: false,
  },
};

export type { Message };

const fake = postmarkFake('msg-');

/** Every message the Postmark stand-in was asked to send, newest last. */
export const received: Message[] = [];
/** Every message it accepted: what staff would get. */
export const delivered: Message[] = fake.messages;

/** One answer for one message. */
type Reply = (message: Message, request: Request) => Response | Promise<Response>;

/**
 * Answers the next messages in order, on the single and the batch endpoint alike; the last
 * answer repeats. In a batch, a 422 is that message's own refusal in a 200 answer; any other
 * error fails the whole call, as Postmark's does for a bad token or an outage.
 */
export function postmarkAnswers(...replies: Reply[]) {
  let call = 0;
  const next = () => replies[Math.min(call++, replies.length - 1)]!;
  server.use(
    http.post(POSTMARK_EMAIL, async ({ request }) => {
      const message = (await request.json()) as Message;
      received.push(message);
      return next()(message, request);
    }),
    http.post(POSTMARK_BATCH, async ({ request }) => {
      const messages = (await request.json()) as Message[];
      received.push(...messages);
      const answers: unknown[] = [];
      for (const message of messages) {
        const response = await next()(message, request);
        if (response.status !== 200 && response.status !== 422) return response;
        answers.push(await response.json());
      }
      return HttpResponse.json(answers);
    }),
  );
}

export const ok: Reply = (message) => HttpResponse.json(fake.accept(message));
export const postmarkError =
  (status: number, code: number, text = 'Refused'): Reply =>
  () =>
    HttpResponse.json(refusal(code, text), { status });
export const networkError: Reply = () => HttpResponse.error();
/** Postmark takes the message and sends it, but its answer never arrives. */
export const acceptedThenLost: Reply = (message) => {
  fake.accept(message);
  return HttpResponse.error();
};
/**
 * Answers only after 10 s, so the client's own timeout has to end the wait. An aborted wait
 * sends nothing: a message accepted later would land in whichever test runs 10 s on.
 */
export const hangs: Reply = (message, request) =>
  new Promise<Response>((resolve) => {
    const answer = setTimeout(() => resolve(ok(message, request)), 10_000);
    request.signal.addEventListener('abort', () => {
      clearTimeout(answer);
      resolve(HttpResponse.error());
    });
  });
/** Postmark's 422 / 300 for a Reply-To it will not take; without one, the message goes. */
export const refusesReplyTo: Reply = (message, request) =>
  message.ReplyTo ? HttpResponse.json(replyToRefusal, { status: 422 }) : ok(message, request);

/**
 * Postmark's search of sent mail by metadata, over what it accepted. `searchable` is off to
 * play its indexing delay, and `searchFails` to play an outage of the search alone.
 */
export const search = { searchable: true, searchFails: false, calls: 0 };
const searchHandler = http.get(POSTMARK_SEARCH, ({ request }) => {
  search.calls++;
  if (search.searchFails) return HttpResponse.json(refusal(0, 'Down'), { status: 503 });
  const { status, body } = fake.search(new URL(request.url), search.searchable);
  return HttpResponse.json(body as Record<string, unknown>, { status });
});

const server = setupServer(searchHandler);

/** Handlers of a test's own beside Postmark's (a failing store), until the test ends. */
export const alsoAnswer = (...handlers: Parameters<typeof server.use>) => server.use(...handlers);

/** msw for the file: any request that is not Postmark's email endpoint fails the test. */
export function mockPostmark() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
    delivered.length = 0;
    Object.assign(search, { searchable: true, searchFails: false, calls: 0 });
  });
  afterAll(() => server.close());
}
