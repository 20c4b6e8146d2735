import { logAlert, logEvent } from './log';

/**
 * The steps of the scheduled runs that work out one kept record at a time, as an alert names
 * them: the five-minute pass's sends (`redelivery`) and searches (`reconcile`), its list of
 * requests held over the hour's budget (`held-listing`) and its reminders (`reminder`), and the
 * daily run's digest (`held-digest`) and call-due sweep (`call-due-sweep`).
 */
export type RecordStep =
  'redelivery' | 'reconcile' | 'held-listing' | 'reminder' | 'held-digest' | 'call-due-sweep';

/**
 * The limits store's once-marks (`LimitsStore.onceIn`), as this needs them: the pass's
 * housekeeping deletes a mark a day after it was made.
 */
interface OnceMarks {
  onceIn(scope: string, at: Date, windowMs: number): Promise<boolean>;
}

/** What a step hands on: where one alert a day per record is marked, and the run's clock. */
export interface Isolation {
  marks: OnceMarks | undefined;
  now: () => Date;
}

/** A record that still cannot be worked out is alerted again after this long. */
const ALERT_AGAIN_MS = 24 * 60 * 60_000;

/**
 * Works out one record for one step of a scheduled run: the result of `work`, or `undefined`
 * when it threw (a malformed record, a promise that cannot be computed). That record alone is
 * skipped, and the run goes on with the rest; an alert names the record's id and the step,
 * once a day per record and step, so one bad record never alerts every five minutes for good.
 * The error's words go to the log only, never to the webhook (see `alerts.ts`).
 */
export async function workOut<T>(
  around: Isolation,
  step: RecordStep,
  id: string,
  work: () => T | Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    const facts = { id, step, error: String(error).slice(0, 200) };
    // A store that cannot say whether today's was raised: raise it, rather than stay silent.
    const first = await (
      around.marks?.onceIn(`unworkable/${step}/${id}`, around.now(), ALERT_AGAIN_MS) ??
      Promise.resolve(true)
    ).catch(() => true);
    if (first) logAlert('record-unworkable', facts);
    else logEvent('warn', 'record-unworkable', facts);
    return undefined;
  }
}
