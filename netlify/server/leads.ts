import { leadCountsMonths } from '../../src/config/retention';
import { optionLabel } from '../../src/forms/options';
import type { VisitSource } from '../../src/forms/source';
import { outsideServiceArea } from '../../src/forms/serviceArea';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { officeDay } from './callBack';
import type { EmailContent } from './emails';
import { isOutcome, outcomes } from './followUp/calls';
import { formOf, serverForms, type FormRegistry, type ServerForm } from './forms';
import type { StoredSubmission, SubmissionStore } from './store';

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

const searchEngines = ['google', 'bing', 'duckduckgo', 'yahoo'];
const socialSites = ['facebook', 'instagram', 'linkedin', 'nextdoor', 'x', 'twitter'];
const clickSources: Record<string, string> = {
  gclid: 'google / paid',
  fbclid: 'facebook / click',
  msclkid: 'bing / paid',
};

/**
 * The campaign labels a count may hold: anything else a link's `utm_source` or `utm_medium`
 * says is `other`. The labels are free text anyone can put in a link, and counts are kept 13
 * months in key names: no one's details, and no key too long to write, can come from them.
 */
const campaignSources = new Set([
  ...searchEngines,
  ...socialSites,
  'newsletter',
  'email',
  'yelp',
  'caring.com',
  'agingcare',
  'gbp',
  'google-business-profile',
  'flyer',
  'qr',
]);
const campaignMediums = new Set([
  'cpc',
  'ppc',
  'paid',
  'organic',
  'social',
  'email',
  'referral',
  'display',
  'print',
  'qr',
]);
const known = (value: string | undefined, vocabulary: Set<string>) => {
  const plain = value?.trim().toLowerCase();
  if (!plain) return undefined;
  return vocabulary.has(plain) ? plain : 'other';
};
/** A referring host as counts keep it: a plain name, else `other`. */
const plainHost = (host: string) =>
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) && host.length <= 60 ? host : 'other';

/** A kind of source, as owners read them: `google / cpc`, `facebook / social`, `(direct)`. */
export function sourceKind(source: VisitSource | undefined): string {
  if (source?.utmSource) {
    return [known(source.utmSource, campaignSources), known(source.utmMedium, campaignMediums)]
      .filter(Boolean)
      .join(' / ');
  }
  if (source?.clickId) return clickSources[source.clickId] ?? 'ad click';
  if (source?.referrer && URL.canParse(source.referrer)) {
    const host = new URL(source.referrer).hostname.replace(/^(www|m|l|lm)\./, '');
    const name = host.split('.').slice(-2, -1)[0] ?? host;
    if (searchEngines.includes(name)) return `${name} / organic`;
    if (socialSites.includes(name)) return `${name} / social`;
    return `${plainHost(host)} / referral`;
  }
  return '(direct)';
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
  }));
  // Only the months the 30 days reach: counts are kept 13 months, and a flood's would be many.
  const first = officeDay(new Date(now.getTime() - 29 * DAY_MS));
  const months = [...new Set([first.slice(0, 7), to.slice(0, 7)])];
  const keys = (await Promise.all(months.map((month) => store.leadKeys(month)))).flat();
  for (const key of keys) {
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
  const rows: { heading?: string; label: string; counts: (number | string)[] }[] = [];
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

/** Rows of the report: a label and one count per period, under their headings. */
function reportRows(report: LeadReport, forms: FormRegistry) {
  const [week, month] = report.periods as [PeriodCounts, PeriodCounts];
  const rows: { heading?: string; label: string; counts: (number | string)[] }[] = [];
  const section = (heading: string, tallies: [Tally, Tally], name = (key: string) => key) => {
    const keys = [...tallies[1].keys()].sort(
      (a, b) => (tallies[1].get(b) ?? 0) - (tallies[1].get(a) ?? 0),
    );
    keys.forEach((key, index) =>
      rows.push({
        ...(index === 0 && { heading }),
        label: name(key),
        counts: tallies.map((tally) => tally.get(key) ?? 0),
      }),
    );
  };
  rows.push({ label: 'All leads', counts: [week.total, month.total] });
  section('By form', [week.byForm, month.byForm], (key) => formOf(key, forms)?.title ?? key);
  callRows(report, forms).forEach((row) => rows.push(row));
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
