import type { Config, Context } from '@netlify/functions';
import { handleVisit } from '../server/intake/visits';
import { runWithAlerts, runtimeDeps } from '../server/runtime';

/** `POST /api/visit`: a page's beacon for the owner's visit counts (see `visits.ts`). */
export default async (request: Request, context?: Context) => {
  const deps = runtimeDeps(context);
  return runWithAlerts(context, deps.stores, () => handleVisit(request, deps));
};

export const config: Config = {
  path: '/api/visit',
  // A page sends up to three beacons (its view, a form's steps, its speed); a family opens a
  // few pages a minute. Past this, Netlify answers before the function runs at all.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
