import { describe, expect, it } from 'vitest';
import programs from '../data/payment-programs.json';
import { contentForPages } from './contentForPages';

const file = 'src/data/payment-programs.json';

describe("the pages' view of the payment programs", () => {
  it("gives the page each program's official page, and nothing else only the build reads", () => {
    type Transform = (code: string, id: string) => { code: string } | null;
    const transform = contentForPages().transform as unknown as Transform;
    const seen = JSON.parse(transform(JSON.stringify(programs), `/repo/${file}`)!.code);
    expect(seen.programs[0]).toEqual({
      id: 'vaAidAndAttendance',
      name: 'VA Aid and Attendance',
      phone: '1-800-827-1000',
      source: 'https://www.va.gov/pension/aid-attendance-housebound/',
    });
    expect(seen.accepts).not.toHaveProperty('sample');
    expect(seen.reviewedOn).toBe(programs.reviewedOn);
    // The other files still keep their sources to themselves.
    const local = transform(
      '{"hospitals":[{"id":"a","source":"https://a.example"}]}',
      '/repo/src/data/local-facts.json',
    );
    expect(JSON.parse(local!.code)).toEqual({ hospitals: [{ id: 'a' }] });
  });
});
