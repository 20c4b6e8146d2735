import { describe, expect, it } from 'vitest';
import { listInWords, longDate } from './words';

describe('listInWords', () => {
  it('writes lists as Intl.ListFormat does for US English', () => {
    const format = new Intl.ListFormat('en-US', { type: 'conjunction' });
    for (const items of [[], ['Douglas County'], ['A', 'B'], ['A', 'B', 'C'], ['A', 'B', 'C', 'D']])
      expect(listInWords(items)).toBe(format.format(items));
  });
});

describe('longDate', () => {
  it('writes an ISO date as a US reader expects', () => {
    expect(longDate('2026-05-04')).toBe('May 4, 2026');
    expect(longDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('refuses anything that is not an ISO date', () => {
    expect(() => longDate('2026-13-01')).toThrow(/Not an ISO date/);
    expect(() => longDate('May 4, 2026')).toThrow(/Not an ISO date/);
  });
});
