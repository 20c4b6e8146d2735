import { vi } from 'vitest';
import { expectConsoleErrors } from '#src/test/consoleGuard';
import { ALERT_TAG } from '../shared/log';
import { liftedBudgets } from '../intake/budgets';
import { postmarkMailer } from '../mail/mail';
import type { SubmissionDeps } from '../intake/submission';
import type { Stores } from '../store/stores';
import { memoryStore } from './memoryStore';
import { testConfig } from './postmark';

import { caregiver } from './samples';

export { caregiver, family } from './samples';

/** Postmark's client with timeouts short enough for tests; msw stands in for Postmark. */
export const testMailer = postmarkMailer(
  { ...testConfig, token: 'server-token' },
  { timeoutSeconds: 1 },
);

/** A fresh store and everything a handler needs around it. */
export function world() {
  const memory = memoryStore();
  // Tests post many forms from one client: those about budgets set their own.
  const deps: SubmissionDeps & { stores: Stores } = {
    config: testConfig,
    mailer: testMailer,
    stores: memory.stores,
    budgets: liftedBudgets,
  };
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

export type Upload = { name: string; bytes: Uint8Array; type?: string };

/** A caregiver application as the page sends it: multipart, with any files as `resume`. */
export function applicationPost(
  files: Upload[],
  { fields = caregiver as Record<string, string | Blob>, html = false } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const { name, bytes, type = 'application/pdf' } of files) {
    form.append('resume', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  }
  return new Request('https://site.test/api/apply', {
    method: 'POST',
    headers: { Accept: html ? 'text/html' : 'application/json' },
    body: form,
  });
}

/** A PDF of `bytes` bytes: the header that makes it one, then padding. */
export function pdfOf(bytes: number, fill = 0x20): Uint8Array {
  const content = new Uint8Array(bytes).fill(fill);
  content.set(new TextEncoder().encode('%PDF-1.7\n'));
  return content;
}
