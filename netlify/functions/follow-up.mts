import type { Config, Context } from '@netlify/functions';
import { serverForms } from '../server/shared/forms';
import { handleFollowUp } from '../server/followUp/handler';
import { followUpKeyOf, followUpSetup } from '../server/shared/followUpSetup';
import { runWithAlerts, runtimeDeps } from '../server/runtime';

/**
 * `/follow-up/<token>`: the "Called back?" link in every staff email. GET shows the lead and
 * changes nothing; POST records a call (see `followUp/handler.ts`).
 */
export default async (request: Request, context?: Context) => {
  const { stores } = runtimeDeps(context);
  const token = context?.params?.token ?? new URL(request.url).pathname.split('/').pop() ?? '';
  return runWithAlerts(context, stores, () =>
    handleFollowUp(request, token, {
      stores,
      key: followUpKeyOf(followUpSetup(process.env, context?.deploy?.context)),
      forms: serverForms,
      now: () => new Date(),
    }),
  );
};

export const config: Config = {
  path: '/follow-up/:token',
  // Staff open a link a few times a day; a stranger guessing tokens is slowed to a crawl.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
