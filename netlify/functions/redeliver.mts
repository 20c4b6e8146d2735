import type { Config, Context } from '@netlify/functions';
import { redeliveryPass } from '../server/delivery/redelivery';
import { jsonReply } from '../server/intake/responses';
import { runScheduled, runtimeDeps } from '../server/runtime';
import { logAlert } from '../server/shared/log';
import { onlyWhenScheduled } from '../server/shared/scheduled';

/**
 * Every 5 minutes: sends what is still pending, with backoff, and deletes expired copies.
 * Netlify runs it on the published deploy only. Locally, `npm run redeliver` calls it through
 * `npm run preview` as the scheduler does, and prints its report.
 */
export default onlyWhenScheduled(async (request: Request, context?: Context) => {
  const deps = runtimeDeps(context);
  return runScheduled('redeliver', context, deps.stores, () => redeliver(request, deps));
});

async function redeliver(
  request: Request,
  { stores, config, mailer }: ReturnType<typeof runtimeDeps>,
) {
  if (!stores) {
    logAlert('store-unavailable', { during: 'redelivery' });
    return jsonReply(503, { ok: false, message: 'No submissions store' });
  }
  // Only a local call can ask this: Netlify never routes a URL to a scheduled function.
  const ignoreBackoff = new URL(request.url).searchParams.has('now');
  const report = await redeliveryPass({ stores, config, mailer, ignoreBackoff });
  return new Response(JSON.stringify(report), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

export const config: Config = { schedule: '*/5 * * * *' };
