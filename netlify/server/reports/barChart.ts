import { escapeHtml } from '#src/lib/escapeHtml';
import type { Tally } from './leadCounts';

/**
 * Bar charts for email: an HTML table whose bars are cells with a width, the number written
 * beside each bar, a caption and header cells. Gmail, Outlook and Apple Mail show tables with
 * inline styles; none shows SVG or runs script, and a screen reader or a plain-text reader
 * gets the numbers.
 */

interface BarSeries {
  /** The column's header: `Leads`, `Last 7 days`. */
  name: string;
  /** A colour of the site's palette with at least 3:1 on white (src/theme/theme.ts). */
  colour: string;
  /**
   * How its numbers are written beside the bars: `4.2%`, no spaces, so never wrapped. Plain
   * numbers when left out.
   */
  format?: (value: number) => string;
}

export interface ChartRow {
  label: string;
  values: number[];
  /** Many rows added up (`12 other sources`): its numbers written, with no bar and no part in the scale. */
  summed?: boolean;
}

export interface BarChart {
  caption: string;
  /** The header of the rows' labels: `Week`, `Source`. */
  rowHeader: string;
  series: BarSeries[];
  rows: ChartRow[];
  /**
   * Each series' bars drawn to its own largest value: visits in the hundreds beside leads in
   * ones, each column still readable. The caption should say so.
   */
  ownScales?: boolean;
}

/** The site's primary and its text orange: 7.6:1 and 5.3:1 on white. */
export const barColours = { primary: '#1d5c57', second: '#a8471f' } as const;

/** The smallest bar drawn for a count that is not zero, in percent of the largest. */
const MIN_PERCENT = 3;
/** The share of a cell the longest bar takes: the rest keeps its number beside it. */
const TRACK = 0.78;

/** A bar's length in percent of the largest count's: none for zero, never a division by it. */
export function barPercent(value: number, largest: number): number {
  if (value <= 0 || largest <= 0) return 0;
  return Math.max(MIN_PERCENT, Math.round((value / largest) * 1000) / 10);
}

/**
 * The markup is kept small: Gmail clips a message over 102 KB. Each style is written once where
 * mail programs need it (a nested table's text gets its own font: Outlook does not carry it in),
 * with nothing the defaults already give: a cell is middle-aligned, a table has no border, a
 * number without spaces never wraps, and the row's label sets its height.
 */
const font = 'font-family:Arial,sans-serif;font-size:16px;color:#1e2a2c';
const text = `${font};line-height:1.4`;
const cell = 'padding:6px 8px 6px 0;border-bottom:1px solid #c9d6d3';

/** A bar and its number, side by side in a nested table: the bar's width is its attribute. */
function barCell(value: number, largest: number, colour: string, written: string): string {
  const percent = barPercent(value, largest);
  const width = Math.round(percent * TRACK * 10) / 10;
  const bar = percent
    ? `<td width="${width}%" bgcolor="${colour}" aria-hidden="true" style="height:18px;font-size:0;line-height:0">&nbsp;</td>`
    : '';
  const number = `<td style="padding-left:6px;font-weight:bold;${font}">${escapeHtml(written)}</td>`;
  return `<td style="${cell}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${bar}${number}</tr></table></td>`;
}

/** A tally's rows for a chart of both periods, the largest of the 30 days first. */
export function tallyRows([week, month]: [Tally, Tally], name = (key: string) => key): ChartRow[] {
  return [...month.keys()]
    .sort((a, b) => (month.get(b) ?? 0) - (month.get(a) ?? 0))
    .map((key) => ({ label: name(key), values: [week.get(key) ?? 0, month.get(key) ?? 0] }));
}

/** A chart lists this many rows at most: the largest, then the rest summed on one row. */
export const CHART_ROWS = 10;

/**
 * The email's copy of the text table lists this many rows a section: every row of a small
 * site's report, a bounded email for a site that many others link to. The text part has all.
 */
export const TEXT_ROWS = 10;

/**
 * Rows sorted largest first, cut to `limit` with the rest summed on a last row that `rest`
 * names (`12 other sources`); one row left over is drawn as itself.
 */
export function topRows(
  rows: ChartRow[],
  rest: (count: number) => string,
  limit = CHART_ROWS,
): ChartRow[] {
  if (rows.length <= limit + 1) return rows;
  const others = rows.slice(limit);
  const values = others[0]?.values.map((_, index) =>
    others.reduce((sum, row) => sum + (row.values[index] ?? 0), 0),
  );
  return [
    ...rows.slice(0, limit),
    { label: rest(others.length), values: values ?? [], summed: true },
  ];
}

/** The chart as an email's table; with no rows, its caption and a line that says so. */
export function barChartHtml(chart: BarChart): string {
  const largestOf = (values: number[]) => Math.max(0, ...values);
  const drawn = chart.rows.filter((row) => !row.summed);
  const overall = largestOf(drawn.flatMap((row) => row.values));
  const largest = chart.series.map((_, index) =>
    chart.ownScales ? largestOf(drawn.map((row) => row.values[index] ?? 0)) : overall,
  );
  // One series takes 45% of the width, two 30% each: the labels keep the rest, on a phone too.
  const seriesWidth = Math.round(90 / (chart.series.length + 1));
  const head = [chart.rowHeader, ...chart.series.map((series) => series.name)]
    .map(
      (name, index) =>
        `<th scope="col" style="${cell};text-align:left;font-size:15px;color:#475456${index ? `;width:${seriesWidth}%` : ''}">${escapeHtml(name)}</th>`,
    )
    .join('');
  const rows = chart.rows.length
    ? chart.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="${cell};text-align:left;font-weight:normal">${escapeHtml(row.label)}</th>${row.values
              .map((value, index) => {
                const series = chart.series[index];
                const written = series?.format ? series.format(value) : String(value);
                const colour = series?.colour ?? barColours.primary;
                return barCell(row.summed ? 0 : value, largest[index] ?? overall, colour, written);
              })
              .join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="${chart.series.length + 1}" style="${cell}">None yet.</td></tr>`;
  return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;width:100%;max-width:640px;margin:0 0 28px;${text}"><caption style="text-align:left;font-size:19px;font-weight:bold;padding:0 0 8px">${escapeHtml(chart.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
