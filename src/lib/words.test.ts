import { describe, expect, it } from 'vitest';
import { dollars, listInSpanish, listInWords, longDate, longSpanishDate } from './words';

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

describe('Spanish words', () => {
  it('writes lists as Intl.ListFormat does for Spanish', () => {
    const format = new Intl.ListFormat('es', { type: 'conjunction' });
    for (const items of [[], ['Douglas'], ['A', 'B'], ['A', 'B', 'C'], ['A', 'B', 'C', 'D']])
      expect(listInSpanish(items)).toBe(format.format(items));
  });

  it('writes an ISO date as a Spanish reader expects', () => {
    expect(longSpanishDate('2026-05-04')).toBe('4 de mayo de 2026');
    expect(() => longSpanishDate('2026-00-04')).toThrow(/Not an ISO date/);
  });
});

describe('dollars', () => {
  it('writes whole dollars with thousands separated', () => {
    expect(dollars(280)).toBe('$280');
    expect(dollars(4853.33)).toBe('$4,853');
    expect(dollars(1234567)).toBe('$1,234,567');
  });
});
