import { business } from '#src/content/business';
import { alertListeners, logEvent, type LogFacts } from './shared/log';
import type { Stores } from './store/stores';

/** What each alert asks of a person, in words staff can act on. */
const asks: Record<string, string> = {
  'store-unavailable':
    'the website could not reach its store of forms. Forms may fail: check Netlify Blobs and the function log.',
  'store-update-failed':
    'the website could not write down what happened to a form. It will look again; check the function log if this repeats.',
  'store-record-moved':
    'two senders met over one form. Nothing is lost; check the log if it repeats.',
  'mail-misconfigured':
    'the website is missing a mail setting, so forms are kept but not emailed. Check the Postmark token and addresses in Netlify.',
  'postmark-refused':
    'Postmark refused a staff email. Forms are kept and retried: check the Postmark account and sender.',
  'pending-over-an-hour':
    'a form has waited over an hour without reaching staff. Check /api/status and the Postmark account.',
  'resume-unreadable': 'a résumé could not be read back: its application went without it.',
  'digest-misconfigured': 'the spam-trap digest has nowhere to go: check the mail settings.',
  'digest-failed': 'the spam-trap digest could not be sent.',
  'lead-report-failed': 'the weekly lead report could not be sent.',
  'submissions-over-budget':
    'far more forms than usual came in this hour; the extra ones are kept and listed to staff together, one email every five minutes, instead of one email each.',
  'held-cap-reached':
    'so many forms came in this hour that the website stopped keeping more: visitors are asked to call instead. Check the function log for a flood.',
  'over-budget-list-failed':
    'the list of forms held over the hour’s limit could not be emailed. It is tried again every five minutes.',
  'client-address-missing':
    'Netlify did not say where a form came from, so it was refused and the visitor asked to call. Check the function log.',
  'staff-email-bounced':
    'a staff email with a form bounced or was marked spam. It is being sent to the fallback inbox: check the staff mailbox.',
  'fallback-email-bounced':
    'a form’s staff email bounced from both the staff inbox and the fallback inbox: nobody has it. Check both mailboxes, then the form’s reference in the function log.',
  'not-called-back-failed':
    'a "not called back yet" reminder could not be sent. It is tried again on the next pass; check the function log if this repeats.',
  'not-called-back-stalled':
    'a "not called back yet" reminder was claimed but never sent; it is being sent now, a few minutes late.',
  'call-due-not-marked':
    'the website could not note when a lead is due a call back. The daily run finds it, so its reminder may come up to a day late: check the lead in the staff inbox.',
  'record-unworkable':
    'one kept form could not be worked out by a scheduled run, so that step skipped it and went on with the others. Look it up by its id in the function log; this repeats once a day while it lasts.',
  'scheduled-failed':
    'a scheduled run of the website stopped with an error, so its work (sending, listing, reminding, the report or the daily build) may not have happened. It runs again at its next time; check the function log.',
  'acknowledgements-paused':
    'every visitor’s thank-you email is paused for a day, by design, after bounces or complaints. Leads still reach staff.',
};

/** The text an incoming webhook (Slack, Google Chat, Teams) shows for one alert. */
function alertText(event: string, facts: LogFacts): string {
  const ask = asks[event] ?? 'something needs a look in the function log.';
  const details = Object.entries(facts)
    .filter(([name, value]) => value !== undefined && name !== 'error')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
  return `${business.name} website: ${ask}${details ? ` (${event}; ${details})` : ` (${event})`}`;
}

const WEBHOOK_TIMEOUT_MS = 3_000;

interface AlertDelivery {
  stores: Pick<Stores, 'counts' | 'limits'> | undefined;
  /** `ALERT_WEBHOOK_URL`: an incoming webhook that takes `{"text": …}`. */
  webhookUrl: string | undefined;
  now?: () => Date;
  /** Netlify's `context.waitUntil`: the answer goes at once, the alerts after it. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Runs one call of a function so that each alert it raises is counted (for `/api/status`) and,
 * at most once an hour per kind (and per function, for one that names it), posted to the alert
 * webhook: on a small Netlify plan the log reaches no one. Resolves with the work's result (or
 * rejects with its error) once every alert has been handed on.
 */
export async function withAlerts<T>(delivery: AlertDelivery, work: () => Promise<T>) {
  const { stores, webhookUrl, now = () => new Date(), waitUntil } = delivery;
  const handing: Promise<unknown>[] = [];
  const hear = (event: string, facts: LogFacts) => {
    const at = now();
    handing.push(
      (async () => {
        await stores?.counts.tally(`alert:${event}`, at).catch(() => undefined);
        if (!webhookUrl) return;
        // Once an hour per kind, and per function for an alert that names one (a scheduled run
        // that failed): one function failing every five minutes never hides another's failure.
        const scope = typeof facts.function === 'string' ? `${event}/${facts.function}` : event;
        // A store that cannot say whether this hour's was sent: send, rather than stay silent.
        const first = stores?.limits.firstInHour(at, `webhook/${scope}`).catch(() => true) ?? true;
        if (!(await first)) return;
        await postAlert(webhookUrl, alertText(event, facts));
      })().catch((error: unknown) =>
        logEvent('error', 'alert-webhook-failed', { event, error: String(error).slice(0, 200) }),
      ),
    );
  };
  try {
    return await alertListeners.run(hear, work);
  } finally {
    // Work that threw hands on its alerts too: that is when they matter most.
    const handed = Promise.all(handing);
    if (waitUntil) waitUntil(handed);
    else await handed;
  }
}

async function postAlert(url: string, text: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
