import { business } from '../../src/content/business';
import { alertListeners, logEvent, type LogFacts } from './shared/log';
import type { SubmissionStore } from './store/store';

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
    'far more forms than usual came in this hour; the extra ones are held for the daily digest, not emailed.',
  'staff-email-bounced':
    'a staff email with a form bounced or was marked spam. It is being sent to the fallback inbox: check the staff mailbox.',
  'acknowledgements-paused':
    'visitors’ thank-you emails are paused for a day after bounces or complaints. Leads still reach staff.',
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
  store: SubmissionStore | undefined;
  /** `ALERT_WEBHOOK_URL`: an incoming webhook that takes `{"text": …}`. */
  webhookUrl: string | undefined;
  now?: () => Date;
  /** Netlify's `context.waitUntil`: the answer goes at once, the alerts after it. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Runs one call of a function so that each alert it raises is counted (for `/api/status`) and,
 * at most once an hour per kind, posted to the alert webhook: on a small Netlify plan the log
 * reaches no one. Resolves with the work's result once every alert has been handed on.
 */
export async function withAlerts<T>(delivery: AlertDelivery, work: () => Promise<T>) {
  const { store, webhookUrl, now = () => new Date(), waitUntil } = delivery;
  const handing: Promise<unknown>[] = [];
  const hear = (event: string, facts: LogFacts) => {
    const at = now();
    handing.push(
      (async () => {
        await store?.tally(`alert:${event}`, at).catch(() => undefined);
        if (!webhookUrl) return;
        // A store that cannot say whether this hour's was sent: send, rather than stay silent.
        const first = store?.firstInHour(at, `webhook/${event}`).catch(() => true) ?? true;
        if (!(await first)) return;
        await postAlert(webhookUrl, alertText(event, facts));
      })().catch((error: unknown) =>
        logEvent('error', 'alert-webhook-failed', { event, error: String(error).slice(0, 200) }),
      ),
    );
  };
  const result = await alertListeners.run(hear, work);
  const handed = Promise.all(handing);
  if (waitUntil) waitUntil(handed);
  else await handed;
  return result;
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
