import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('a file size, as a phone says it', () => {
  it('counts in thousands, to a tenth of a megabyte', () => {
    expect(fileSize(1_234_567)).toBe('1.2 MB');
    expect(fileSize(4_194_304)).toBe('4.2 MB');
    expect(fileSize(4_000_000)).toBe('4 MB');
    expect(fileSize(350_400)).toBe('350 KB');
    expect(fileSize(800)).toBe('800 bytes');
    expect(fileSize(1)).toBe('1 byte');
  });

  it('moves to the next unit where rounding reaches it', () => {
    expect(fileSize(999_960)).toBe('1 MB');
    expect(fileSize(999)).toBe('999 bytes');
    expect(fileSize(1_000)).toBe('1 KB');
  });

  it('rounded down never says more than the size: for a limit', () => {
    expect(fileSize(4_194_304, 'down')).toBe('4.1 MB');
    expect(fileSize(999_960, 'down')).toBe('999 KB');
    expect(fileSize(4_000_000, 'down')).toBe('4 MB');
  });
});
