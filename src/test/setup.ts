import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A lazy chunk's first import can take seconds on a busy 2-core runner: findBy and waitFor
// wait up to 5 s for what they expect (a failure still shows at once when it is wrong).
configure({ asyncUtilTimeout: 5_000 });

let consoleErrors: unknown[][] = [];
let errorsExpected = false;

/** For a test that provokes an error on purpose: its console.error calls are not failures. */
export function expectConsoleErrors() {
  errorsExpected = true;
}

beforeEach(() => {
  consoleErrors = [];
  errorsExpected = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (!errorsExpected && consoleErrors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${consoleErrors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
