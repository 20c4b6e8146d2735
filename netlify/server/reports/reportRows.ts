import type { Tally } from './leadCounts';

/** The report's rows: what the terminal's table and the email's text part are made of. */

/** One line of the report: a label and one count per period, maybe under a heading. */
export interface Row {
  heading?: string;
  label: string;
  counts: (number | string)[];
}

/** A row per key of the 30 days' tally, the largest first, with both periods' counts. */
export function talliedRows(
  heading: string,
  tallies: [Tally, Tally],
  name = (key: string) => key,
): Row[] {
  const [, month] = tallies;
  return [...month.keys()]
    .sort((a, b) => (month.get(b) ?? 0) - (month.get(a) ?? 0))
    .map((key, index): Row => ({
      ...(index === 0 && { heading }),
      label: name(key),
      counts: tallies.map((tally) => tally.get(key) ?? 0),
    }));
}
