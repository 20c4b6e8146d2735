import type { Budgets } from '#src/config/budgets';
import { acknowledgementId, acknowledges } from '../mail/acknowledgement';
import { mayAcknowledge } from '../mail/acknowledgementLimits';
import { CLAIM_MS } from './delivery';
import { visitorAddress, type ServerForm } from '../shared/forms';
import { logEvent } from '../shared/log';
import { REACH_FIELD } from '#src/config/callWindows';
import { BEST_TIME_FIELD } from '../shared/callPromise';
import type { StoredSubmission, Versioned } from '../store/record';
import type { Stores } from '../store/stores';

/**
 * What the promise needs of the request, if it has them: the best time and the way to reach
 * them, choices' values, never typed words.
 */
function bestTimeOf(record: StoredSubmission): Record<string, string> {
  return Object.fromEntries(
    [BEST_TIME_FIELD, REACH_FIELD].flatMap((name) => {
      const value = record.fields[name];
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * Keeps the visitor's acknowledgement of a kept submission as a delivery of its own, claimed
 * for this request to send. None for a held submission, a form without one or that promises
 * no call (the acknowledgement says when we will call), or an address
 * past its limits (see `mayAcknowledge`); a store that fails here costs the thank-you, never
 * the lead.
 */
export async function keepAcknowledgement(
  stores: Pick<Stores, 'submissions' | 'limits'>,
  form: ServerForm,
  record: StoredSubmission,
  now: Date,
  limits: { budgets: Budgets; secret: string },
): Promise<Versioned | undefined> {
  if (record.status !== 'pending' || !form.response || !acknowledges(form)) return undefined;
  const address = visitorAddress(form, record.fields);
  if (!address) return undefined;
  const facts = { form: record.form, id: record.id };
  try {
    const allowed = await mayAcknowledge(stores.limits, address, now, limits);
    if (!allowed.ok) {
      logEvent('info', 'acknowledgement-skipped', { ...facts, reason: allowed.reason });
      return undefined;
    }
    const acknowledgement: StoredSubmission = {
      id: acknowledgementId(record.id),
      form: record.form,
      kind: 'acknowledgement',
      acknowledges: record.id,
      // The best time chosen, so the email promises the call when the family asked for it.
      fields: { email: address, ...bestTimeOf(record) },
      receivedAt: record.receivedAt,
      language: record.language,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + CLAIM_MS).toISOString(),
      inFlightSince: now.toISOString(),
    };
    const etag = await stores.submissions.create(acknowledgement);
    return etag === undefined ? undefined : { record: acknowledgement, etag };
  } catch (error) {
    logEvent('warn', 'acknowledgement-not-kept', { ...facts, error: String(error).slice(0, 200) });
    return undefined;
  }
}
