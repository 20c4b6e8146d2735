import { describe, expect, it } from 'vitest';
import { officeDay } from '../shared/callBack';
import { leadReport } from './leadCounts';
import { leadKey } from './leadKeys';
import { world } from '../test/fixtures';

/** A report on a Monday morning, office time: its weeks end on Mondays. */
const now = new Date('2026-11-23T10:00:00-05:00');
const facts = { form: 'someForm', language: 'en', source: '(direct)', answers: {} };

async function reportOf(leads: [at: string, form?: string][]) {
  const { stores } = world();
  for (const [index, [at, form = facts.form]] of leads.entries()) {
    const day = officeDay(new Date(at));
    await stores.counts.countLead(leadKey({ ...facts, form, day }, `lead-${index}`));
  }
  return leadReport(stores.counts, now);
}

describe('the 13-week trend of leads', () => {
  it('has 13 weeks ending on the report’s day, oldest first, even with no leads', async () => {
    const { weeks } = await reportOf([]);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toMatchObject({ from: '2026-11-17', to: '2026-11-23', total: 0 });
    expect(weeks[0]).toMatchObject({ from: '2026-08-25', to: '2026-08-31' });
    weeks.slice(1).forEach((week, index) => expect(week.from > weeks[index]!.to).toBe(true));
  });

  it('counts a lead in the office’s week at its first and last minute, and none 13 weeks and a day back', async () => {
    const { weeks } = await reportOf([
      ['2026-11-17T00:00:00-05:00'], // the first minute of the last week
      ['2026-11-16T23:59:00-05:00', 'otherForm'], // the last minute of the week before (UTC's next day)
      ['2026-11-10T00:00:00-05:00'], // that week's first minute
      ['2026-11-09T23:59:00-05:00'], // the week before that
      ['2026-08-25T00:00:00-04:00'], // the first minute of the 13 weeks
      ['2026-08-24T23:59:00-04:00'], // 13 weeks and a day back: out
      ['2026-11-24T09:00:00-05:00'], // after the report's day: out
    ]);
    const totals = weeks.map((week) => week.total);
    expect(totals.at(-1)).toBe(1);
    expect(totals.at(-2)).toBe(2);
    expect(totals.at(-3)).toBe(1);
    expect(totals[0]).toBe(1);
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(5);
    expect(Object.fromEntries(weeks.at(-2)!.byForm)).toEqual({ someForm: 1, otherForm: 1 });
  });
});
