import { describe, expect, it } from 'vitest';
import { leadReport } from './leadCounts';
import { leadKey } from './leadKeys';
import { reportEmail, reportText } from './leadReportText';
import { world } from '../test/fixtures';

const now = new Date('2026-11-23T10:00:00-05:00');
const lead = { form: 'someForm', language: 'en', answers: {} };

/** Leads of the test's own: days back from the report's day, and their sources. */
async function fixtureReport() {
  const { stores } = world();
  const leads: [day: string, source: string, count: number][] = [
    ['2026-11-23', 'flyer / print', 3],
    ['2026-11-20', '<b>odd</b> / referral', 1],
    ['2026-11-05', '(direct)', 5],
    ['2026-09-01', 'google / cpc', 2],
  ];
  let id = 0;
  for (const [day, source, count] of leads) {
    for (let at = 0; at < count; at++) {
      await stores.counts.countLead(leadKey({ ...lead, day, source }, `id-${id++}`));
    }
  }
  return leadReport(stores.counts, now);
}

describe('the Monday email’s pictures', () => {
  it('shows the weekly trend and leads by source as bars, with no SVG or script', async () => {
    const email = reportEmail(await fixtureReport());
    const html = email.htmlBody;
    expect(html).not.toMatch(/<svg|<script/i);
    expect(html).toContain('Leads per week');
    expect(html).toContain('Leads by source');
    expect(html).toContain('&lt;b&gt;odd&lt;/b&gt; / referral');
    expect(html).not.toContain('<b>odd');
    // The charts come before the table of every row.
    expect(html.indexOf('Leads per week')).toBeLessThan(html.indexOf('<pre'));
    // 13 weeks, and the 30 days' three sources (September's lead is in the trend only).
    expect(html.match(/<th scope="row"/g)).toHaveLength(13 + 3);
  });

  it('lists each week’s count in the text part', async () => {
    const report = await fixtureReport();
    const text = reportText(report);
    expect(report.weeks).toHaveLength(13);
    for (const week of report.weeks) {
      const line = text.split('\n').find((row) => row.includes(week.label));
      expect(line, week.label).toMatch(new RegExp(`\\s${week.total}$`));
    }
    expect(report.weeks.map((week) => week.total)).toContain(4);
    expect(report.weeks.map((week) => week.total)).toContain(5);
  });
});
