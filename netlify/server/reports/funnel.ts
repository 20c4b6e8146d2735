import { escapeHtml } from '#src/lib/escapeHtml';
import { barChartHtml, barColours, CHART_ROWS, TEXT_ROWS } from './barChart';
import type { LeadReport, PeriodCounts } from './leadCounts';
import { UNKNOWN_SOURCE } from './leadKeys';
import { countedKind } from './leadSources';
import type { VisitPeriod, VisitReport } from './visitReport';

/**
 * The funnel by source, over the last 30 days: page views → leads (forms sent) and taps on our
 * number → leads called back by the promised time → reached on that first call. A first call is
 * a family's tap on our number or our call back to a lead: the rate is first calls per visit.
 */

interface FunnelRow {
  source: string;
  visits: number;
  leads: number;
  taps: number;
  /** Leads whose first call staff recorded, and those on time, and those that reached them. */
  called: number;
  onTime: number;
  reached: number;
  /** First calls (taps and calls back) per 100 page views; `undefined` without a view. */
  rate: number | undefined;
  /** The row of the sources past the email's limit, added up. */
  others?: boolean;
}

/** Counts by source, each source as the visit counts name it, those named alike added up. */
function byCountedKind<T>(bySource: ReadonlyMap<string, T>, add: (a: T, b: T) => T) {
  const merged = new Map<string, T>();
  for (const [source, count] of bySource) {
    const kind = countedKind(source);
    const sum = merged.get(kind);
    merged.set(kind, sum === undefined ? count : add(sum, count));
  }
  return merged;
}

/** Every source's row, the most visits first; past `limit`, the rest summed on one row. */
function funnelRows(report: LeadReport, visits: VisitReport, limit: number): FunnelRow[] {
  const leads = report.periods[1] as PeriodCounts;
  const views = visits.periods[1] as VisitPeriod;
  // Leads and calls keep the site that referred them; visits and taps name only the counts'
  // vocabulary (`countedKind`): each lead joins its visits' row.
  const leadsBySource = byCountedKind(leads.bySource, (a, b) => a + b);
  const callsBySource = byCountedKind(leads.callsBySource, (a, b) => ({
    called: a.called + b.called,
    onTime: a.onTime + b.onTime,
    reached: a.reached + b.reached,
  }));
  const sources = new Set([
    ...views.bySource.keys(),
    ...leadsBySource.keys(),
    ...leads.taps.bySource.keys(),
    ...callsBySource.keys(),
  ]);
  const rows = [...sources]
    .map((source): FunnelRow => {
      const calls = callsBySource.get(source);
      const row = {
        source,
        visits: views.bySource.get(source) ?? 0,
        leads: leadsBySource.get(source) ?? 0,
        taps: leads.taps.bySource.get(source) ?? 0,
        called: calls?.called ?? 0,
        onTime: calls?.onTime ?? 0,
        reached: calls?.reached ?? 0,
      };
      const firstCalls = row.taps + row.called;
      return { ...row, rate: row.visits ? (firstCalls / row.visits) * 100 : undefined };
    })
    .sort((a, b) => b.visits - a.visits || b.leads + b.taps - (a.leads + a.taps));
  return summedPast(rows, limit);
}

/**
 * The rows past `limit` summed on one, its rate from the sums: sources are many where other
 * sites link here. One row past it is shown as itself.
 */
function summedPast(rows: FunnelRow[], limit: number): FunnelRow[] {
  if (rows.length <= limit + 1) return rows;
  const others = rows.slice(limit);
  const sum = (step: 'visits' | 'leads' | 'taps' | 'called' | 'onTime' | 'reached') =>
    others.reduce((total, row) => total + row[step], 0);
  const visits = sum('visits');
  const rest: FunnelRow = {
    source: `${others.length} other sources`,
    visits,
    leads: sum('leads'),
    taps: sum('taps'),
    called: sum('called'),
    onTime: sum('onTime'),
    reached: sum('reached'),
    rate: visits ? ((sum('taps') + sum('called')) / visits) * 100 : undefined,
    others: true,
  };
  return [...rows.slice(0, limit), rest];
}

/** A row's numbers in the columns' order (`columns`). */
const stepValues = (row: FunnelRow) => [
  row.visits,
  row.leads,
  row.taps,
  row.onTime,
  row.reached,
  rateText(row.rate),
];

/** A rate as owners read it: `4.2%`, or a dash without visits. */
const rateText = (rate: number | undefined) =>
  rate === undefined ? '–' : `${rate.toFixed(rate > 0 && rate < 10 ? 1 : 0)}%`;

const sourceName = (source: string) =>
  source === UNKNOWN_SOURCE ? 'unknown (older calls)' : source;

const days = (visits: VisitReport) => visits.periods[1]?.days ?? 30;
const caption = (visits: VisitReport) =>
  `From visit to first call, by source, last ${days(visits)} days`;
const meaning =
  'A first call is a tap on our number, or a lead we called back (or texted or emailed, as they asked). On time: by the time we promised. Reached: that first call reached them, or the text or email they asked for went. Rate: first calls for every 100 visits.';
const columns = ['Visits', 'Leads', 'Taps', 'On time', 'Reached', 'Rate'];

/** The text's table, one line per source. */
export function funnelLines(
  report: LeadReport,
  visits: VisitReport,
  width: number,
  capped = false,
): string[] {
  const rows = funnelRows(report, visits, capped ? TEXT_ROWS : Infinity);
  const line = (label: string, values: (number | string)[]) =>
    `${label.padEnd(width)}${values.map((value) => String(value).padStart(9)).join('')}`;
  const out = [
    caption(visits),
    ...meaning.split('. ').map((one) => `  ${one.replace(/\.$/, '')}.`),
  ];
  if (rows.length === 0) return [...out, '  None yet.'];
  out.push(line('', columns));
  for (const row of rows) {
    out.push(line(`  ${sourceName(row.source)}`, stepValues(row)));
  }
  return out;
}

const text = 'font-family:Arial,sans-serif;font-size:16px;line-height:1.4;color:#1e2a2c';
const cell = 'padding:6px 0 6px 5px;border-bottom:1px solid #c9d6d3;text-align:right';
const labelCell = 'padding:6px 0;border-bottom:1px solid #c9d6d3;text-align:left';

/** The email's chart of visits beside the rate to a first call, then the table of every step. */
export function funnelHtml(report: LeadReport, visits: VisitReport): string {
  const rows = funnelRows(report, visits, CHART_ROWS);
  const chart = barChartHtml({
    caption: caption(visits),
    rowHeader: 'Source',
    ownScales: true,
    series: [
      { name: 'Visits', colour: barColours.second },
      { name: 'Visit to first call', colour: barColours.primary, format: rateText },
    ],
    // A source with no visits (calls counted before sources were) has no rate to draw.
    rows: rows
      .filter((row) => row.visits > 0)
      .map((row) => ({
        label: sourceName(row.source),
        values: [row.visits, row.rate ?? 0],
        summed: row.others,
      })),
  });
  const head = ['Source', ...columns]
    .map(
      (name, index) =>
        `<th scope="col" style="${index ? cell : labelCell};font-size:14px;color:#475456">${escapeHtml(name)}</th>`,
    )
    .join('');
  const body = rows.length
    ? rows
        .map(
          (row) =>
            `<tr><th scope="row" style="${labelCell};font-weight:normal">${escapeHtml(sourceName(row.source))}</th>${stepValues(
              row,
            )
              .map((value) => `<td style="${cell}">${value}</td>`)
              .join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="7" style="${cell};text-align:left">None yet.</td></tr>`;
  const table = `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;width:100%;max-width:640px;margin:0 0 28px;${text}"><caption style="text-align:left;font-size:19px;font-weight:bold;padding:0 0 8px">Every step, by source<br><span style="font-size:16px;font-weight:normal">${escapeHtml(meaning)}</span></caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  return chart + table;
}
