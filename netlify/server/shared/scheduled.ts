import type { Context } from '@netlify/functions';
import { logEvent } from './log';
import { readLimited } from './readLimited';

/** The scheduler's body is one short field: anything longer is not its call. */
const MAX_BODY_BYTES = 1_024;

type ScheduledFunction = (request: Request, context?: Context) => Promise<Response>;

/**
 * Netlify's scheduler calls a scheduled function with a POST whose JSON body names the next
 * run, `{"next_run":"2026-11-30T09:00:00.000Z"}`. The headers cannot tell it from anyone
 * else: the local emulation (@netlify/functions-dev) hands on every request to a scheduled
 * function, a plain GET included, as a POST with the scheduler's `User-Agent: Netlify
 * Clockwork` and `X-NF-Event: schedule`, but leaves the body as the caller sent it.
 */
async function isSchedulersCall(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (!body) return false;
  try {
    const nextRun = (JSON.parse(Buffer.from(body).toString('utf8')) as { next_run?: unknown })
      ?.next_run;
    return typeof nextRun === 'string' && Number.isFinite(Date.parse(nextRun));
  } catch {
    return false;
  }
}

/**
 * A scheduled function that does its work only when the scheduler calls it: any other caller
 * gets a 4xx and nothing is read, sent or built (a GET queued a build each time).
 */
export function onlyWhenScheduled(run: ScheduledFunction): ScheduledFunction {
  return async (request, context) => {
    if (await isSchedulersCall(request)) return run(request, context);
    // Someone reached a scheduled function by its address: worth seeing in the logs.
    logEvent('warn', 'not-the-scheduler', {
      method: request.method,
      path: new URL(request.url).pathname,
    });
    return new Response("Only Netlify's scheduler runs this function.\n", {
      status: request.method === 'POST' ? 403 : 405,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(request.method !== 'POST' && { Allow: 'POST' }),
      },
    });
  };
}

/**
 * The scheduler's call, for what runs a scheduled function by hand (`npm run redeliver`, `npm
 * run lead-report`, the browser tests): the same POST and body, and its headers besides.
 */
export function schedulersCall(nextRun = new Date()): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Netlify Clockwork',
      'X-NF-Event': 'schedule',
    },
    body: JSON.stringify({ next_run: nextRun.toISOString() }),
  };
}
