import { afterEach, expect, it, vi } from 'vitest';
import { delivered, hangs, type Message } from './postmark';

afterEach(() => {
  vi.useRealTimers();
});

// A message the stand-in accepted after its client gave up lands in whichever test runs ten
// seconds later, and reads there as a duplicate send.
it('a hung send the client gave up on is never accepted later', async () => {
  vi.useFakeTimers();
  const client = new AbortController();
  const request = new Request('https://api.postmarkapp.com/email', {
    method: 'POST',
    signal: client.signal,
  });
  const answer = hangs({ To: 'care@hearthside.test', Subject: 'Late' } as Message, request);
  client.abort();
  await vi.advanceTimersByTimeAsync(11_000);
  expect((await answer).type).toBe('error');
  expect(delivered).toEqual([]);
});

it('a hung send nobody gave up on is accepted after ten seconds', async () => {
  vi.useFakeTimers();
  const request = new Request('https://api.postmarkapp.com/email', { method: 'POST' });
  const answer = hangs({ To: 'care@hearthside.test', Subject: 'Slow' } as Message, request);
  await vi.advanceTimersByTimeAsync(10_000);
  expect((await answer).status).toBe(200);
  expect(delivered.map((message) => message.Subject)).toEqual(['Slow']);
  delivered.length = 0;
});
