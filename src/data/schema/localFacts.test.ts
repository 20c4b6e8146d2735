import { describe, expect, it } from 'vitest';
import data from '../local-facts.json';
import { localFactsSchema } from './localFacts';

const adrc = { id: 'adrc', name: 'ADRC', phone: '1-866-552-4464', source: 'https://a.example' };
const office = (reachedThrough: string) => ({
  id: 'aaa',
  name: 'A regional agency',
  source: 'https://b.example',
  reachedThrough,
});

const problems = (resources: object[]) => {
  try {
    localFactsSchema.validateSync(
      { hospitals: [], resources },
      { abortEarly: false, strict: true },
    );
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('a public service reached through another line', () => {
  it('is allowed when that line is in the file with a phone of its own', () => {
    expect(problems([adrc, office('adrc')])).toEqual([]);
    expect(() => localFactsSchema.validateSync(data, { strict: true })).not.toThrow();
  });

  it('is refused when the line is missing or has no phone', () => {
    expect(problems([adrc, office('nowhere')])).toEqual([
      'Reached by phone through must be the short name of another service here with its own phone, not "nowhere"',
    ]);
    expect(problems([{ ...adrc, phone: undefined }, office('adrc')])).toHaveLength(1);
  });
});
