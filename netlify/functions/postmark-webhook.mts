import type { Config, Context } from '@netlify/functions';
import { handlePostmarkWebhook } from '../server/mail/postmarkWebhook';
import { runWithAlerts, runtimeDeps } from '../server/runtime';

/**
 * POST /api/postmark-webhook: Postmark's Bounce, SpamComplaint and Delivery events, set up in
 * Postmark with basic auth (user `postmark`, password `POSTMARK_WEBHOOK_TOKEN`).
 */
export default async (request: Request, context?: Context) => {
  const { stores } = runtimeDeps(context);
  const token = process.env.POSTMARK_WEBHOOK_TOKEN?.trim() || undefined;
  return runWithAlerts(context, stores, () => handlePostmarkWebhook(request, { stores, token }));
};

export const config: Config = {
  path: '/api/postmark-webhook',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
