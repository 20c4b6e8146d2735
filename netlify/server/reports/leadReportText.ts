import { optionLabel } from '#src/forms/options';
import { escapeHtml } from '#src/lib/escapeHtml';
import type { EmailContent } from '../mail/emails';
import { isOutcome, outcomes } from '../store/calls';
import { formOf, serverForms, type FormRegistry } from '../shared/forms';
import type { LeadReport, PeriodCounts, Tally } from './leadCounts';
import { TEXT_ROWS } from './barChart';
import { reportChartsHtml, trendLines } from './reportCharts';
import { talliedRows, type Row } from './reportRows';
import { fieldSpeedLines } from './fieldSpeed';
import { funnelLines } from './funnel';
import type { VisitReport } from './visitReport';
import { visitRows } from './visitSections';

/** The lead report written out: a table of rows for the terminal, and the weekly email. */

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' };

/** The middle value, or a dash when there is none. */
function median(values: readonly number[]): number | string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * Whether each form's leads were called back by the promised time, from the first calls staff
 * recorded through the follow-up link: a lead with none is "not recorded".
 */
function callRows(report: LeadReport, forms: FormRegistry) {
  const periods = report.periods;
  const rows: Row[] = [];
  const formNames = [...new Set(periods.flatMap((period) => [...period.byForm.keys()]))];
  formNames.forEach((name, index) => {
    const title = formOf(name, forms)?.title ?? name;
    const calls = periods.map((period) => period.calls.get(name));
    const leads = periods.map((period) => period.byForm.get(name) ?? 0);
    const onTime = calls.map((counts) => counts?.onTime ?? 0);
    const late = calls.map((counts) => counts?.late ?? 0);
    rows.push(
      {
        ...(index === 0 && { heading: 'Called back by the promised time' }),
        label: `${title}: on time`,
        counts: onTime,
      },
      { label: `${title}: late`, counts: late },
      {
        label: `${title}: not recorded`,
        counts: leads.map((total, at) => Math.max(0, total - (onTime[at] ?? 0) - (late[at] ?? 0))),
      },
      {
        label: `${title}: median minutes to first call`,
        counts: calls.map((counts) => median(counts?.minutes ?? [])),
      },
    );
  });
  const outcomeKeys = [...new Set(periods.flatMap((period) => [...period.outcomes.keys()]))];
  outcomeKeys.forEach((outcome, index) =>
    rows.push({
      ...(index === 0 && { heading: 'First calls: what happened' }),
      label: isOutcome(outcome) ? outcomes[outcome] : outcome,
      counts: periods.map((period) => period.outcomes.get(outcome) ?? 0),
    }),
  );
  return rows;
}

const tapKindNames: [string, string][] = [
  ['call/office', 'Calls to our number'],
  ['text/office', 'Texts to our number'],
  ['call/other', 'Calls to other numbers on our pages'],
  ['text/other', 'Texts to other numbers on our pages'],
];

/**
 * Taps on the site's phone and text links: the office's number always, others when tapped. By
 * page and by source count the office's only: those are the families calling us.
 */
function tapRows(report: LeadReport): Row[] {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows: Row[] = [];
  for (const [key, label] of tapKindNames) {
    if (key !== 'call/office' && !month.taps.byKind.get(key)) continue;
    rows.push({
      ...(rows.length === 0 && { heading: 'Phone taps' }),
      label,
      counts: [week.taps.byKind.get(key) ?? 0, month.taps.byKind.get(key) ?? 0],
    });
  }
  return [
    ...rows,
    ...talliedRows('Phone taps on our number, by page', [week.taps.byPage, month.taps.byPage]),
    ...talliedRows('Phone taps on our number, by source', [
      week.taps.bySource,
      month.taps.bySource,
    ]),
  ];
}

/** Rows of the report: a label and one count per period, under their headings. */
function reportRows(report: LeadReport, forms: FormRegistry) {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows: Row[] = [];
  const section = (heading: string, tallies: [Tally, Tally], name?: (key: string) => string) =>
    rows.push(...talliedRows(heading, tallies, name));
  rows.push({ label: 'All leads', counts: [week.total, month.total] });
  section('By form', [week.byForm, month.byForm], (key) => formOf(key, forms)?.title ?? key);
  callRows(report, forms).forEach((row) => rows.push(row));
  tapRows(report).forEach((row) => rows.push(row));
  section('By source', [week.bySource, month.bySource]);
  section('By language', [week.byLanguage, month.byLanguage], (key) => languageNames[key] ?? key);
  for (const [name, tally] of month.answers) {
    const [formName = '', field = ''] = name.split('.');
    const form = formOf(formName, forms);
    const definition = form?.definition.fields.find((candidate) => candidate.name === field);
    const heading =
      field === 'area'
        ? `${form?.title ?? formName}: ZIP code served`
        : `${form?.title ?? formName}: ${definition ? form?.definition.copy[field]?.label : field}`;
    const label = (value: string) => {
      if (field === 'area') return value === 'in' ? 'Inside our area' : 'Outside our area';
      return definition?.options ? optionLabel(definition.options, value) : value;
    };
    section(heading, [week.answers.get(name) ?? new Map(), tally], label);
  }
  return rows;
}

/**
 * Each section cut to `limit` rows, the rest added up on one last row: the email's copy of the
 * table stays inside Gmail's size when many sites link here. A section of words (a median's
 * dash) is left whole.
 */
function capSections(rows: Row[], limit: number): Row[] {
  const sections: Row[][] = [];
  for (const row of rows) {
    if (row.heading || sections.length === 0) sections.push([]);
    sections.at(-1)?.push(row);
  }
  return sections.flatMap((section) => {
    const counted = section.every((row) => row.counts.every((count) => typeof count === 'number'));
    if (!counted || section.length <= limit + 1) return section;
    const others = section.slice(limit);
    const counts = others[0]?.counts.map((_, at) =>
      others.reduce((sum, row) => sum + Number(row.counts[at] ?? 0), 0),
    );
    return [...section.slice(0, limit), { label: `${others.length} others`, counts: counts ?? [] }];
  });
}

/**
 * The report as a fixed-width table, for the terminal and the email's text part: the leads',
 * then, with the visit report, the funnel by source, the visits and forms, and real speed.
 */
export function reportText(
  report: LeadReport,
  visits?: VisitReport,
  forms: FormRegistry = serverForms,
  /** The email's copy: each long section to its largest rows (`TEXT_ROWS`). */
  capped = false,
): string {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const all = [...reportRows(report, forms), ...(visits ? visitRows(visits, forms) : [])];
  const rows = capped ? capSections(all, TEXT_ROWS) : all;
  const width = Math.max(30, ...rows.map((row) => row.label.length + 2));
  const line = (label: string, counts: (number | string)[]) =>
    `${label.padEnd(width)}${counts.map((count) => String(count).padStart(9)).join('')}`;
  const out = [
    `Website leads through ${report.to} (Eastern): last 7 days from ${week.from}, last 30 days from ${month.from}`,
    '',
    ...trendLines(report, width, visits),
    '',
    ...(visits ? [...funnelLines(report, visits, width, capped), ''] : []),
    line('', ['7 days', '30 days']),
  ];
  for (const row of rows) {
    if (row.heading) out.push('', row.heading);
    out.push(
      line(row.heading || row.label !== 'All leads' ? `  ${row.label}` : row.label, row.counts),
    );
  }
  if (visits) {
    out.push('', ...fieldSpeedLines(visits, width), '');
    out.push('Visits are page views in browsers with JavaScript on: close, not exact.');
  }
  out.push('', 'No names or contact details are counted: see each lead in its own email.');
  return `${out.join('\n')}\n`;
}

export function reportEmail(
  report: LeadReport,
  visits?: VisitReport,
  forms: FormRegistry = serverForms,
): EmailContent {
  const text = reportText(report, visits, forms);
  const [week] = report.periods as [PeriodCounts];
  return {
    subject: `Website leads: ${week.total} in the last 7 days`,
    textBody: text,
    htmlBody: `<!doctype html><html><body style="margin:0;padding:12px">${reportChartsHtml(report, visits, forms)}<pre style="font-family:Menlo,Consolas,monospace;font-size:14px;line-height:1.4;overflow-x:auto">${escapeHtml(reportText(report, visits, forms, true))}</pre></body></html>`,
    tag: 'lead-report',
  };
}
