import type { Config, Context } from '@netlify/functions';
import { handlePhoneTap } from '../server/intake/phoneTaps';
import { runWithAlerts, runtimeDeps } from '../server/runtime';

/** `POST /api/phone-tap`: the beacon a tap on a phone or text link sends (see `phoneTaps.ts`). */
export default async (request: Request, context?: Context) => {
  const deps = runtimeDeps(context);
  return runWithAlerts(context, deps.stores, () => handlePhoneTap(request, deps));
};

export const config: Config = {
  path: '/api/phone-tap',
  // A family taps a few times; past this, Netlify answers before the function runs at all.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
