import { describe, expect, it } from 'vitest';

/** The place pages' words as typed, in both languages, with the words every place page shares. */
const typed: Record<string, string> = import.meta.glob(
  ['./places/*.ts', './es/places/*.ts', './areas.ts', './es/areas.ts', '!./places/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** Each match of `pattern` in every file, with its file. */
function typedByHand(pattern: RegExp): string[] {
  return Object.entries(typed).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].map(([match]) => `${file}: ${match}`),
  );
}

describe('the place pages name local facts only through config and the data files', () => {
  it('read every file', () => {
    expect(Object.keys(typed).length).toBeGreaterThanOrEqual(14);
  });

  it('type no ZIP code: each comes from config/areas.ts', () => {
    expect(typedByHand(/\b(3[01]\d{3}|39[89]\d{2})\b/g)).toEqual([]);
  });

  it('type no phone number: each comes from the business facts or local-facts.json', () => {
    expect(typedByHand(/\(?\b\d{3}\)?[-. ]\d{3}-\d{4}\b/g)).toEqual([]);
  });
});
