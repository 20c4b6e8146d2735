import { afterEach, beforeEach, vi } from 'vitest';

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
  vi.restoreAllMocks();
  if (!errorsExpected && consoleErrors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${consoleErrors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
