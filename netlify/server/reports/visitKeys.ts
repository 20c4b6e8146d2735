import { formSteps, vitalNames, type FormStep, type VitalName } from '#src/config/visits';
import { officeDay } from '../shared/callBack';
import { isPageKind, type PageKind } from './pageKinds';

/**
 * How the owner's visit counts are kept. Each beacon first adds one key whose name holds all
 * that is counted and nothing about the person (as leads and taps are, `leadKeys.ts`): two views
 * at once never contend for one counter. The keys of one UTC clock hour share a folder, which
 * the hour's budgets bound (`src/config/budgets.ts`). Once an hour is over, the rollup
 * (`visitRollup.ts`) tallies its keys into an hour's summary, where each counted thing is the
 * same name without its day, hour and id, and the keys go; once the day is over, its hours'
 * summaries become one: 13 months of a busy site are 400 small reads.
 */

export type Device = 'phone' | 'desktop';

export type VisitFacts =
  | { kind: 'view'; day: string; page: string; language: string; source: string; device: Device }
  | {
      kind: 'form';
      day: string;
      form: string;
      step: FormStep;
      /** The field a send was refused for, by name; `-` for any other step. */
      field: string;
      language: string;
      source: string;
    }
  | {
      kind: 'vital';
      day: string;
      pageKind: PageKind;
      device: Device;
      metric: VitalName;
      /** Rounded by `vitalBucket`, so a day's values fit in a small histogram. */
      value: number;
    };

const NO_FIELD = '-';
const part = encodeURIComponent;

/** Each metric's histogram step and its ceiling: a value past it counts at the ceiling. */
const vitalSteps: Record<VitalName, { step: number; max: number }> = {
  lcp: { step: 100, max: 60_000 },
  inp: { step: 10, max: 10_000 },
  cls: { step: 0.01, max: 5 },
};

/** A measured value as the counts keep it: to its metric's step, within 0 and the ceiling. */
export function vitalBucket(metric: VitalName, value: number): number {
  const { step, max } = vitalSteps[metric];
  const rounded = Math.round(Math.min(Math.max(value, 0), max) / step) * step;
  return Number(rounded.toFixed(2));
}

/** What is counted, without the day: a summary's name for it. */
export function tallyName(facts: VisitFacts): string {
  const parts =
    facts.kind === 'view'
      ? [facts.page, facts.language, facts.source, facts.device]
      : facts.kind === 'form'
        ? [facts.form, facts.step, facts.field || NO_FIELD, facts.language, facts.source]
        : [facts.pageKind, facts.device, facts.metric, String(facts.value)];
  return [facts.kind, ...parts].map(part).join('/');
}

/**
 * `<day>/<hour>/<tally name>/<id>`: one beacon's key, under its office day and the UTC clock
 * hour it was counted in (`hourOf` in `store/keys.ts`, `2026-11-27T14`), the hour whose budgets
 * it was counted within.
 */
export function visitKey(facts: VisitFacts, hour: string, id: string): string {
  return [part(facts.day), part(hour), tallyName(facts), part(id)].join('/');
}

const HOUR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** When a UTC clock hour (`2026-11-27T14`) began, in ms, or `NaN` for text that is not one. */
export function hourStart(hour: string): number {
  return HOUR_PATTERN.test(hour) ? Date.parse(`${hour}:00:00Z`) : NaN;
}

/**
 * Whether `hour` is a UTC clock hour inside the office day `day`: the office's clock is a
 * whole number of hours from UTC, so an hour is all in one office day.
 */
export function isHourOf(day: string, hour: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  let known = officeDays.get(hour);
  if (known === undefined) {
    const start = hourStart(hour);
    known = Number.isFinite(start) ? officeDay(new Date(start)) : '';
    // An hour's office day is asked for each of its thousands of keys: kept for the few hours
    // a pass or a report meets.
    if (officeDays.size >= 1_000) officeDays.clear();
    officeDays.set(hour, known);
  }
  return known === day;
}

const officeDays = new Map<string, string>();

function decoded(name: string): string[] | undefined {
  try {
    return name.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

const isDevice = (value: string | undefined): value is Device =>
  value === 'phone' || value === 'desktop';

/** The facts a summary's name holds on `day`, or `undefined` for a name that is not one. */
export function factsOfTally(day: string, name: string): VisitFacts | undefined {
  const parts = decoded(name);
  if (!parts) return undefined;
  const [kind, a = '', b = '', c = '', d = '', e = ''] = parts;
  if (kind === 'view' && parts.length === 5 && isDevice(d)) {
    return { kind, day, page: a, language: b, source: c, device: d };
  }
  if (kind === 'form' && parts.length === 6 && (formSteps as readonly string[]).includes(b)) {
    return { kind, day, form: a, step: b as FormStep, field: c, language: d, source: e };
  }
  if (
    kind === 'vital' &&
    parts.length === 5 &&
    isPageKind(a) &&
    isDevice(b) &&
    (vitalNames as readonly string[]).includes(c) &&
    d !== '' &&
    Number.isFinite(Number(d))
  ) {
    return { kind, day, pageKind: a, device: b, metric: c as VitalName, value: Number(d) };
  }
  return undefined;
}

/**
 * A beacon's key split into its day, its hour and its summary name, or `undefined` for a
 * stranger's key (an hour outside its day included).
 */
export function tallyOfKey(key: string): { day: string; hour: string; name: string } | undefined {
  const parts = key.split('/');
  if (parts.length < 4) return undefined;
  const day = decoded(parts[0] ?? '')?.[0] ?? '';
  const hour = decoded(parts[1] ?? '')?.[0] ?? '';
  const name = parts.slice(2, -1).join('/');
  if (!isHourOf(day, hour) || !factsOfTally(day, name)) return undefined;
  return { day, hour, name };
}
