import { describe, expect, it } from 'vitest';
import { isDue, unknownSince } from './readPending';
import type { StoredSubmission } from '../store/record';

const now = Date.parse('2026-03-09T15:00:00Z');
const minutes = (count: number) => new Date(now + count * 60_000).toISOString();

/** A pending lead of the test's own, tried `attempts` times, next tried at `next` minutes. */
function pending(next: number, changes: Partial<StoredSubmission> = {}): StoredSubmission {
  return {
    id: 'lead-1',
    form: 'someForm',
    fields: {},
    receivedAt: minutes(-30),
    language: 'en',
    status: 'pending',
    attempts: 1,
    nextAttemptAt: minutes(next),
    ...changes,
  };
}

describe('which pending records a pass takes', () => {
  it('sends a record once its backoff has run out, and not before', () => {
    expect(isDue(pending(-1), now, false)).toBe(true);
    expect(isDue(pending(0), now, false)).toBe(true);
    expect(isDue(pending(5), now, false)).toBe(false);
  });

  it('with backoff ignored, sends one tried before, never one still with its own request or in flight', () => {
    expect(isDue(pending(5), now, true)).toBe(true);
    expect(isDue(pending(5, { attempts: 0 }), now, true)).toBe(false);
    expect(isDue(pending(5, { inFlightSince: minutes(-1) }), now, true)).toBe(false);
    expect(isDue(pending(5, { unknownSince: minutes(-10) }), now, true)).toBe(false);
  });

  it('searches before resending when a send may have gone: marked unknown, or its claim ran out', () => {
    expect(unknownSince(pending(5, { unknownSince: minutes(-10) }), now)).toBe(minutes(-10));
    expect(unknownSince(pending(-1, { inFlightSince: minutes(-3) }), now)).toBe(minutes(-3));
    // Still claimed: the sender may yet write down what happened.
    expect(unknownSince(pending(2, { inFlightSince: minutes(-3) }), now)).toBeUndefined();
    expect(unknownSince(pending(-1), now)).toBeUndefined();
  });
});
