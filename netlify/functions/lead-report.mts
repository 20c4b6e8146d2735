import type { Config, Context } from '@netlify/functions';
import { officeHour } from '../server/shared/callBack';
import { jsonReply } from '../server/intake/responses';
import { runScheduled, runtimeDeps } from '../server/runtime';
import { claimWeeklyReport } from '../server/reports/leadCounts';
import { reportEmail, reportText } from '../server/reports/leadReportText';
import { mondayReport } from '../server/reports/mondayReport';
import { logAlert, logEvent } from '../server/shared/log';
import { onlyWhenScheduled } from '../server/shared/scheduled';

/** Netlify's schedules are in UTC: both hours that can be 8:00 AM Eastern, one of them sends. */
const REPORT_HOUR_EASTERN = 8;

/**
 * Every Monday at 8:00 AM Eastern: the last 7 and 30 days of leads, by form and by source, and
 * the last 13 weeks, with the visits they came from (the funnel by source, where forms stop,
 * real phones' speed), as bar charts and a table, to `MAIL_TO_REPORTS` (else the care inbox).
 * Locally, `npm run lead-report` asks it through `npm run preview`, as the scheduler does, with
 * `?print` and prints the table; `?send` emails it now.
 */
export default onlyWhenScheduled(async (request: Request, context?: Context) => {
  const deps = runtimeDeps(context);
  return runScheduled('lead-report', context, deps.stores, () => reportLeads(request, deps));
});

async function reportLeads(
  request: Request,
  { stores, config, mailer }: ReturnType<typeof runtimeDeps>,
) {
  if (!stores) {
    logAlert('store-unavailable', { during: 'lead-report' });
    return jsonReply(503, { ok: false, message: 'No submissions store' });
  }
  const now = new Date();
  const { report, visits } = await mondayReport(stores, now);
  // Only a local call can ask these: Netlify never routes a URL to a scheduled function.
  const query = new URL(request.url).searchParams;
  if (query.has('print') && !query.has('send')) {
    return new Response(reportText(report, visits), { headers: { 'Content-Type': 'text/plain' } });
  }
  if (!query.has('send') && officeHour(now) !== REPORT_HOUR_EASTERN) {
    return jsonReply(200, { ok: true, message: 'Not 8 AM Eastern: the other run sends it' });
  }
  // A scheduled run claims the week's report; one asked for by hand (`?send`) always sends.
  if (!query.has('send') && !(await claimWeeklyReport(stores.limits, now))) {
    return jsonReply(200, { ok: true, message: 'This week’s report was already sent' });
  }
  if (!mailer || !config.from || !config.reports) {
    logAlert('mail-misconfigured', { during: 'lead-report' });
    return jsonReply(500, { ok: false, message: 'Mail is not configured' });
  }
  const result = await mailer.send({
    ...reportEmail(report, visits),
    from: config.from,
    to: config.reports,
  });
  if (!result.ok) logAlert('lead-report-failed', { kind: result.kind, reason: result.reason });
  else logEvent('info', 'lead-report-sent', { leads: report.periods[0]?.total ?? 0 });
  return new Response(reportText(report, visits), {
    status: result.ok ? 200 : 502,
    headers: { 'Content-Type': 'text/plain' },
  });
}

export const config: Config = { schedule: '0 12,13 * * 1' };
