import type { Context } from '@netlify/functions';
import { readBudgets } from './intake/budgets';
import { readMailConfig } from './mail/config';
import { hashSecret } from './shared/keyedHash';
import { logAlert } from './shared/log';
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

/**
 * What an error says, fit for the alert webhook: its kind and message, with anything quoted
 * (a parser quotes the text it choked on), an email address or a long number (a phone) taken
 * out, so no one's details leave in an alert.
 */
function plainMessage(error: unknown): string {
  const said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return said
    .replace(/"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’|`[^`]*`/g, '…')
    .replace(/\S+@\S+/g, '…')
    .replace(/\+?\d[\d ().-]{5,}\d/g, '…')
    .slice(0, 200);
}

/**
 * Runs one call of a scheduled function (see `runWithAlerts`): an error its run did not catch
 * raises `scheduled-failed`, naming the function and saying the error's message (`plainMessage`),
 * and is thrown on as before, for Netlify's log. The one wrapper every scheduled function uses.
 */
export function runScheduled<T>(
  name: string,
  context: Context | undefined,
  stores: Pick<Stores, 'counts' | 'limits'> | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return runWithAlerts(context, stores, async () => {
    try {
      return await work();
    } catch (error) {
      logAlert('scheduled-failed', { function: name, message: plainMessage(error) });
      throw error;
    }
  });
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
