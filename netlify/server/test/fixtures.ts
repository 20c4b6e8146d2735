import { vi } from 'vitest';
import { expectConsoleErrors } from '../../../src/test/setup';
import { ALERT_TAG } from '../log';
import { postmarkMailer } from '../mail';
import type { SubmissionDeps } from '../submission';
import { memoryStore } from './memoryStore';
import { testConfig } from './postmark';

export { caregiver, family } from './samples';

/** Postmark's client with timeouts short enough for tests; msw stands in for Postmark. */
export const testMailer = postmarkMailer(
  { ...testConfig, token: 'server-token' },
  { timeoutSeconds: 1 },
);

/** A fresh store and everything a handler needs around it. */
export function world() {
  const memory = memoryStore();
  const deps: SubmissionDeps = { config: testConfig, mailer: testMailer, store: memory.store };
  return { ...memory, deps };
}

export function jsonPost(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`https://site.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A browser posting the form itself, JavaScript off. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`https://site.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Lets the test log errors on purpose and hands back the alert lines among them. */
export function watchAlerts(): () => string[] {
  expectConsoleErrors();
  return () =>
    vi
      .mocked(console.error)
      .mock.calls.map((args) => args.join(' '))
      .filter((line) => line.startsWith(ALERT_TAG));
}
