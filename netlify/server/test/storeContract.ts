import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../store/record';
import type { Stores } from '../store/stores';
import { localBlobs } from './localBlobs';
import { memoryStore } from './memoryStore';

/**
 * One store's contract, run twice: on Netlify's own local Blobs server through the real client,
 * and on the memory twin every other test uses, so the twin cannot drift from Blobs unseen.
 * `suite` gets `open()`: fresh stores each call, with the store under test watched. Its last
 * test fails if the suite left a method of the store uncalled.
 */
export function storeContract(name: keyof Stores, suite: (open: () => Stores) => void) {
  const blobs = localBlobs();
  let opened = 0;
  const backends: [string, () => Stores][] = [
    // Deadlines are the fault tests' (store/keyValue.test.ts): here, room for a busy machine.
    ['Netlify Blobs (its local server)', () => blobs.open(`contract-${name}-${++opened}`, 10_000)],
    ['the memory twin', () => memoryStore().stores],
  ];
  for (const [backend, fresh] of backends) {
    describe(`the ${name} store on ${backend}`, () => {
      const called = new Set<string>();
      const open = (): Stores => {
        const stores = fresh();
        const methods = Object.entries(stores[name]) as [string, (...args: unknown[]) => unknown][];
        const watched = methods.map(([method, call]) => [
          method,
          (...args: unknown[]) => {
            called.add(method);
            return call(...args);
          },
        ]);
        return { ...stores, [name]: Object.fromEntries(watched) };
      };
      suite(open);
      it('calls every method of the store', () => {
        expect([...called].sort()).toEqual(Object.keys(fresh()[name]).sort());
      });
    });
  }
}

/** A care request as kept, pending; each test changes what it needs. */
export const keptRecord = (
  id: string,
  changes: Partial<StoredSubmission> = {},
): StoredSubmission => ({
  id,
  form: 'contact',
  fields: { name: 'Ann' },
  receivedAt: '2026-11-21T12:00:00.000Z',
  language: 'en',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-21T12:02:00.000Z',
  ...changes,
});

/** A UUID-shaped id, the nth. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
