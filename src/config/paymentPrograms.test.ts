import { describe, expect, it } from 'vitest';
import { lastReviewed } from './paymentPrograms';

const checked = (...days: string[]) => days.map((checkedOn) => ({ checkedOn }));

describe('the day /paying-for-care was last reviewed', () => {
  it("is the oldest of the programs' check dates, once every program has one", () => {
    expect(lastReviewed(checked('2026-11-20', '2026-10-02', '2026-11-25'))).toBe('2026-10-02');
    expect(lastReviewed(checked('2027-01-05'))).toBe('2027-01-05');
  });

  it('is no day at all while any program is unchecked, so the page shows none', () => {
    expect(lastReviewed(checked('2026-11-20', '', '2026-11-25'))).toBeUndefined();
    expect(lastReviewed([{ checkedOn: '2026-11-20' }, {}])).toBeUndefined();
    expect(lastReviewed([])).toBeUndefined();
  });
});
