import type { Config, Context } from '@netlify/functions';
import { deliveryStatus } from '../server/status';
import { runtimeDeps } from '../server/runtime';

/** GET /api/status: counts for an uptime monitor (pending, oldest pending age, held). */
export default async (request: Request, context?: Context) =>
  deliveryStatus(request, runtimeDeps(context).store);

export const config: Config = { path: '/api/status' };
