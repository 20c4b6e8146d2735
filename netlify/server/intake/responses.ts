/** Headers on every function response: never cached, never sniffed, never framed. */
const baseHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export interface ReplyBody {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
}

export function jsonReply(status: number, body: ReplyBody, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...baseHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** For a form posted without JavaScript: on to a page that says what happened. */
export function seeOther(location: string) {
  return new Response(null, { status: 303, headers: { ...baseHeaders, Location: location } });
}
