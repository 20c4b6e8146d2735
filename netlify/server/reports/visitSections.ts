import { formOf, serverForms, type FormRegistry } from '../shared/forms';
import { barChartHtml, barColours } from './barChart';
import type { Tally } from './leadCounts';
import { talliedRows, type Row } from './reportRows';
import type { FormSteps, VisitPeriod, VisitReport } from './visitReport';

/**
 * The visits' part of the lead report: page views by source, page, language and device, and
 * where families stop on a form, as rows for the text and bar charts for the Monday email.
 */

/** The email's charts of pages list this many, the rest on one line. */
const CHART_PAGES = 10;

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' };
const deviceNames: Record<string, string> = { phone: 'Phones', desktop: 'Computers and tablets' };

/** A page as owners read it: its path, or what `other` means. */
const pageName = (page: string) => (page === 'other' ? 'Pages the site does not have' : page);

const formTitle = (name: string, forms: FormRegistry) => formOf(name, forms)?.title ?? name;

/** A field by the label its form shows, else its name. */
function fieldName(formName: string, field: string, forms: FormRegistry): string {
  const form = formOf(formName, forms);
  return form?.definition.copy[field]?.label ?? field;
}

const periodsOf = (visits: VisitReport) => visits.periods as [VisitPeriod, VisitPeriod];

/** The forms counted in either period, the most started first. */
function formNames(visits: VisitReport): string[] {
  const [, month] = periodsOf(visits);
  const steps = (name: string) => month.forms.get(name)?.started ?? 0;
  const names = new Set(visits.periods.flatMap((period) => [...period.forms.keys()]));
  return [...names].sort((a, b) => steps(b) - steps(a));
}

/** Refused sends by `<form>\n<field>`, per period. */
function refusedFields(visits: VisitReport): [Tally, Tally] {
  const [week, month] = periodsOf(visits).map((period) => {
    const tally: Tally = new Map();
    for (const [form, steps] of period.forms) {
      for (const [field, count] of steps.refusedBy) tally.set(`${form}\n${field}`, count);
    }
    return tally;
  });
  return [week ?? new Map(), month ?? new Map()];
}

/** The text's rows: both periods' counts, under their headings. */
export function visitRows(visits: VisitReport, forms: FormRegistry = serverForms): Row[] {
  const [week, month] = periodsOf(visits);
  const rows: Row[] = [
    { heading: 'Visits (page views)', label: 'All page views', counts: [week.views, month.views] },
    ...talliedRows('Page views by source', [week.bySource, month.bySource]),
    ...talliedRows('Page views by page', [week.byPage, month.byPage], pageName),
    ...talliedRows(
      'Page views by language',
      [week.byLanguage, month.byLanguage],
      (key) => languageNames[key] ?? key,
    ),
    ...talliedRows(
      'Page views by device',
      [week.byDevice, month.byDevice],
      (key) => deviceNames[key] ?? key,
    ),
  ];
  const stepNames: [keyof Omit<FormSteps, 'refusedBy'>, string][] = [
    ['started', 'started (a field filled in)'],
    ['refused', 'send refused (a field to fix)'],
    ['sent', 'sent'],
  ];
  formNames(visits).forEach((name, index) => {
    stepNames.forEach(([step, words], at) =>
      rows.push({
        ...(index === 0 && at === 0 && { heading: 'Forms: started, refused, sent' }),
        label: `${formTitle(name, forms)}: ${words}`,
        counts: [week.forms.get(name)?.[step] ?? 0, month.forms.get(name)?.[step] ?? 0],
      }),
    );
  });
  rows.push(
    ...talliedRows('Fields that stopped a send', refusedFields(visits), (key) => {
      const [form = '', field = ''] = key.split('\n');
      return `${formTitle(form, forms)}: ${fieldName(form, field, forms)}`;
    }),
  );
  return rows;
}

/** The largest of a tally first, at most `limit`, the rest summed on one last row. */
function topRows(tallies: [Tally, Tally], limit: number, name: (key: string) => string) {
  const [week, month] = tallies;
  const keys = [...month.keys()].sort((a, b) => (month.get(b) ?? 0) - (month.get(a) ?? 0));
  const rows = keys.slice(0, limit).map((key) => ({
    label: name(key),
    values: [week.get(key) ?? 0, month.get(key) ?? 0],
  }));
  const rest = keys.slice(limit);
  if (rest.length === 0) return rows;
  const sum = (tally: Tally) => rest.reduce((total, key) => total + (tally.get(key) ?? 0), 0);
  return [...rows, { label: `${rest.length} other pages`, values: [sum(week), sum(month)] }];
}

/** The email's charts of visits and forms. */
export function visitChartsHtml(visits: VisitReport, forms: FormRegistry = serverForms): string {
  const [week, month] = periodsOf(visits);
  const periodSeries = [
    { name: `Last ${week.days} days`, colour: barColours.second },
    { name: `Last ${month.days} days`, colour: barColours.primary },
  ];
  const bySource = barChartHtml({
    caption: 'Page views by source',
    rowHeader: 'Source',
    series: periodSeries,
    rows: topRows([week.bySource, month.bySource], Infinity, (key) => key),
  });
  const byPage = barChartHtml({
    caption: 'Page views by page',
    rowHeader: 'Page',
    series: periodSeries,
    rows: topRows([week.byPage, month.byPage], CHART_PAGES, pageName),
  });
  const formSteps = barChartHtml({
    caption: `Forms started and sent, last ${month.days} days`,
    rowHeader: 'Form',
    series: [
      { name: 'Started', colour: barColours.second },
      { name: 'Sent', colour: barColours.primary },
    ],
    rows: formNames(visits).map((name) => ({
      label: formTitle(name, forms),
      values: [month.forms.get(name)?.started ?? 0, month.forms.get(name)?.sent ?? 0],
    })),
  });
  const [, refused] = refusedFields(visits);
  const stops = barChartHtml({
    caption: `Fields that stopped a send, last ${month.days} days`,
    rowHeader: 'Form: field',
    series: [{ name: 'Sends refused', colour: barColours.second }],
    rows: [...refused.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([key, count]) => {
        const [form = '', field = ''] = key.split('\n');
        return {
          label: `${formTitle(form, forms)}: ${fieldName(form, field, forms)}`,
          values: [count],
        };
      }),
  });
  return bySource + byPage + formSteps + stops;
}
