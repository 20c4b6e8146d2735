/**
 * The functions' only logger. It takes an event name and a few facts about the request, never
 * a visitor's answers: names, emails, phones, addresses and messages stay out of the logs.
 */
export type LogFacts = Record<string, string | number | boolean | undefined>;

export function logEvent(level: 'info' | 'warn' | 'error', event: string, facts: LogFacts = {}) {
  console[level](JSON.stringify({ event, ...facts }));
}
