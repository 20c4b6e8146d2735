/**
 * A local stand-in for Postmark's email API, for the browser tests and the benchmark: the unit
 * tests' stand-in (netlify/server/test/postmarkFake.ts) behind an HTTP server. It speaks the part of the API the site uses, each call with X-Postmark-Server-Token (401
 * without it):
 *   POST /email, /email/batch   send one message, or many (one answer each)
 *   GET  /messages/outbound     search of sent mail: `count` (1–500) and `offset` as Postmark
 *                               requires them, filtered by any `metadata_<key>=<value>`, newest
 *                               first, as `{ TotalCount, Messages: [{ MessageID, To, Subject,
 *                               Metadata, ReceivedAt, … }] }`; every accepted message is found
 *                               under the MessageID its send was answered with
 * and a small control surface:
 *   GET  /__messages        every message accepted, oldest first
 *   POST /__fail            makes every send misbehave until the next /__fail or /__reset
 *                           (`{}` makes sends succeed again and keeps what was accepted):
 *                           {"status": 503, "code": 0} fails it that way;
 *                           {"hang": true} never answers (nothing is accepted);
 *                           {"replyTo": true} refuses any message with a ReplyTo, as Postmark
 *                           does an address it rejects;
 *                           {"slowMs": 2500} answers, successfully, only after that long (the
 *                           message is accepted when the answer goes, even if the caller has
 *                           given up by then, as Postmark would have sent it);
 *                           {"acceptThenDrop": true} accepts the message (it shows in
 *                           /__messages and in the search), then drops the connection without
 *                           an answer: the caller sees a network error
 *                           The search is never made to fail: only sends are.
 *   POST /__reset           forget messages, succeed again
 * Run alone: `npx tsx scripts/postmark-stub.ts` (PORT, default 8990; 0 takes a free port, and
 * the line it prints says which).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  postmarkFake,
  refusal,
  replyToRefusal,
  type Message,
} from '../netlify/server/test/postmarkFake.ts';

export const STUB_TOKEN = 'local-stub-token';

interface Failure {
  status?: number;
  code?: number;
  hang?: boolean;
  replyTo?: boolean;
  slowMs?: number;
  acceptThenDrop?: boolean;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startPostmarkStub(port: number, host = '127.0.0.1'): Promise<Server> {
  const fake = postmarkFake('stub-');
  let failure: Failure | undefined;

  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${host}`);
      if (request.method === 'GET' && url.pathname === '/__messages') {
        return reply(200, fake.messages);
      }
      if (request.method === 'POST' && url.pathname === '/__reset') {
        fake.messages.length = 0;
        failure = undefined;
        return reply(200, { ok: true });
      }
      if (request.method === 'POST' && url.pathname === '/__fail') {
        failure = (await readJson(request)) as Failure;
        return reply(200, { ok: true });
      }
      const single = url.pathname === '/email';
      const sending = request.method === 'POST' && (single || url.pathname === '/email/batch');
      const searching = request.method === 'GET' && url.pathname === '/messages/outbound';
      if ((sending || searching) && request.headers['x-postmark-server-token'] !== STUB_TOKEN) {
        return reply(401, refusal(10, 'Bad or missing Server API token.'));
      }
      if (searching) {
        const { status, body } = fake.search(url);
        return reply(status, body);
      }
      if (sending) {
        const body = await readJson(request);
        // What this send meets is what was set when it arrived.
        const mode = failure;
        if (mode?.hang) return; // the client's timeout has to end it
        if (mode?.slowMs) await pause(mode.slowMs);
        if (mode?.status) {
          return reply(mode.status, refusal(mode.code ?? 0, 'Stub failure'));
        }
        const answers = (single ? [body] : (body as unknown[])).map((item) => {
          const message = item as Message;
          return mode?.replyTo && message.ReplyTo ? replyToRefusal : fake.accept(message);
        });
        // Taken, but the answer never leaves: to the caller, a dropped connection.
        if (mode?.acceptThenDrop) return void request.socket.destroy();
        const [first] = answers;
        if (!single || !first) return reply(200, answers);
        return reply(first.ErrorCode === 0 ? 200 : 422, first);
      }
      return reply(404, refusal(404, 'Not found'));
    })().catch(() => reply(400, refusal(400, 'Bad request')));
  });

  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostmarkStub(Number(process.env.PORT ?? 8990));
  const { port } = server.address() as AddressInfo;
  console.log(`Postmark stub on http://127.0.0.1:${port} (token ${STUB_TOKEN})`);
}
