import { vitalGoals, vitalNames, type VitalName } from '#src/config/visits';
import { officeDay } from '../shared/callBack';
import { mapLimit } from '../shared/mapLimit';
import type { VisitsStore } from '../store/visits';
import type { Tally } from './leadCounts';
import { pageKinds, type PageKind } from './pageKinds';
import { factsOfTally, tallyOfKey, type Device, type VisitFacts } from './visitKeys';
import { trendWeeks, type WeekCount } from './weeklyLeads';

/**
 * The owner's visit counts for the lead report: the last 7 and 30 days (today included) and the
 * 13 weeks ending today, from the days' summaries, and for days not yet summed from their
 * hours' summaries and the beacons' keys of hours not yet rolled up. A day with a summary is
 * read from it alone, an hour with a summary from it alone, so nothing counts twice.
 */

const DAY_MS = 24 * 60 * 60_000;
/** Summaries read at once: 91 small reads, never a burst a store would refuse. */
const READS_AT_ONCE = 8;

/** A metric's measured values as counted: value → how many page views measured it. */
export type Histogram = Map<number, number>;

/**
 * The 75th percentile by the nearest-rank method: the smallest value at least 75% of the
 * samples are at or under, as Google's field data gives it. `undefined` with no samples.
 */
export function p75(histogram: Histogram): number | undefined {
  const samples = sampleCount(histogram);
  if (samples === 0) return undefined;
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const value of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(value) ?? 0;
    if (seen >= rank) return value;
  }
  return undefined;
}

function sampleCount(histogram: Histogram): number {
  let samples = 0;
  for (const count of histogram.values()) samples += Math.max(0, count);
  return samples;
}

/** One form's steps, from the page's beacons: touched, refused a send (by field), sent. */
export interface FormSteps {
  started: number;
  refused: number;
  sent: number;
  /** Refused sends by the field named. */
  refusedBy: Tally;
}

/** One metric's field speed on one kind of page and device, beside its goal. */
export interface VitalFigure {
  pageKind: PageKind;
  device: Device;
  metric: VitalName;
  p75: number;
  samples: number;
  goal: number;
  /** Over the goal: the owner's report says so in words. */
  miss: boolean;
}

export interface VisitPeriod {
  days: number;
  from: string;
  views: number;
  bySource: Tally;
  /** By page as counted (`/es/contact`, `other`). */
  byPage: Tally;
  byLanguage: Tally;
  byDevice: Tally;
  forms: Map<string, FormSteps>;
  /** Kinds of page in `pageKinds` order, phones before desktops, LCP, INP, CLS. */
  vitals: VitalFigure[];
}

export interface VisitReport {
  to: string;
  periods: VisitPeriod[];
  /** The 13 weeks' page views (in `total`), oldest first, as the lead report's weeks. */
  weeks: WeekCount[];
}

const addTo = (tally: Tally, key: string, count: number) =>
  tally.set(key, (tally.get(key) ?? 0) + count);

/** Every calendar day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
}

interface Counting {
  period: VisitPeriod;
  histograms: Map<string, Histogram>;
}

function countIn({ period, histograms }: Counting, facts: VisitFacts, count: number) {
  if (facts.kind === 'view') {
    period.views += count;
    addTo(period.bySource, facts.source, count);
    addTo(period.byPage, facts.page, count);
    addTo(period.byLanguage, facts.language, count);
    addTo(period.byDevice, facts.device, count);
  } else if (facts.kind === 'form') {
    const steps = period.forms.get(facts.form) ?? {
      started: 0,
      refused: 0,
      sent: 0,
      refusedBy: new Map(),
    };
    steps[facts.step] += count;
    if (facts.step === 'refused') addTo(steps.refusedBy, facts.field, count);
    period.forms.set(facts.form, steps);
  } else {
    const name = `${facts.pageKind}/${facts.device}/${facts.metric}`;
    const histogram = histograms.get(name) ?? new Map<number, number>();
    histogram.set(facts.value, (histogram.get(facts.value) ?? 0) + count);
    histograms.set(name, histogram);
  }
}

function vitalFigures(histograms: Map<string, Histogram>): VitalFigure[] {
  const figures: VitalFigure[] = [];
  for (const pageKind of pageKinds) {
    for (const device of ['phone', 'desktop'] as const) {
      for (const metric of vitalNames) {
        const histogram = histograms.get(`${pageKind}/${device}/${metric}`);
        const value = histogram && p75(histogram);
        if (!histogram || value === undefined) continue;
        const goal = vitalGoals[metric];
        const samples = sampleCount(histogram);
        figures.push({ pageKind, device, metric, p75: value, samples, goal, miss: value > goal });
      }
    }
  }
  return figures;
}

/** The visit counts of the last 7 and 30 days, and the 13 weeks, ending on the office's today. */
export async function visitReport(visits: VisitsStore, now: Date): Promise<VisitReport> {
  const to = officeDay(now);
  const weeks = trendWeeks(to);
  const countings: Counting[] = [7, 30].map((days) => ({
    period: {
      days,
      from: officeDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
      views: 0,
      bySource: new Map(),
      byPage: new Map(),
      byLanguage: new Map(),
      byDevice: new Map(),
      forms: new Map(),
      vitals: [],
    },
    histograms: new Map(),
  }));
  const first = weeks[0]?.from ?? to;
  const days = daysBetween(first, to);
  const [summaries, openDays, hourDays] = await Promise.all([
    mapLimit(days, READS_AT_ONCE, (day) => visits.summary(day)),
    visits.openDays(),
    visits.hourSummaryDays(),
  ]);

  const count = (day: string, name: string, times: number) => {
    const facts = factsOfTally(day, name);
    if (!facts || !Number.isFinite(times) || times <= 0) return;
    if (facts.kind === 'view') {
      const week = weeks.find((one) => one.from <= day && day <= one.to);
      if (week) week.total += times;
    }
    for (const counting of countings) {
      if (day >= counting.period.from) countIn(counting, facts, times);
    }
  };

  const rolledUp = new Set<string>();
  summaries.forEach((summary, index) => {
    const day = days[index];
    if (!summary || !day) return;
    rolledUp.add(day);
    for (const [name, times] of Object.entries(summary.counts)) count(day, name, times);
  });
  // The days not summed yet (today, yesterday for its first hour, any the rollup has not
  // reached): their hours' summaries, and the keys of the hours without one, at most the last
  // hour or two, each no more than the hour's budgets.
  const open = [...new Set([...openDays, ...hourDays])]
    .filter((day) => day >= first && day <= to && !rolledUp.has(day))
    .sort();
  const hours = await mapLimit(open, READS_AT_ONCE, async (day) => {
    const [hourly, folders] = await Promise.all([visits.hourSummaries(day), visits.openHours(day)]);
    return { day, hourly, folders };
  });
  const unrolled: { day: string; hour: string }[] = [];
  for (const { day, hourly, folders } of hours) {
    const rolled = new Set<string>();
    for (const summary of hourly) {
      if (summary.day !== day || rolled.has(summary.hour)) continue;
      rolled.add(summary.hour);
      for (const [name, times] of Object.entries(summary.counts)) count(day, name, times);
    }
    for (const hour of folders) if (!rolled.has(hour)) unrolled.push({ day, hour });
  }
  const keys = await mapLimit(unrolled, READS_AT_ONCE, ({ day, hour }) =>
    visits.hourKeys(day, hour),
  );
  unrolled.forEach(({ day, hour }, index) => {
    for (const key of keys[index] ?? []) {
      const tally = tallyOfKey(key);
      if (tally?.day === day && tally.hour === hour) count(day, tally.name, 1);
    }
  });

  return {
    to,
    periods: countings.map(({ period, histograms }) => ({
      ...period,
      vitals: vitalFigures(histograms),
    })),
    weeks,
  };
}
