import { ONCE_PER_MS } from '../mail/acknowledgementLimits';
import { expiredLeadMonths } from '../reports/leadCounts';
import { rollUpVisits } from '../reports/visitRollup';
import { logEvent } from '../shared/log';
import { mapLimit } from '../shared/mapLimit';
import type { Stores } from '../store/stores';
import type { VisitsStore } from '../store/visits';
import { ORPHAN_AFTER_MS } from './readPending';
import { CONCURRENCY, errorText, type Pass } from './passState';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/** Hourly counts are kept two days: the status reports the last one. */
const TALLY_KEPT_MS = 2 * DAY_MS;

/**
 * Room kept for one listing or one delete of housekeeping: a healthy store answers in tens of
 * milliseconds, and a call that hangs is cut off by the store's own deadline, inside the
 * margin between the pass's budget and Netlify's 30 s.
 */
const TIDY_CALL_MS = 250;

/**
 * Lists, then deletes each item as it goes, while the pass has time: what is left waits for
 * the next pass. A list or a delete that fails is logged and skips only itself. Returns how
 * many were deleted.
 */
async function deleteEach<T>(
  pass: Pass,
  label: string,
  items: () => Promise<T[]>,
  remove: (item: T) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  if (!pass.roomFor(TIDY_CALL_MS)) return 0;
  try {
    await mapLimit(await items(), CONCURRENCY, async (item) => {
      if (!pass.roomFor(TIDY_CALL_MS)) return;
      try {
        await remove(item);
        deleted++;
      } catch (error) {
        logEvent('warn', `${label}-delete-failed`, { error: errorText(error) });
      }
    });
  } catch (error) {
    logEvent('warn', `${label}-list-failed`, { error: errorText(error) });
  }
  return deleted;
}

/**
 * Deletes what has expired, files no submission owns, and old budgets and counts, in the time
 * the pass has left: the cheapest and most numerous first, so a flood's leftovers go quickly.
 */
export async function tidy(
  pass: Pass,
  {
    submissions,
    files,
    limits,
    counts,
  }: Pick<Stores, 'submissions' | 'files' | 'limits' | 'counts'>,
): Promise<number> {
  const at = pass.now().getTime();
  const hourStart = new Date(at - (at % (60 * MINUTE)));
  await deleteEach(pass, 'budget', () => limits.oldBudgets(hourStart), limits.drop);
  await deleteEach(pass, 'once', () => limits.oldMarks(new Date(at - ONCE_PER_MS)), limits.drop);
  await deleteEach(
    pass,
    'tally',
    () => counts.oldTallies(new Date(at - TALLY_KEPT_MS)),
    counts.drop,
  );
  const deleted = await deleteEach(
    pass,
    'expired',
    () => submissions.expired(new Date(at)),
    ({ id, marker }) => submissions.remove(id, marker),
  );
  await deleteEach(
    pass,
    'orphan-file',
    () => files.orphanFiles(new Date(at - ORPHAN_AFTER_MS)),
    files.drop,
  );
  const leads = expiredLeadMonths(pass.now());
  await deleteEach(
    pass,
    'lead-count',
    async () =>
      (await Promise.all(leads.months.map((month) => counts.leadKeys(month))))
        .flat()
        .filter((key) => key.slice(0, 10) < leads.before),
    counts.forgetLead,
  );
  return deleted;
}

/**
 * Rolls the visit beacons of each finished hour into its summary, and each finished day's hours
 * into the day's, and drops summaries past keeping (`reports/visitRollup.ts`), in the time the
 * pass has left after tidying: what is left waits for the next pass, and nothing it meets, a
 * failing store included, reaches the pass. Returns how many days were rolled up.
 */
export async function tidyVisits(pass: Pass, visits: VisitsStore): Promise<number> {
  try {
    const rollup = await rollUpVisits(visits, pass.now(), { roomFor: (ms) => pass.roomFor(ms) });
    return rollup.rolled;
  } catch (error) {
    logEvent('warn', 'visit-rollup-failed', { error: errorText(error) });
    return 0;
  }
}
