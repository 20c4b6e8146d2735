/**
 * A local stand-in for Postmark's email API, for the browser tests and the benchmark.
 * It speaks the part of the API the site uses, each call with X-Postmark-Server-Token (401
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

export const STUB_TOKEN = 'local-stub-token';

interface Failure {
  status?: number;
  code?: number;
  hang?: boolean;
  replyTo?: boolean;
  slowMs?: number;
  acceptThenDrop?: boolean;
}

/** A message Postmark took, with what it answered and when: what the search shows. */
interface Accepted {
  message: Record<string, unknown>;
  messageId: string;
  receivedAt: string;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `"Name" <a@b>, c@d` as Postmark lists recipients: `[{ Email, Name }]`. */
function recipients(field: unknown): { Email: string; Name: string }[] {
  if (typeof field !== 'string') return [];
  return field
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const named = /^(.*?)\s*<([^>]+)>$/.exec(part);
      if (!named) return { Email: part, Name: '' };
      return { Email: named[2] ?? '', Name: (named[1] ?? '').replace(/^"|"$/g, '') };
    });
}

/** A whole number in `[min, max]` from a query parameter, or `undefined`. */
function whole(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function startPostmarkStub(port: number, host = '127.0.0.1'): Promise<Server> {
  const accepted: Accepted[] = [];
  // Never reset: a MessageID stays unique across /__reset, as Postmark's are.
  let nextId = 1;
  let failure: Failure | undefined;

  const accept = (message: Record<string, unknown>): Accepted => {
    const entry = {
      message,
      messageId: `stub-${nextId++}`,
      receivedAt: new Date().toISOString(),
    };
    accepted.push(entry);
    return entry;
  };

  /** `GET /messages/outbound`: accepted messages whose Metadata match every `metadata_` key. */
  const search = (url: URL) => {
    const count = whole(url.searchParams.get('count'), 1, 500);
    const offset = whole(url.searchParams.get('offset'), 0, 10_000) ?? 0;
    if (count === undefined) {
      return { status: 422, body: { ErrorCode: 0, Message: 'count must be between 1 and 500' } };
    }
    const wanted = [...url.searchParams]
      .filter(([key]) => key.startsWith('metadata_'))
      .map(([key, value]) => [key.slice('metadata_'.length), value] as const);
    const found = accepted
      .filter(({ message }) => {
        const metadata = (message.Metadata ?? {}) as Record<string, unknown>;
        return wanted.every(([key, value]) => metadata[key] === value);
      })
      .reverse();
    const Messages = found
      .slice(offset, offset + count)
      .map(({ message, messageId, receivedAt }) => ({
        MessageID: messageId,
        Tag: message.Tag ?? '',
        To: recipients(message.To),
        Cc: recipients(message.Cc),
        Bcc: recipients(message.Bcc),
        Recipients: recipients(message.To).map((recipient) => recipient.Email),
        ReceivedAt: receivedAt,
        From: message.From ?? '',
        Subject: message.Subject ?? '',
        Attachments: ((message.Attachments ?? []) as { Name?: string }[]).map((file) => file.Name),
        Status: 'Sent',
        TrackOpens: false,
        TrackLinks: 'None',
        Metadata: message.Metadata ?? {},
        MessageStream: message.MessageStream ?? 'outbound',
        Sandboxed: false,
      }));
    return { status: 200, body: { TotalCount: found.length, Messages } };
  };

  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${host}`);
      if (request.method === 'GET' && url.pathname === '/__messages') {
        return reply(
          200,
          accepted.map((entry) => entry.message),
        );
      }
      if (request.method === 'POST' && url.pathname === '/__reset') {
        accepted.length = 0;
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
        return reply(401, { ErrorCode: 10, Message: 'Bad or missing Server API token.' });
      }
      if (searching) {
        const { status, body } = search(url);
        return reply(status, body);
      }
      if (sending) {
        const body = await readJson(request);
        // What this send meets is what was set when it arrived.
        const mode = failure;
        if (mode?.hang) return; // the client's timeout has to end it
        if (mode?.slowMs) await pause(mode.slowMs);
        if (mode?.status) {
          return reply(mode.status, { ErrorCode: mode.code ?? 0, Message: 'Stub failure' });
        }
        const answers = (single ? [body] : (body as unknown[])).map((item) => {
          const message = item as Record<string, unknown>;
          if (mode?.replyTo && message.ReplyTo) {
            return { ErrorCode: 300, Message: "Error parsing 'ReplyTo': Illegal email address" };
          }
          const { messageId, receivedAt } = accept(message);
          return {
            To: message.To,
            SubmittedAt: receivedAt,
            MessageID: messageId,
            ErrorCode: 0,
            Message: 'OK',
          };
        });
        // Taken, but the answer never leaves: to the caller, a dropped connection.
        if (mode?.acceptThenDrop) return void request.socket.destroy();
        const [first] = answers;
        if (!single || !first) return reply(200, answers);
        return reply(first.ErrorCode === 0 ? 200 : 422, first);
      }
      return reply(404, { ErrorCode: 404, Message: 'Not found' });
    })().catch(() => reply(400, { ErrorCode: 400, Message: 'Bad request' }));
  });

  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostmarkStub(Number(process.env.PORT ?? 8990));
  const { port } = server.address() as AddressInfo;
  console.log(`Postmark stub on http://127.0.0.1:${port} (token ${STUB_TOKEN})`);
}
