import { logAlert } from './log';
import type { SubmissionStore } from './store';

const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

const minutesSince = (iso: string | undefined, now: Date) =>
  iso ? Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000)) : 0;

/**
 * Counts only, never a name or an answer: safe to leave open to an uptime monitor, which can
 * alert on `oldestPendingMinutes` above 60, on `countedMinutesAgo` above 15 (the redelivery
 * pass is not running) or on a 503 (the store itself unreachable). One read per call: the
 * counts the last redelivery pass saved.
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
    const counts = await store.readCounts();
    const body = {
      pending: counts?.pending ?? 0,
      oldestPendingMinutes: minutesSince(counts?.oldestPendingAt, now),
      held: counts?.held ?? 0,
      // null until a pass has run: nothing has been counted yet.
      countedMinutesAgo: counts ? minutesSince(counts.countedAt, now) : null,
    };
    return new Response(JSON.stringify(body), { headers });
  } catch (error) {
    logAlert('store-unavailable', { during: 'status', error: String(error).slice(0, 200) });
    return new Response(JSON.stringify({ error: 'store unavailable' }), { status: 503, headers });
  }
}
