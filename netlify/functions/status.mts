import type { Config, Context } from '@netlify/functions';
import { deliveryStatus } from '../server/reports/status';
import { runWithAlerts, runtimeDeps } from '../server/runtime';

/** GET /api/status: counts for an uptime monitor (pending, oldest pending age, held). */
export default async (request: Request, context?: Context) => {
  const { stores } = runtimeDeps(context);
  return runWithAlerts(context, stores, () => deliveryStatus(request, stores));
};

export const config: Config = {
  path: '/api/status',
  // Cached a minute by the CDN besides: a poller past this learns nothing new anyway.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
