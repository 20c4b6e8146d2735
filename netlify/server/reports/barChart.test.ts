import { describe, expect, it } from 'vitest';
import { barChartHtml, barPercent, type BarChart } from './barChart';

const chart = (values: number[], label = 'A place'): BarChart => ({
  caption: 'Leads per week',
  rowHeader: 'Week',
  series: [{ name: 'Leads', colour: '#1d5c57' }],
  rows: values.map((value, index) => ({ label: `${label} ${index}`, values: [value] })),
});

/** The bars' widths in the order drawn. */
const widths = (html: string) =>
  [...html.matchAll(/data-bar="(\d+(?:\.\d+)?)"/g)].map((m) => +m[1]!);

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
