import type { VitalName } from '#src/config/visits';
import { escapeHtml } from '#src/lib/escapeHtml';
import type { PageKind } from './pageKinds';
import type { Device } from './visitKeys';
import type { VitalFigure, VisitPeriod, VisitReport } from './visitReport';

interface FigureGroup {
  /** `Home pages, phones`. */
  name: string;
  figures: VitalFigure[];
}

/**
 * Real visitors' speed in the lead report: for each kind of page, phones apart from computers,
 * the 75th percentile of the three Core Web Vitals beside their goals. A miss is written in
 * words ("over goal"), never shown by colour alone.
 */

const kindNames: Record<PageKind, string> = {
  home: 'Home pages',
  service: 'Service pages',
  place: 'Area pages',
  job: 'Job pages',
  form: 'Form pages',
  other: 'Other pages',
};
const deviceNames: Record<Device, string> = { phone: 'phones', desktop: 'computers' };

/** Each metric in plain words, with the name the audits use. */
const metricNames: Record<VitalName, string> = {
  lcp: 'Main content shown (LCP)',
  inp: 'Response to a tap (INP)',
  cls: 'Page jumping about (CLS)',
};

/** A value as owners read it: seconds for LCP, milliseconds for INP, two decimals for CLS. */
function vitalValue(metric: VitalName, value: number): string {
  if (metric === 'lcp') return `${(value / 1000).toFixed(1)} s`;
  if (metric === 'inp') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}

const verdict = (figure: VitalFigure) => (figure.miss ? 'OVER GOAL' : 'met');

/** The figures of the 30 days, grouped by kind of page and device, in the report's order. */
function groups(visits: VisitReport): FigureGroup[] {
  const month = visits.periods[1] as VisitPeriod;
  const grouped = new Map<string, FigureGroup>();
  for (const figure of month.vitals) {
    const name = `${kindNames[figure.pageKind]}, ${deviceNames[figure.device]}`;
    const group = grouped.get(name) ?? { name, figures: [] };
    group.figures.push(figure);
    grouped.set(name, group);
  }
  return [...grouped.values()];
}

const heading = (visits: VisitReport) =>
  `Speed on real visitors' devices, last ${visits.periods[1]?.days ?? 30} days`;
const explained = '75 in 100 page views were at least this fast';

/** The text's table: one line per metric under each kind of page and device. */
export function fieldSpeedLines(visits: VisitReport, width: number): string[] {
  const all = groups(visits);
  const line = (label: string, values: string[]) =>
    `${label.padEnd(width)}${values.map((value) => value.padStart(10)).join('')}`;
  const out = [`${heading(visits)} (${explained})`];
  if (all.length === 0) return [...out, '  None measured yet.'];
  out.push(line('', ['measured', 'speed', 'goal']));
  for (const group of all) {
    out.push(group.name);
    for (const figure of group.figures) {
      out.push(
        `${line(`  ${metricNames[figure.metric]}`, [
          String(figure.samples),
          vitalValue(figure.metric, figure.p75),
          vitalValue(figure.metric, figure.goal),
        ])}   ${verdict(figure)}`,
      );
    }
  }
  return out;
}

const text = 'font-family:Arial,sans-serif;font-size:16px;line-height:1.4;color:#1e2a2c';
const cell = 'padding:8px 8px 8px 0;border-bottom:1px solid #c9d6d3';

/** The email's table: a row per kind of page and device, a cell per metric with its verdict. */
export function fieldSpeedHtml(visits: VisitReport): string {
  const all = groups(visits);
  const metrics = [...new Set(all.flatMap((group) => group.figures.map((one) => one.metric)))];
  const head = ['Pages', ...metrics.map((metric) => metricNames[metric])]
    .map(
      (name) =>
        `<th scope="col" style="${cell};text-align:left;font-size:15px;color:#475456">${escapeHtml(name)}</th>`,
    )
    .join('');
  const goals = metrics.map((metric, index) => {
    const goal = all.flatMap((group) => group.figures).find((one) => one.metric === metric)?.goal;
    return `${index ? '; ' : ''}${escapeHtml(metricNames[metric])} ${goal === undefined ? '' : `at most <span style="white-space:nowrap">${vitalValue(metric, goal)}</span>`}`;
  });
  const rows = all.length
    ? all
        .map((group) => {
          const cells = metrics.map((metric) => {
            const figure = group.figures.find((one) => one.metric === metric);
            if (!figure) return `<td style="${cell}">–</td>`;
            const value = vitalValue(metric, figure.p75);
            const word = figure.miss
              ? `<strong style="color:#a8471f">Over goal</strong>`
              : '<span style="color:#475456">Met</span>';
            return `<td style="${cell}"><strong>${value}</strong><br>${word}<br><span style="font-size:14px;color:#475456">${figure.samples} measured</span></td>`;
          });
          // A row's cells are three lines to its label's one: all start at the top.
          return `<tr valign="top"><th scope="row" style="${cell};text-align:left;font-weight:normal">${escapeHtml(group.name)}</th>${cells.join('')}</tr>`;
        })
        .join('')
    : `<tr valign="top"><td style="${cell}">None measured yet.</td></tr>`;
  return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;width:100%;max-width:640px;margin:0 0 28px;${text}"><caption style="text-align:left;font-size:19px;font-weight:bold;padding:0 0 8px">${escapeHtml(heading(visits))}<br><span style="font-size:16px;font-weight:normal">${explained}. Goals: ${goals.join('')}.</span></caption><thead><tr valign="top">${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
