import type { Budgets } from '#src/config/budgets';
import { splitLocale } from '#src/config/locales';
import { TAP_MAX_BYTES, tapKinds } from '#src/config/phoneTaps';
import { business } from '#src/content/business';
import { officeDay } from '../shared/callBack';
import { tapKey, type TapFacts } from '../reports/tapKeys';
import {
  TAP_FIRST_POOL_HOURS,
  countable,
  countWithinBudgets,
  countedPage,
  countedSource,
  noContent,
  readBeacon,
  refusedBeacon,
  type BeaconDeps,
} from './beacons';
import { sourceOf } from './source';
import type { Stores } from '../store/stores';

/**
 * Taps on the site's phone and text links, counted as leads are, each under a key that says
 * nothing about the person (`reports/tapKeys.ts`). Most families call rather than write; this is
 * how the owner sees it.
 */

const officeDigits = business.phone.href.replace(/\D/g, '').slice(-10);

function tapFactsOf(
  body: Record<string, unknown>,
  request: Request,
  at: Date,
): TapFacts | undefined {
  const kind = tapKinds[body.kind as keyof typeof tapKinds] ?? undefined;
  const number = typeof body.number === 'string' ? body.number.replace(/\D/g, '') : '';
  if (!kind || number.length < 3 || number.length > 15) return undefined;
  const page = countedPage(body.page);
  return {
    day: officeDay(at),
    kind,
    target: number.slice(-10) === officeDigits ? 'office' : 'other',
    language: splitLocale(page).locale,
    page,
    source: countedSource(sourceOf(body, request)),
  };
}

export interface TapDeps extends BeaconDeps {
  stores?: Pick<Stores, 'limits' | 'counts'>;
  budgets: Pick<Budgets, 'tapsPerClientHour' | 'tapsHour'>;
}

/**
 * `POST /api/phone-tap`: counts one tap, within its client's budgets and everyone's, and
 * answers `204` whether or not it was counted: no page waits on it, and a flood learns nothing.
 * Only a request that is not a beacon at all is refused. A store that fails costs the count.
 */
export async function handlePhoneTap(request: Request, deps: TapDeps): Promise<Response> {
  const refused = refusedBeacon(request, deps);
  if (refused) return refused;
  const body = await readBeacon(request, TAP_MAX_BYTES);
  const at = (deps.now ?? (() => new Date()))();
  const facts = body && tapFactsOf(body, request, at);
  if (!facts) return new Response(null, { status: 400 });
  const { stores, budgets } = deps;
  if (!stores || !countable(deps)) return noContent();
  const budget = {
    name: 'tap',
    perClientHour: budgets.tapsPerClientHour,
    hour: budgets.tapsHour,
    firstPoolHours: TAP_FIRST_POOL_HOURS,
  };
  await countWithinBudgets({ ...deps, limits: stores.limits }, at, budget, () =>
    stores.counts.countLead(tapKey(facts, crypto.randomUUID())),
  );
  return noContent();
}
