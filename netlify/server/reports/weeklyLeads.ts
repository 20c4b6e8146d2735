/**
 * The 13-week trend: weeks ending on the report's day (the office's calendar, as lead keys
 * hold it), so the last week is the one the report sums as its "7 days". Visits and other
 * counts get a week the same way, by the day their key holds.
 */
const TREND_WEEKS = 13;

const DAY_MS = 24 * 60 * 60_000;
const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

export interface WeekCount {
  /** The office's first and last days of the week, `2026-11-17` and `2026-11-23`. */
  from: string;
  to: string;
  /** How owners read it: `Nov 17 – 23`, `Oct 27 – Nov 2`. */
  label: string;
  total: number;
  byForm: Map<string, number>;
}

/** A calendar day some days before or after another: plain date arithmetic, no clock. */
function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

function weekLabel(from: string, to: string): string {
  const [fromMonth, fromDay] = [Number(from.slice(5, 7)), Number(from.slice(8))];
  const [toMonth, toDay] = [Number(to.slice(5, 7)), Number(to.slice(8))];
  const start = `${monthNames[fromMonth - 1]} ${fromDay}`;
  return `${start} – ${toMonth === fromMonth ? '' : `${monthNames[toMonth - 1]} `}${toDay}`;
}

/** The weeks, oldest first, the last ending on `to`, each with no leads yet. */
export function trendWeeks(to: string, weeks = TREND_WEEKS): WeekCount[] {
  return Array.from({ length: weeks }, (_, index) => {
    const end = shiftDay(to, -7 * (weeks - 1 - index));
    const from = shiftDay(end, -6);
    return { from, to: end, label: weekLabel(from, end), total: 0, byForm: new Map() };
  });
}

/** The months (`2026-08`) the weeks reach: the only ones a report lists keys for. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const next = new Date(`${month}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    month = next.toISOString().slice(0, 7);
  }
  return months;
}

/** Counts a lead of `day` in its week, if the trend reaches it. */
export function countInWeek(weeks: WeekCount[], day: string, form: string): void {
  const week = weeks.find((candidate) => candidate.from <= day && day <= candidate.to);
  if (!week) return;
  week.total++;
  week.byForm.set(form, (week.byForm.get(form) ?? 0) + 1);
}
