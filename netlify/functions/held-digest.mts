import type { Config, Context } from '@netlify/functions';
import { dailyHeldDigest } from '../server/reports/digest';
import { sweepUnmarkedLeads } from '../server/followUp/sweep';
import { logAlert } from '../server/shared/log';
import { runScheduled, runtimeDeps } from '../server/runtime';
import { onlyWhenScheduled } from '../server/shared/scheduled';

/** Once a day, 8 am Eastern in winter (9 am in summer): the spam trap's catch, if any. */
export default onlyWhenScheduled(async (_request: Request, context?: Context) => {
  const { stores, config, mailer } = runtimeDeps(context);
  return runScheduled('held-digest', context, stores, async () => {
    if (!stores) {
      logAlert('store-unavailable', { during: 'held-digest' });
      return new Response(null, { status: 503 });
    }
    await sweepUnmarkedLeads(stores);
    const result = await dailyHeldDigest({ stores, config, mailer });
    return Response.json(result);
  });
});

export const config: Config = { schedule: '0 13 * * *' };
