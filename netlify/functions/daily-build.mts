import type { Config, Context } from '@netlify/functions';
import { triggerDailyBuild } from '../server/delivery/dailyBuild';
import { runScheduled } from '../server/runtime';
import { onlyWhenScheduled } from '../server/shared/scheduled';

/**
 * Every morning at 4 am Eastern in winter (5 am in summer), before the office opens: a fresh
 * build, which drops the jobs past their last day and shows or hides the dated notice.
 */
export default onlyWhenScheduled(async (_request: Request, context?: Context) =>
  runScheduled('daily-build', context, undefined, async () =>
    Response.json(await triggerDailyBuild(process.env)),
  ),
);

export const config: Config = { schedule: '0 9 * * *' };
