import { expect, it } from 'vitest';
import { storeContract } from '../test/storeContract';

const HOUR = 60 * 60_000;
const at = new Date('2026-11-21T12:30:00.000Z');
const later = (hours: number) => new Date(at.getTime() + hours * HOUR);

storeContract('limits', (open) => {
  // The local server checks a condition and then writes, so calls at once can race there
  // (Netlify's own is atomic): the memory twin's tests (intake/flood.test.ts) cover posts at once.
  it('gives out a budget’s slots once each, by scope and by hour', async () => {
    const { limits } = open();
    const taken: boolean[] = [];
    for (let post = 0; post < 7; post++) {
      taken.push(Boolean(await limits.takeSlot(at, 'client/contact', 5)));
    }
    expect(taken).toEqual([true, true, true, true, true, false, false]);
    expect(await limits.takeSlot(at, 'all/contact', 5)).toBeTruthy();
    expect(await limits.takeSlot(later(1), 'client/contact', 5)).toBeTruthy();
    // A budget lifted to Infinity costs no call.
    expect(await limits.takeSlot(at, 'client/contact', Infinity)).toBe(true);
  });

  it('takes back a slot given back', async () => {
    const { limits } = open();
    await limits.takeSlot(at, 'client/contact', 2);
    const second = await limits.takeSlot(at, 'client/contact', 2);
    expect(await limits.takeSlot(at, 'client/contact', 2)).toBe(false);
    await limits.drop(second as string);
    expect(await limits.takeSlot(at, 'client/contact', 2)).toBeTruthy();
    // Only its own keys.
    await expect(limits.drop('counts')).rejects.toThrow();
  });

  it('keeps a day’s budget for the day, and finds old budgets by their names', async () => {
    const { limits } = open();
    expect(await limits.takeSlot(at, 'client/tap', 1, 'day')).toBeTruthy();
    expect(await limits.takeSlot(later(6), 'client/tap', 1, 'day')).toBe(false);
    await limits.takeSlot(at, 'client/contact', 5);
    expect(await limits.firstInHour(at, 'x')).toBe(true);
    expect(await limits.firstInHour(at, 'x')).toBe(false);
    expect(await limits.firstInHour(later(1), 'x')).toBe(true);
    // This hour's and today's are kept; the hour before's go, and the day's once the day ends.
    expect(await limits.oldBudgets(later(1))).toHaveLength(2);
    expect(await limits.oldBudgets(later(24))).toHaveLength(4);
  });

  it('marks once in a window, and lets old marks go', async () => {
    const { limits } = open();
    expect(await limits.onceIn('digest', at, 20 * HOUR)).toBe(true);
    expect(await limits.onceIn('digest', later(2), 20 * HOUR)).toBe(false);
    expect(await limits.onceIn('other', later(2), 20 * HOUR)).toBe(true);
    expect(await limits.onceIn('digest', later(21), 20 * HOUR)).toBe(true);
    const old = await limits.oldMarks(later(2));
    expect(old).toHaveLength(2);
    for (const key of old) await limits.drop(key);
    expect(await limits.oldMarks(later(48))).toHaveLength(1);
  });

  it('raises a flag until a time, and reads it back', async () => {
    const { limits } = open();
    expect(await limits.flag('breaker')).toBeUndefined();
    await limits.raiseFlag('breaker', later(24).toISOString());
    expect(await limits.flag('breaker')).toBe(later(24).toISOString());
  });
});
