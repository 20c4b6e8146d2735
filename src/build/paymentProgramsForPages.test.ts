import { describe, expect, it } from 'vitest';
import programs from '../data/payment-programs.json';
import { contentForPages } from './contentForPages';

const file = 'src/data/payment-programs.json';

describe("the pages' view of the payment programs", () => {
  it("gives the page each program's official page and check day, and nothing else only the build reads", () => {
    type Transform = (code: string, id: string) => { code: string } | null;
    const transform = contentForPages().transform as unknown as Transform;
    const seen = JSON.parse(transform(JSON.stringify(programs), `/repo/${file}`)!.code);
    expect(seen.programs).toEqual(programs.programs);
    expect(seen.programs[0]).toHaveProperty('checkedOn');
    expect(seen.accepts).not.toHaveProperty('sample');
    // The other files still keep their sources to themselves.
    const local = transform(
      '{"hospitals":[{"id":"a","source":"https://a.example"}]}',
      '/repo/src/data/local-facts.json',
    );
    expect(JSON.parse(local!.code)).toEqual({ hospitals: [{ id: 'a' }] });
  });
});
