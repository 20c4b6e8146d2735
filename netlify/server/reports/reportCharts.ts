import { serverForms, type FormRegistry } from '../shared/forms';
import { barChartHtml, barColours, tallyRows, topRows } from './barChart';
import { fieldSpeedHtml } from './fieldSpeed';
import { funnelHtml } from './funnel';
import type { LeadReport, PeriodCounts } from './leadCounts';
import type { VisitReport } from './visitReport';
import { visitChartsHtml } from './visitSections';

/**
 * The report's pictures: the weekly trend and where leads came from, as bar charts for the
 * Monday email, and the trend as lines for its text part and the terminal. Visits, when
 * counted, join the trend as a second series beside the leads.
 */

/** The week's page views, from the visit report's week of the same days. */
const viewsOf = (visits: VisitReport | undefined, from: string) =>
  visits?.weeks.find((week) => week.from === from)?.total ?? 0;

/** The charts' HTML, above the email's table of every row. */
export function reportChartsHtml(
  report: LeadReport,
  visits?: VisitReport,
  forms: FormRegistry = serverForms,
): string {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const leads = { name: 'Leads', colour: barColours.primary };
  const trend = barChartHtml(
    visits
      ? {
          caption: `Visits and leads per week, last ${report.weeks.length} weeks (each column to its own scale)`,
          rowHeader: 'Week',
          ownScales: true,
          series: [{ name: 'Visits', colour: barColours.second }, leads],
          rows: report.weeks.map((one) => ({
            label: one.label,
            values: [viewsOf(visits, one.from), one.total],
          })),
        }
      : {
          caption: `Leads per week, last ${report.weeks.length} weeks`,
          rowHeader: 'Week',
          series: [leads],
          rows: report.weeks.map((one) => ({ label: one.label, values: [one.total] })),
        },
  );
  const sources = barChartHtml({
    caption: 'Leads by source',
    rowHeader: 'Source',
    series: [
      { name: `Last ${week.days} days`, colour: barColours.second },
      { name: `Last ${month.days} days`, colour: barColours.primary },
    ],
    rows: topRows(tallyRows([week.bySource, month.bySource]), (count) => `${count} other sources`),
  });
  if (!visits) return trend + sources;
  return (
    trend +
    funnelHtml(report, visits) +
    sources +
    visitChartsHtml(visits, forms) +
    fieldSpeedHtml(visits)
  );
}

/** The trend as a plain list, a week a line with its counts (visits, then leads), for the text. */
export function trendLines(report: LeadReport, width: number, visits?: VisitReport): string[] {
  const line = (label: string, values: (number | string)[]) =>
    `  ${label.padEnd(width - 2)}${values.map((value) => String(value).padStart(9)).join('')}`;
  const what = visits ? 'Visits and leads' : 'Leads';
  return [
    `${what} per week, last ${report.weeks.length} weeks (each ending on a ${weekday(report.to)})`,
    ...(visits ? [line('', ['Visits', 'Leads'])] : []),
    ...report.weeks.map((one) =>
      line(one.label, visits ? [viewsOf(visits, one.from), one.total] : [one.total]),
    ),
  ];
}

function weekday(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
}
