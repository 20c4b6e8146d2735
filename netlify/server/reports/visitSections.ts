import { formOf, serverForms, type FormRegistry } from '../shared/forms';
import { barChartHtml, barColours, tallyRows, topRows } from './barChart';
import type { Tally } from './leadCounts';
import { talliedRows, type Row } from './reportRows';
import type { FormSteps, VisitPeriod, VisitReport } from './visitReport';

/**
 * The visits' part of the lead report: page views by source, page, language and device, and
 * where families stop on a form, as rows for the text and bar charts for the Monday email.
 */

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
    ['started', 'started (a field touched)'],
    // One count a field: a send stopped by two fields counts two.
    ['refused', 'fields to fix when sending'],
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
    // Sources are many where other sites link here: the largest, then the rest on one row.
    rows: topRows(tallyRows([week.bySource, month.bySource]), (count) => `${count} other sources`),
  });
  const byPage = barChartHtml({
    caption: 'Page views by page',
    rowHeader: 'Page',
    series: periodSeries,
    rows: topRows(
      tallyRows([week.byPage, month.byPage], pageName),
      (count) => `${count} other pages`,
    ),
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
    rows: topRows(
      [...refused.entries()]
        .sort(([, a], [, b]) => b - a)
        .map(([key, count]) => {
          const [form = '', field = ''] = key.split('\n');
          return {
            label: `${formTitle(form, forms)}: ${fieldName(form, field, forms)}`,
            values: [count],
          };
        }),
      (count) => `${count} other fields`,
    ),
  });
  return bySource + byPage + formSteps + stops;
}
