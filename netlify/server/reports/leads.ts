import { leadCountsMonths } from '../../../src/config/retention';
import { optionLabel } from '../../../src/forms/options';
import { outsideServiceArea } from '../../../src/forms/serviceArea';
import { escapeHtml } from '../../../src/lib/escapeHtml';
import { officeDay } from '../shared/callBack';
import type { EmailContent } from '../mail/emails';
import { isOutcome, outcomes } from '../store/calls';
import { sourceKind } from './leadSources';
import { tapOfKey } from './tapKeys';
import { formOf, serverForms, type FormRegistry, type ServerForm } from '../shared/forms';
import type { StoredSubmission, SubmissionStore } from '../store/store';

/**
 * The owner's numbers. Each kept lead adds one key whose name holds everything counted about
 * it, and nothing about the person: day, form, language, kind of source, the reported choices,
 * and whether its ZIP code is served. A report lists the keys and reads none, and two leads
 * arriving at once never contend for one counter.
 */
const DAY_MS = 24 * 60 * 60_000;

export interface LeadFacts {
  /** The office's calendar day, `2026-11-23`. */
  day: string;
  form: string;
  language: string;
  source: string;
  /** Reported choices by field name, and `area` (`in` or `out`) for a ZIP code given. */
  answers: Record<string, string>;
}

function leadFactsOf(record: StoredSubmission, form: ServerForm): LeadFacts {
  const answers: Record<string, string> = {};
  for (const field of form.definition.fields) {
    const value = record.fields[field.name];
    if (!value) continue;
    if (field.reported) answers[field.name] = value;
    if (field.servedArea) answers.area = outsideServiceArea(value) ? 'out' : 'in';
  }
  return {
    day: officeDay(new Date(record.receivedAt)),
    form: record.form,
    language: record.language,
    source: sourceKind(record.source),
    answers,
  };
}

const part = encodeURIComponent;

/** Netlify Blobs refuses a key over 600 bytes: the counts' prefix included, well under it. */
const MAX_KEY_BYTES = 480;

/**
 * A lead with no reported answers. Never an empty part: the local emulation keeps Blobs keys as
 * folders, and `a//b` came back from its listing as `a/b`, so such a lead went uncounted there.
 */
const NO_ANSWERS = '-';

/**
 * `<day>/<form>/<language>/<source>/<answers>/<id>`, each part URI-encoded. A key that would
 * be too long to write loses its answers, never the lead's count.
 */
export function leadKey(facts: LeadFacts, id: string): string {
  const answers = new URLSearchParams(facts.answers).toString() || NO_ANSWERS;
  const key = (reported: string) =>
    [facts.day, facts.form, facts.language, facts.source, reported, id].map(part).join('/');
  const full = key(answers);
  return Buffer.byteLength(full) <= MAX_KEY_BYTES ? full : key(NO_ANSWERS);
}

/** The second part of a first call's key, where a lead's has its form (never `~…`). */
const CALL = '~call';

export interface CallFacts {
  form: string;
  /** When the lead was sent: its call counts on the lead's day, as its lead does. */
  receivedAt: string;
  onTime: boolean;
  /** From the form to the first call. */
  minutes: number;
  outcome: string;
}

/**
 * `<day>/~call/<form>/<on-time|late>/<minutes>/<outcome>/<id>`: a lead's first call, counted
 * beside the leads (and kept and deleted as they are), with nothing about the person.
 */
export function callKey(call: CallFacts, id: string): string {
  const day = officeDay(new Date(call.receivedAt));
  const timing = call.onTime ? 'on-time' : 'late';
  return [day, CALL, call.form, timing, String(call.minutes), call.outcome, id].map(part).join('/');
}

type CountedCall = Omit<CallFacts, 'receivedAt'> & { day: string };

function callOfKey(key: string): CountedCall | undefined {
  const [day, marker, form, timing, minutes, outcome] = key.split('/').map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  });
  if (marker !== CALL || !day || !form || !outcome || !Number.isFinite(Number(minutes))) {
    return undefined;
  }
  return { day, form, onTime: timing === 'on-time', minutes: Number(minutes), outcome };
}

function factsOfKey(key: string): LeadFacts | undefined {
  const parts = key.split('/').map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  });
  const [day, form, language, source, answers, id] = parts;
  if (!day || !form || !language || !source || answers === undefined || !id) return undefined;
  return {
    day,
    form,
    language,
    source,
    // An empty part is how keys were written before `NO_ANSWERS`: still read.
    answers: Object.fromEntries(new URLSearchParams(answers === NO_ANSWERS ? '' : answers)),
  };
}

/** Counts one kept lead; a store that fails costs the count, never the lead. */
export async function countLead(
  store: SubmissionStore,
  record: StoredSubmission,
  form: ServerForm,
): Promise<void> {
  await store.countLead(leadKey(leadFactsOf(record, form), record.id));
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

type Tally = Map<string, number>;

interface PeriodCounts {
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
  /** Taps on phone and text links: by `<kind>/<target>`, and the office's by page and source. */
  taps: { byKind: Tally; byPage: Tally; bySource: Tally };
}

export interface LeadReport {
  to: string;
  periods: PeriodCounts[];
}

const add = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/** The last 7 and 30 days, today included, by form, source, language and reported answer. */
export async function leadReport(store: SubmissionStore, now: Date): Promise<LeadReport> {
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
    taps: { byKind: new Map(), byPage: new Map(), bySource: new Map() },
  }));
  // Only the months the 30 days reach: counts are kept 13 months, and a flood's would be many.
  const first = officeDay(new Date(now.getTime() - 29 * DAY_MS));
  const months = [...new Set([first.slice(0, 7), to.slice(0, 7)])];
  const keys = (await Promise.all(months.map((month) => store.leadKeys(month)))).flat();
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
      }
      continue;
    }
    const facts = factsOfKey(key);
    if (!facts || facts.day > to) continue;
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
  return { to, periods };
}

/** One line of the report: a label and one count per period, maybe under a heading. */
interface Row {
  heading?: string;
  label: string;
  counts: (number | string)[];
}

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' };

/** The middle value, or a dash when there is none. */
function median(values: readonly number[]): number | string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * Whether each form's leads were called back by the promised time, from the first calls staff
 * recorded through the follow-up link: a lead with none is "not recorded".
 */
function callRows(report: LeadReport, forms: FormRegistry) {
  const periods = report.periods;
  const rows: Row[] = [];
  const formNames = [...new Set(periods.flatMap((period) => [...period.byForm.keys()]))];
  formNames.forEach((name, index) => {
    const title = formOf(name, forms)?.title ?? name;
    const calls = periods.map((period) => period.calls.get(name));
    const leads = periods.map((period) => period.byForm.get(name) ?? 0);
    const onTime = calls.map((counts) => counts?.onTime ?? 0);
    const late = calls.map((counts) => counts?.late ?? 0);
    rows.push(
      {
        ...(index === 0 && { heading: 'Called back by the promised time' }),
        label: `${title}: on time`,
        counts: onTime,
      },
      { label: `${title}: late`, counts: late },
      {
        label: `${title}: not recorded`,
        counts: leads.map((total, at) => Math.max(0, total - (onTime[at] ?? 0) - (late[at] ?? 0))),
      },
      {
        label: `${title}: median minutes to first call`,
        counts: calls.map((counts) => median(counts?.minutes ?? [])),
      },
    );
  });
  const outcomeKeys = [...new Set(periods.flatMap((period) => [...period.outcomes.keys()]))];
  outcomeKeys.forEach((outcome, index) =>
    rows.push({
      ...(index === 0 && { heading: 'First calls: what happened' }),
      label: isOutcome(outcome) ? outcomes[outcome] : outcome,
      counts: periods.map((period) => period.outcomes.get(outcome) ?? 0),
    }),
  );
  return rows;
}

const tapKindNames: [string, string][] = [
  ['call/office', 'Calls to our number'],
  ['text/office', 'Texts to our number'],
  ['call/other', 'Calls to other numbers on our pages'],
  ['text/other', 'Texts to other numbers on our pages'],
];

/**
 * Taps on the site's phone and text links: the office's number always, others when tapped. By
 * page and by source count the office's only: those are the families calling us.
 */
function tapRows(report: LeadReport): Row[] {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows: Row[] = [];
  for (const [key, label] of tapKindNames) {
    if (key !== 'call/office' && !month.taps.byKind.get(key)) continue;
    rows.push({
      ...(rows.length === 0 && { heading: 'Phone taps' }),
      label,
      counts: [week.taps.byKind.get(key) ?? 0, month.taps.byKind.get(key) ?? 0],
    });
  }
  return [
    ...rows,
    ...talliedRows('Phone taps on our number, by page', [week.taps.byPage, month.taps.byPage]),
    ...talliedRows('Phone taps on our number, by source', [
      week.taps.bySource,
      month.taps.bySource,
    ]),
  ];
}

/** A row per key of the 30 days' tally, the largest first, with both periods' counts. */
function talliedRows(heading: string, tallies: [Tally, Tally], name = (key: string) => key) {
  const [, month] = tallies;
  return [...month.keys()]
    .sort((a, b) => (month.get(b) ?? 0) - (month.get(a) ?? 0))
    .map((key, index): Row => ({
      ...(index === 0 && { heading }),
      label: name(key),
      counts: tallies.map((tally) => tally.get(key) ?? 0),
    }));
}

/** Rows of the report: a label and one count per period, under their headings. */
function reportRows(report: LeadReport, forms: FormRegistry) {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows: Row[] = [];
  const section = (heading: string, tallies: [Tally, Tally], name?: (key: string) => string) =>
    rows.push(...talliedRows(heading, tallies, name));
  rows.push({ label: 'All leads', counts: [week.total, month.total] });
  section('By form', [week.byForm, month.byForm], (key) => formOf(key, forms)?.title ?? key);
  callRows(report, forms).forEach((row) => rows.push(row));
  tapRows(report).forEach((row) => rows.push(row));
  section('By source', [week.bySource, month.bySource]);
  section('By language', [week.byLanguage, month.byLanguage], (key) => languageNames[key] ?? key);
  for (const [name, tally] of month.answers) {
    const [formName = '', field = ''] = name.split('.');
    const form = formOf(formName, forms);
    const definition = form?.definition.fields.find((candidate) => candidate.name === field);
    const heading =
      field === 'area'
        ? `${form?.title ?? formName}: ZIP code served`
        : `${form?.title ?? formName}: ${definition ? form?.definition.copy[field]?.label : field}`;
    const label = (value: string) => {
      if (field === 'area') return value === 'in' ? 'Inside our area' : 'Outside our area';
      return definition?.options ? optionLabel(definition.options, value) : value;
    };
    section(heading, [week.answers.get(name) ?? new Map(), tally], label);
  }
  return rows;
}

/** The report as a fixed-width table, for the terminal and the email's text part. */
export function reportText(report: LeadReport, forms: FormRegistry = serverForms): string {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows = reportRows(report, forms);
  const width = Math.max(30, ...rows.map((row) => row.label.length + 2));
  const line = (label: string, counts: (number | string)[]) =>
    `${label.padEnd(width)}${counts.map((count) => String(count).padStart(9)).join('')}`;
  const out = [
    `Website leads through ${report.to} (Eastern): last 7 days from ${week.from}, last 30 days from ${month.from}`,
    '',
    line('', ['7 days', '30 days']),
  ];
  for (const row of rows) {
    if (row.heading) out.push('', row.heading);
    out.push(
      line(row.heading || row.label !== 'All leads' ? `  ${row.label}` : row.label, row.counts),
    );
  }
  out.push('', 'No names or contact details are counted: see each lead in its own email.');
  return `${out.join('\n')}\n`;
}

export function reportEmail(report: LeadReport, forms: FormRegistry = serverForms): EmailContent {
  const text = reportText(report, forms);
  const [week] = report.periods as [PeriodCounts];
  return {
    subject: `Website leads: ${week.total} in the last 7 days`,
    textBody: text,
    htmlBody: `<!doctype html><html><body><pre style="font-family:Menlo,Consolas,monospace;font-size:14px;line-height:1.4">${escapeHtml(text)}</pre></body></html>`,
    tag: 'lead-report',
  };
}

/**
 * True for the first of a Monday's scheduled runs to ask (they are an hour apart, and either
 * may run twice): overlapping runs send one report.
 */
export function claimWeeklyReport(store: SubmissionStore, now: Date): Promise<boolean> {
  return store.onceIn('lead-report', now, 12 * 60 * 60_000);
}
