import { describe, expect, it } from 'vitest';
import { checkFile } from '../check';
import { collections } from '../collections';

const notice = collections.find((each) => each.name === 'notice')!;

/** A notice file of this test's own, closing the office from `from` until `until`. */
function closing(from: string, until: string) {
  const block = { firstDay: '', lastDay: '', text: '', closedFrom: from, closedUntil: until };
  return { en: block, es: block };
}

const year = new Date().getUTCFullYear();

describe("the content check on the notice's closure", () => {
  it('takes a holiday closure of a few days', () => {
    expect(checkFile(notice, closing(`${year}-12-24`, `${year}-12-26`))).toEqual([]);
  });

  it('refuses a closure that ends before it starts, naming the field', () => {
    const problems = checkFile(notice, closing(`${year}-12-26`, `${year}-12-24`));
    expect(problems.map((problem) => problem.field)).toContain('en.closedUntil');
  });

  it('refuses a year typed wrong: a closure of a year, with words for the office', () => {
    const problems = checkFile(notice, closing(`${year}-12-24`, `${year + 1}-12-26`));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'src/data/notice.json',
        field: 'en.closedUntil',
        message: expect.stringMatching(/at most 31.*Check the year/),
      }),
    );
  });

  it('refuses a closure more than a year ahead', () => {
    const problems = checkFile(notice, closing(`${year + 2}-01-02`, `${year + 2}-01-03`));
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(/more than a year ahead/);
  });
});
