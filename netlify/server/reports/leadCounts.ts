import { leadCountsMonths } from '#src/config/retention';
import { officeDay } from '../shared/callBack';
import { madeContact } from '../store/calls';
import { callOfKey, factsOfKey, leadFactsOf, leadKey } from './leadKeys';
import { tapOfKey } from './tapKeys';
import { countInWeek, monthsOf, trendWeeks, type WeekCount } from './weeklyLeads';
import type { ServerForm } from '../shared/forms';
import type { CountsStore } from '../store/counts';
import type { LimitsStore } from '../store/limits';
import type { StoredSubmission } from '../store/record';

/**
 * Counting the owner's numbers: one key written per kept lead (see `leadKeys.ts`), and the
 * last 7 and 30 days tallied from a listing of those keys, never from the leads themselves.
 */
const DAY_MS = 24 * 60 * 60_000;

/** Counts one kept lead; a store that fails costs the count, never the lead. */
export async function countLead(
  counts: CountsStore,
  record: StoredSubmission,
  form: ServerForm,
): Promise<void> {
  await counts.countLead(leadKey(leadFactsOf(record, form), record.id));
}

/** The month prefixes (`2025-09`) whose counts are past keeping, checked by each pass. */
export function expiredLeadMonths(now: Date): { months: string[]; before: string } {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadCountsMonths);
  const month = (back: number) => {
    const at = new Date(cutoff);
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() - back);
    return at.toISOString().slice(0, 7);
  };
  return { months: [month(0), month(1)], before: officeDay(cutoff) };
}

export type Tally = Map<string, number>;

export interface PeriodCounts {
  days: number;
  from: string;
  total: number;
  byForm: Tally;
  bySource: Tally;
  byLanguage: Tally;
  /** `<form>.<field>` → value → count. */
  answers: Map<string, Tally>;
  /** First calls recorded for the period's leads, by form. */
  calls: Map<string, { onTime: number; late: number; minutes: number[] }>;
  /** The first calls' outcomes. */
  outcomes: Tally;
  /**
   * First calls by the lead's kind of source (`unknown` for those counted before it was kept);
   * `reached` counts a contact made: a call that reached them, or the text or email they asked for.
   */
  callsBySource: Map<string, { called: number; onTime: number; reached: number }>;
  /** Taps on phone and text links: by `<kind>/<target>`, and the office's by page and source. */
  taps: { byKind: Tally; byPage: Tally; bySource: Tally };
}

export interface LeadReport {
  to: string;
  periods: PeriodCounts[];
  /** The last 13 weeks' leads, oldest first, the last ending on `to`. */
  weeks: WeekCount[];
}

const add = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/**
 * The last 7 and 30 days, today included, by form, source, language and reported answer, and
 * the last 13 weeks' leads.
 */
export async function leadReport(counts: CountsStore, now: Date): Promise<LeadReport> {
  const to = officeDay(now);
  const periods = [7, 30].map((days) => ({
    days,
    from: officeDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
    total: 0,
    byForm: new Map(),
    bySource: new Map(),
    byLanguage: new Map(),
    answers: new Map(),
    calls: new Map(),
    outcomes: new Map(),
    callsBySource: new Map(),
    taps: { byKind: new Map(), byPage: new Map(), bySource: new Map() },
  }));
  const weeks = trendWeeks(to);
  // Only the months the 13 weeks reach: counts are kept 13 months, and a flood's would be many.
  const months = monthsOf(weeks[0]?.from ?? to, to);
  const keys = (await Promise.all(months.map((month) => counts.leadKeys(month)))).flat();
  for (const key of keys) {
    const tap = tapOfKey(key);
    if (tap) {
      for (const period of periods) {
        if (tap.day < period.from || tap.day > to) continue;
        add(period.taps.byKind, `${tap.kind}/${tap.target}`);
        if (tap.target !== 'office') continue;
        add(period.taps.byPage, tap.page);
        add(period.taps.bySource, tap.source);
      }
      continue;
    }
    const call = callOfKey(key);
    if (call) {
      for (const period of periods) {
        if (call.day < period.from || call.day > to) continue;
        const counts = period.calls.get(call.form) ?? { onTime: 0, late: 0, minutes: [] };
        counts[call.onTime ? 'onTime' : 'late']++;
        counts.minutes.push(call.minutes);
        period.calls.set(call.form, counts);
        add(period.outcomes, call.outcome);
        const bySource = period.callsBySource.get(call.source) ?? {
          called: 0,
          onTime: 0,
          reached: 0,
        };
        bySource.called++;
        if (call.onTime) bySource.onTime++;
        if (madeContact(call.outcome)) bySource.reached++;
        period.callsBySource.set(call.source, bySource);
      }
      continue;
    }
    const facts = factsOfKey(key);
    if (!facts || facts.day > to) continue;
    countInWeek(weeks, facts.day, facts.form);
    for (const period of periods) {
      if (facts.day < period.from) continue;
      period.total++;
      add(period.byForm, facts.form);
      add(period.bySource, facts.source);
      add(period.byLanguage, facts.language);
      for (const [field, value] of Object.entries(facts.answers)) {
        const name = `${facts.form}.${field}`;
        const tally = period.answers.get(name) ?? new Map();
        add(tally, value);
        period.answers.set(name, tally);
      }
    }
  }
  return { to, periods, weeks };
}

/**
 * True for the first of a Monday's scheduled runs to ask (they are an hour apart, and either
 * may run twice): overlapping runs send one report.
 */
export function claimWeeklyReport(limits: LimitsStore, now: Date): Promise<boolean> {
  return limits.onceIn('lead-report', now, 12 * 60 * 60_000);
}
