import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The functions' only logger. It takes an event name and a few facts about the request, never
 * a visitor's answers: names, emails, phones, addresses and messages stay out of the logs.
 */
export type LogFacts = Record<string, string | number | boolean | undefined>;

export function logEvent(level: 'info' | 'warn' | 'error', event: string, facts: LogFacts = {}) {
  // The event name last: a fact that happens to be called `event` never hides it.
  console[level](JSON.stringify({ ...facts, event }));
}

/**
 * The tag on every line that needs a person: Postmark refusing for configuration, a
 * submission pending over an hour, a store that failed mid-way. A log alert matches this.
 */
export const ALERT_TAG = 'LEAD_DELIVERY_ALERT';

/** Who else hears of an alert during the current call of a function (see `alerts.ts`). */
export const alertListeners = new AsyncLocalStorage<(event: string, facts: LogFacts) => void>();

export function logAlert(event: string, facts: LogFacts = {}) {
  console.error(`${ALERT_TAG} ${JSON.stringify({ ...facts, event })}`);
  alertListeners.getStore()?.(event, facts);
}
