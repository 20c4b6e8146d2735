import { barChartHtml, barColours } from './barChart';
import type { LeadReport, PeriodCounts } from './leadCounts';

/**
 * The report's pictures: the weekly trend and where leads came from, as bar charts for the
 * Monday email, and the trend as lines for its text part and the terminal. Visits, when
 * counted, join the trend as a second series beside the leads.
 */

/** The charts' HTML, above the email's table of every row. */
export function reportChartsHtml(report: LeadReport): string {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const trend = barChartHtml({
    caption: `Leads per week, last ${report.weeks.length} weeks`,
    rowHeader: 'Week',
    series: [{ name: 'Leads', colour: barColours.primary }],
    rows: report.weeks.map((one) => ({ label: one.label, values: [one.total] })),
  });
  const sources = barChartHtml({
    caption: 'Leads by source',
    rowHeader: 'Source',
    series: [
      { name: `Last ${week.days} days`, colour: barColours.second },
      { name: `Last ${month.days} days`, colour: barColours.primary },
    ],
    rows: [...month.bySource.keys()]
      .sort((a, b) => (month.bySource.get(b) ?? 0) - (month.bySource.get(a) ?? 0))
      .map((source) => ({
        label: source,
        values: [week.bySource.get(source) ?? 0, month.bySource.get(source) ?? 0],
      })),
  });
  return trend + sources;
}

/** The trend as a plain list, a week a line with its count, for the text part. */
export function trendLines(report: LeadReport, width: number): string[] {
  return [
    `Leads per week, last ${report.weeks.length} weeks (each ending on a ${weekday(report.to)})`,
    ...report.weeks.map(
      (one) => `  ${one.label.padEnd(width - 2)}${String(one.total).padStart(9)}`,
    ),
  ];
}

function weekday(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
}
