import { outsideServiceArea } from '#src/forms/serviceArea';
import { officeDay } from '../shared/callBack';
import { sourceKind } from './leadSources';
import type { ServerForm } from '../shared/forms';
import type { StoredSubmission } from '../store/record';

/**
 * The owner's numbers. Each kept lead adds one key whose name holds everything counted about
 * it, and nothing about the person: day, form, language, kind of source, the reported choices,
 * and whether its ZIP code is served. A report lists the keys and reads none, and two leads
 * arriving at once never contend for one counter.
 */

export interface LeadFacts {
  /** The office's calendar day, `2026-11-23`. */
  day: string;
  form: string;
  language: string;
  source: string;
  /** Reported choices by field name, and `area` (`in` or `out`) for a ZIP code given. */
  answers: Record<string, string>;
}

export function leadFactsOf(record: StoredSubmission, form: ServerForm): LeadFacts {
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
  /**
   * The lead's kind of source, as its lead key holds it (`sourceKind`). Left out, the key is
   * written as before sources were counted: only to find and forget such a key.
   */
  source?: string;
}

/** The source of a first call counted before calls held one. */
export const UNKNOWN_SOURCE = 'unknown';

/**
 * `<day>/~call/<form>/<on-time|late>/<minutes>/<outcome>/<source>/<id>`: a lead's first call,
 * counted beside the leads (and kept and deleted as they are), with nothing about the person.
 * Keys written before the source was counted lack it, and still read.
 */
export function callKey(call: CallFacts, id: string): string {
  const day = officeDay(new Date(call.receivedAt));
  const timing = call.onTime ? 'on-time' : 'late';
  const source = call.source === undefined ? [] : [call.source];
  return [day, CALL, call.form, timing, String(call.minutes), call.outcome, ...source, id]
    .map(part)
    .join('/');
}

type CountedCall = Omit<CallFacts, 'receivedAt' | 'source'> & { day: string; source: string };

export function callOfKey(key: string): CountedCall | undefined {
  const parts = key.split('/').map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  });
  const [day, marker, form, timing, minutes, outcome] = parts;
  if (marker !== CALL || !day || !form || !outcome || !Number.isFinite(Number(minutes))) {
    return undefined;
  }
  const source = (parts.length === 8 && parts[6]) || UNKNOWN_SOURCE;
  return { day, form, onTime: timing === 'on-time', minutes: Number(minutes), outcome, source };
}

export function factsOfKey(key: string): LeadFacts | undefined {
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
