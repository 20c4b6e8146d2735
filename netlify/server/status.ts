import { logAlert } from './log';
import { countOf, readAll, type SubmissionStore } from './store';

const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Counts only, never a name or an answer: safe to leave open to an uptime monitor, which can
 * alert on `oldestPendingMinutes` above 60 or on a 503 (the store itself unreachable).
 */
export async function deliveryStatus(
  request: Request,
  store: SubmissionStore | undefined,
  now = new Date(),
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } });
  }
  try {
    if (!store) throw new Error('no store');
    const counts = countOf(
      (await readAll(store)).map(({ record }) => record),
      now,
    );
    return new Response(JSON.stringify(counts), { headers });
  } catch (error) {
    logAlert('store-unavailable', { during: 'status', error: String(error).slice(0, 200) });
    return new Response(JSON.stringify({ error: 'store unavailable' }), { status: 503, headers });
  }
}
