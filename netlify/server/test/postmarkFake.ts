/**
 * One stand-in for Postmark, shared by the unit tests (through msw, ./postmark.ts), and by the
 * browser tests and the benchmark (through a local HTTP server, scripts/postmark-stub.ts): what
 * it keeps of each message it takes, the MessageID it answers with, the words of a refusal, and
 * its search of sent mail. Each side adds only how failures are staged.
 */

export type Message = Record<string, unknown>;

/** Postmark's answer to one message it took. */
export interface Accepted {
  To: unknown;
  SubmittedAt: string;
  MessageID: string;
  ErrorCode: 0;
  Message: 'OK';
}

/** Postmark's answer to a call or a message it refused: `{ ErrorCode, Message }`. */
export interface Refusal {
  ErrorCode: number;
  Message: string;
}

export const refusal = (code: number, text: string): Refusal => ({
  ErrorCode: code,
  Message: text,
});

/** Postmark's refusal of a Reply-To address it will not take (HTTP 422). */
export const replyToRefusal = refusal(300, "Error parsing 'ReplyTo': Illegal email address");

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

/**
 * A fresh Postmark account: `messages` is every message it took, oldest first (callers may
 * empty it), each found by its search under the MessageID its send was answered with.
 */
export function postmarkFake(idPrefix: string) {
  const messages: Message[] = [];
  const sent = new WeakMap<Message, { MessageID: string; ReceivedAt: string }>();
  // Never reset: a MessageID stays unique after the messages are forgotten, as Postmark's are.
  let nextId = 1;

  /** Takes one message and answers as Postmark does. */
  function accept(message: Message): Accepted {
    const record = { MessageID: `${idPrefix}${nextId++}`, ReceivedAt: new Date().toISOString() };
    messages.push(message);
    sent.set(message, record);
    return {
      To: message.To,
      SubmittedAt: record.ReceivedAt,
      MessageID: record.MessageID,
      ErrorCode: 0,
      Message: 'OK',
    };
  }

  /**
   * `GET /messages/outbound`: the messages whose Metadata match every `metadata_<key>`, newest
   * first, `count` (1–500, required) from `offset`. Not yet `indexed`, nothing is found, as in
   * the seconds before Postmark's index catches up.
   */
  function search(url: URL, indexed = true): { status: number; body: unknown } {
    const count = whole(url.searchParams.get('count'), 1, 500);
    const offset = whole(url.searchParams.get('offset'), 0, 10_000) ?? 0;
    if (count === undefined)
      return { status: 422, body: refusal(0, 'count must be between 1 and 500') };
    const wanted = [...url.searchParams]
      .filter(([key]) => key.startsWith('metadata_'))
      .map(([key, value]) => [key.slice('metadata_'.length), value] as const);
    // Postmark searches its transactional stream unless asked for another.
    const stream = url.searchParams.get('messagestream') ?? 'outbound';
    const found = (indexed ? messages : [])
      .filter((message) => {
        const metadata = (message.Metadata ?? {}) as Record<string, unknown>;
        const inStream = (message.MessageStream ?? 'outbound') === stream;
        return inStream && wanted.every(([key, value]) => metadata[key] === value);
      })
      .reverse();
    const Messages = found.slice(offset, offset + count).map((message) => ({
      ...sent.get(message),
      Tag: message.Tag ?? '',
      To: recipients(message.To),
      Cc: recipients(message.Cc),
      Bcc: recipients(message.Bcc),
      Recipients: recipients(message.To).map((recipient) => recipient.Email),
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
  }

  return { messages, accept, search };
}
