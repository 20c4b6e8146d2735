/**
 * A local stand-in for Postmark's email API, for the browser tests and the benchmark.
 * It speaks the part of the API the site uses (POST /email and /email/batch with
 * X-Postmark-Server-Token) and has a small control surface:
 *   GET  /__messages        every message accepted, oldest first
 *   POST /__fail            {"status": 503, "code": 0} makes every send fail that way;
 *                           {"hang": true} never answers; {"replyTo": true} refuses any
 *                           message with a ReplyTo, as Postmark does an address it rejects
 *   POST /__reset           forget messages, succeed again
 * Run alone: `npx tsx scripts/postmark-stub.ts` (PORT, default 8990).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';

export const STUB_TOKEN = 'local-stub-token';

interface Failure {
  status?: number;
  code?: number;
  hang?: boolean;
  replyTo?: boolean;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export function startPostmarkStub(port: number, host = '127.0.0.1'): Promise<Server> {
  const messages: unknown[] = [];
  let failure: Failure | undefined;

  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${host}`);
      if (request.method === 'GET' && url.pathname === '/__messages') return reply(200, messages);
      if (request.method === 'POST' && url.pathname === '/__reset') {
        messages.length = 0;
        failure = undefined;
        return reply(200, { ok: true });
      }
      if (request.method === 'POST' && url.pathname === '/__fail') {
        failure = (await readJson(request)) as Failure;
        return reply(200, { ok: true });
      }
      const single = url.pathname === '/email';
      if (request.method === 'POST' && (single || url.pathname === '/email/batch')) {
        if (request.headers['x-postmark-server-token'] !== STUB_TOKEN) {
          return reply(401, { ErrorCode: 10, Message: 'Bad or missing Server API token.' });
        }
        const body = await readJson(request);
        if (failure?.hang) return; // the client's timeout has to end it
        if (failure?.status) {
          return reply(failure.status, { ErrorCode: failure.code ?? 0, Message: 'Stub failure' });
        }
        const answers = (single ? [body] : (body as unknown[])).map((item) => {
          const message = item as Record<string, unknown>;
          if (failure?.replyTo && message.ReplyTo) {
            return { ErrorCode: 300, Message: "Error parsing 'ReplyTo': Illegal email address" };
          }
          messages.push(message);
          return {
            To: message.To,
            SubmittedAt: new Date().toISOString(),
            MessageID: `stub-${messages.length}`,
            ErrorCode: 0,
            Message: 'OK',
          };
        });
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
  const port = Number(process.env.PORT ?? 8990);
  await startPostmarkStub(port);
  console.log(`Postmark stub on http://127.0.0.1:${port} (token ${STUB_TOKEN})`);
}
