import { describe, expect, it, vi } from 'vitest';
import { noticeSchema } from '../data/schema/notice';

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

describe("the notice's closed days", () => {
  it('close the office for the call-back promise', () => {
    expect(officeFacts.closures).toEqual([{ firstDay: '2026-12-24', lastDay: '2026-12-25' }]);
  });

  it('need both days, in order', () => {
    const notice = { firstDay: '', lastDay: '', text: '' };
    expect(noticeSchema.isValidSync({ ...notice, closedFrom: '2026-12-24' })).toBe(false);
    expect(
      noticeSchema.isValidSync({ ...notice, closedFrom: '2026-12-25', closedUntil: '2026-12-24' }),
    ).toBe(false);
    expect(
      noticeSchema.isValidSync({ ...notice, closedFrom: '2026-12-24', closedUntil: '2026-12-25' }),
    ).toBe(true);
  });
});
