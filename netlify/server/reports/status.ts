import { acknowledgementsPause } from '../mail/acknowledgementLimits';
import { logAlert } from '../shared/log';
import type { Stores } from '../store/stores';

const headers = {
  'Content-Type': 'application/json; charset=utf-8',
  // The counts change once per pass: Netlify's CDN answers repeats for a minute, so a monitor
  // (or anyone) polling it costs no function call and no store read.
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=60',
  'X-Content-Type-Options': 'nosniff',
};
const uncached = {
  ...headers,
  'Cache-Control': 'no-store',
  'Netlify-CDN-Cache-Control': 'no-store',
};

const ALERT = 'alert:';

/** The last day's alerts by kind, from the counts named `alert:<kind>`. */
function alertsIn(lastDay: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(lastDay)
      .filter(([name]) => name.startsWith(ALERT))
      .map(([name, count]) => [name.slice(ALERT.length), count]),
  );
}

const minutesSince = (iso: string | undefined, now: Date) =>
  iso ? Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000)) : 0;

/**
 * Counts only, never a name or an answer: safe to leave open to an uptime monitor, which can
 * alert on `oldestPendingMinutes` above 60, on `countedMinutesAgo` above 15 (the redelivery
 * pass is not running) or on a 503 (the store itself unreachable). The last 24 hours' held,
 * `turnedAway` (a client past every budget), `bounced` (staff email that bounced) and `alerts`
 * by kind say what a flood or a fault did. While bad addresses have paused acknowledgements,
 * `acknowledgementsPaused` says until when, and that no visitor gets one until then; absent
 * otherwise, so a monitor can alert on it. Two reads per call, side by side: the counts the
 * last pass saved, and the pause.
 */
export async function deliveryStatus(
  request: Request,
  stores: Pick<Stores, 'counts' | 'limits'> | undefined,
  now = new Date(),
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...uncached, Allow: 'GET, HEAD' } });
  }
  try {
    if (!stores) throw new Error('no store');
    const [counts, paused] = await Promise.all([
      stores.counts.readCounts(),
      acknowledgementsPause(stores.limits, now),
    ]);
    const lastDay = counts?.lastDay ?? {};
    const body = {
      pending: counts?.pending ?? 0,
      oldestPendingMinutes: minutesSince(counts?.oldestPendingAt, now),
      held: counts?.held ?? 0,
      unreadable: counts?.unreadable ?? 0,
      turnedAway: lastDay.turnedAway ?? 0,
      bounced: lastDay.bounced ?? 0,
      alerts: alertsIn(lastDay),
      ...(paused && { acknowledgementsPaused: paused }),
      // null until a pass has run: nothing has been counted yet.
      countedMinutesAgo: counts ? minutesSince(counts.countedAt, now) : null,
    };
    return new Response(JSON.stringify(body), { headers });
  } catch (error) {
    logAlert('store-unavailable', { during: 'status', error: String(error).slice(0, 200) });
    return new Response(JSON.stringify({ error: 'store unavailable' }), {
      status: 503,
      headers: uncached,
    });
  }
}
