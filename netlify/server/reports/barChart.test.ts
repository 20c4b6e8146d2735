import { describe, expect, it } from 'vitest';
import { barChartHtml, barPercent, topRows, type BarChart } from './barChart';

const chart = (values: number[], label = 'A place'): BarChart => ({
  caption: 'Leads per week',
  rowHeader: 'Week',
  series: [{ name: 'Leads', colour: '#1d5c57' }],
  rows: values.map((value, index) => ({ label: `${label} ${index}`, values: [value] })),
});

/** The bars' lengths in the order drawn, in percent of the longest one drawn. */
function widths(html: string): number[] {
  const drawn = [...html.matchAll(/<td width="(\d+(?:\.\d+)?)%" bgcolor=/g)].map((m) => +m[1]!);
  const longest = Math.max(...drawn);
  return drawn.map((width) => Math.round((width / longest) * 100));
}

describe('a bar chart every mail program renders', () => {
  it('draws bars proportional to the counts, the largest full width', () => {
    expect(barPercent(40, 40)).toBe(100);
    expect(barPercent(10, 40)).toBe(25);
    expect(widths(barChartHtml(chart([10, 40, 20])))).toEqual([25, 100, 50]);
  });

  it('gives a small count a visible bar and a zero none', () => {
    expect(barPercent(1, 1000)).toBeGreaterThan(0);
    const html = barChartHtml(chart([1000, 1, 0]));
    expect(widths(html)).toEqual([100, barPercent(1, 1000)]);
  });

  it('writes every number beside its bar, under header cells and a caption', () => {
    const html = barChartHtml(chart([7, 0, 12]));
    expect(html).toContain('<caption');
    expect(html).toContain('<th scope="col"');
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    for (const value of ['7', '0', '12']) expect(html).toMatch(new RegExp(`>${value}</td>`));
  });

  it('survives zero everywhere, and no rows at all', () => {
    expect(barPercent(0, 0)).toBe(0);
    const html = barChartHtml(chart([0, 0]));
    expect(widths(html)).toEqual([]);
    expect(html).not.toMatch(/NaN|Infinity/);
    expect(barChartHtml(chart([]))).toContain('None yet');
  });

  it('escapes a label, and has no script, SVG or class', () => {
    const html = barChartHtml(chart([3], '<script>alert(1)</script>'));
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<svg|class=/);
  });
});

describe('a bar chart of two series that differ in size', () => {
  it('draws each series to its own largest when asked, and writes numbers as each series says', () => {
    const html = barChartHtml({
      caption: 'Visits and leads',
      rowHeader: 'Week',
      ownScales: true,
      series: [
        { name: 'Visits', colour: '#1d5c57' },
        { name: 'Rate', colour: '#a8471f', format: (value) => `${value}%` },
      ],
      rows: [
        { label: 'One', values: [400, 2] },
        { label: 'Two', values: [200, 4] },
      ],
    });
    expect(widths(html)).toEqual([100, 50, 50, 100]);
    expect(html).toContain('>4%</td>');
    expect(html).toContain('>400</td>');
  });
});

describe('a long chart', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, at) => ({ label: `Row ${at}`, values: [count - at, 1] }));
  const rest = (count: number) => `${count} others`;

  it('keeps the largest rows and adds the rest up on one last row', () => {
    const capped = topRows(rows(14), rest, 10);
    expect(capped).toHaveLength(11);
    expect(capped.slice(0, 10)).toEqual(rows(14).slice(0, 10));
    // Rows 10 to 13 count 4, 3, 2 and 1, and 1 each in the second series.
    expect(capped.at(-1)).toEqual({ label: '4 others', values: [10, 4], summed: true });
  });

  it('writes the added-up row’s numbers with no bar, and draws the others to their own largest', () => {
    // Rows 10 to 19 add up to 55, far past the largest row's 20.
    const html = barChartHtml({ ...chart([]), rows: topRows(rows(20), rest, 10) });
    const raw = (one: string) => one.match(/<td width="([\d.]+)%" bgcolor=/)?.[1];
    expect(raw(html)).toBe(raw(barChartHtml(chart([5]))));
    expect(widths(html)).toHaveLength(20);
    expect(html).toMatch(/>10 others<\/th>(?:(?!<th).)*>55<\/td>(?:(?!<th).)*>10<\/td><\/tr>/);
    expect(html.split('10 others')[1]).not.toContain('bgcolor');
  });

  it('draws one row past the limit as itself, and a short chart whole', () => {
    expect(topRows(rows(11), rest, 10)).toEqual(rows(11));
    expect(topRows(rows(3), rest, 10)).toEqual(rows(3));
  });
});
