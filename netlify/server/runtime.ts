import type { Context } from '@netlify/functions';
import { readBudgets } from './intake/budgets';
import { readMailConfig } from './mail/config';
import { hashSecret } from './shared/keyedHash';
import { siteOriginOf } from './shared/origin';
import { chooseMailer } from './mail/mail';
import { openStores, type Stores } from './store/stores';
import { withAlerts } from './alerts';

/**
 * Runs one call of a function with its alerts counted and sent to `ALERT_WEBHOOK_URL` (see
 * `withAlerts`), after the answer where Netlify lets work go on.
 */
export function runWithAlerts<T>(
  context: Context | undefined,
  stores: Pick<Stores, 'counts' | 'limits'> | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const waitUntil = context?.waitUntil?.bind(context);
  const webhookUrl = process.env.ALERT_WEBHOOK_URL?.trim() || undefined;
  return withAlerts({ stores, webhookUrl, waitUntil }, work);
}

/** What every function builds per call from its environment and Netlify's context. */
export function runtimeDeps(context?: Context) {
  const deployContext = context?.deploy?.context;
  const config = readMailConfig(process.env, deployContext);
  return {
    config,
    mailer: chooseMailer(config),
    stores: openStores(deployContext),
    siteOrigin: siteOriginOf(process.env),
    acknowledge: true,
    budgets: readBudgets(process.env),
    hashSecret: hashSecret(process.env),
    // Empty in a local emulation reached without a forwarded address: one client, as it is.
    clientAddress: context?.ip || undefined,
    addressRequired: config.onNetlify,
    waitUntil: context?.waitUntil?.bind(context),
  };
}
