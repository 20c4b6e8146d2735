import { logAlert } from '../shared/log';
import type { Stores } from '../store/stores';
import { leadReport, type LeadReport } from './leadCounts';
import { visitReport, type VisitReport } from './visitReport';

/**
 * The leads and the visits they came from, as Monday's email and `npm run lead-report` show
 * them. Visits add to the leads' report: a visit store that fails costs those sections, raised
 * as an alarm, never the email.
 */
export async function mondayReport(
  stores: Pick<Stores, 'counts' | 'visits'>,
  now: Date,
): Promise<{ report: LeadReport; visits?: VisitReport }> {
  const [report, visits] = await Promise.all([
    leadReport(stores.counts, now),
    visitReport(stores.visits, now).catch((error: unknown) => {
      logAlert('visit-report-failed', { error: String(error).slice(0, 200) });
      return undefined;
    }),
  ]);
  return { report, ...(visits && { visits }) };
}
