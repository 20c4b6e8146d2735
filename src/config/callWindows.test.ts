import { describe, expect, it, vi } from 'vitest';
import business from '../data/business.json';
import { closureProblem, MAX_CLOSED_DAYS, noticeSchema } from '../data/schema/notice';

/** A notice closing the office for two days, as staff would set it at /admin/. */
vi.mock('../data/notice.json', () => {
  const block = (text: string) => ({
    firstDay: '2026-12-20',
    lastDay: '2026-12-25',
    text,
    closedFrom: '2026-12-24',
    closedUntil: '2026-12-25',
  });
  return { default: { en: block('Closed for Christmas.'), es: block('Cerrado por Navidad.') } };
});

const { officeFacts } = await import('./callWindows');

describe('the days the office is closed', () => {
  it("are the business facts' holidays and the notice's closure", () => {
    const holidays = business.closedDays.days.map(({ date }) => ({
      firstDay: date,
      lastDay: date,
    }));
    expect(officeFacts.closures).toEqual([
      ...holidays,
      { firstDay: '2026-12-24', lastDay: '2026-12-25' },
    ]);
  });

  it('the call-back hours are the office hours unless staff set their own', () => {
    expect(officeFacts.callBackHours).toEqual(
      business.callBackHours.length > 0 ? business.callBackHours : business.officeHours,
    );
  });
});

describe("the notice's closure", () => {
  const notice = { firstDay: '', lastDay: '', text: '' };

  it('needs both days, in order', () => {
    expect(noticeSchema.isValidSync({ ...notice, closedFrom: '2026-12-24' })).toBe(false);
    expect(
      noticeSchema.isValidSync({ ...notice, closedFrom: '2026-12-25', closedUntil: '2026-12-24' }),
    ).toBe(false);
  });

  it(`is at most ${MAX_CLOSED_DAYS} days, and not more than a year ahead`, () => {
    const on = '2026-11-29';
    expect(closureProblem('2026-12-24', '2026-12-25', on)).toBeUndefined();
    expect(closureProblem('2026-12-01', '2026-12-31', on)).toBeUndefined();
    expect(closureProblem('2026-12-01', '2027-01-01', on)).toMatch(/32 days.*at most 31/);
    // A year typed wrong: the office closed from 2026 until 2027.
    expect(closureProblem('2026-12-24', '2027-12-25', on)).toMatch(/cover 367 days/);
    expect(closureProblem('2028-12-24', '2028-12-25', on)).toMatch(/more than a year ahead/);
  });

  it('is refused by the schema the content check uses, with the words for the office', () => {
    const year = new Date().getUTCFullYear();
    const wrongYear = { ...notice, closedFrom: `${year}-12-24`, closedUntil: `${year + 1}-12-25` };
    expect(() => noticeSchema.validateSync(wrongYear)).toThrow(/at most 31/);
    const farAhead = {
      ...notice,
      closedFrom: `${year + 2}-12-24`,
      closedUntil: `${year + 2}-12-25`,
    };
    expect(() => noticeSchema.validateSync(farAhead)).toThrow(/more than a year ahead/);
  });
});
