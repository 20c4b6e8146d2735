import type { Budgets } from '#src/config/budgets';
import { indexablePaths } from '#src/config/indexablePaths';
import { splitLocale } from '#src/config/locales';
import { openingPath } from '#src/config/paths';
import { everyConfirmationPath } from '#src/forms/formPages';
import { TAP_MAX_BYTES, tapKinds } from '#src/config/phoneTaps';
import { business } from '#src/content/business';
import { allOpenings } from '#src/content/openingsOpen';
import type { VisitSource } from '#src/forms/source';
import { officeDay } from '../shared/callBack';
import { clientOf, keyedHash } from '../shared/keyedHash';
import { sourceKind } from '../reports/leadSources';
import { tapKey, type TapFacts } from '../reports/tapKeys';
import { logEvent } from '../shared/log';
import { isCrossSite } from '../shared/origin';
import { readLimited } from '../shared/readLimited';
import { sourceOf } from './source';
import type { LimitsStore } from '../store/limits';
import type { Stores } from '../store/stores';

/**
 * Taps on the site's phone and text links, counted as leads are, each under a key that says
 * nothing about the person (`reports/tapKeys.ts`). Most families call rather than write; this is
 * how the owner sees it.
 */

/**
 * Every job in the openings file has a page, closed ones too until the next daily build takes
 * it down; a slug it does not list is a page no one could have tapped on.
 */
const sitePages = new Set<string>([
  ...indexablePaths,
  ...everyConfirmationPath(),
  ...allOpenings().map((opening) => openingPath(opening.id)),
]);

/** The page as counts keep it: one of the site's, in its language, else `other`. */
function countedPage(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) return 'other';
  const pathname = value.length > 1 ? value.replace(/\/+$/, '') : value;
  const { path } = splitLocale(pathname);
  return sitePages.has(path) ? pathname || '/' : 'other';
}

const REFERRAL = ' / referral';

/**
 * The source as counts keep it, where a referring site is named only if the counts' vocabulary
 * names it (`yelp / referral`, `caring.com / referral`): a beacon's referrer is text anyone can
 * send, and each new host would be a row of the owner's report.
 */
function countedSource(source: VisitSource): string {
  const kind = sourceKind(source);
  if (source.utmSource || source.clickId || !kind.endsWith(REFERRAL)) return kind;
  const host = kind.slice(0, -REFERRAL.length);
  const known = [host, host.split('.').at(-2)].find(
    (name) => name !== undefined && sourceKind({ utmSource: name }) === name,
  );
  return `${known ?? 'other'}${REFERRAL}`;
}

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

export interface TapDeps {
  stores?: Pick<Stores, 'limits' | 'counts'>;
  budgets: Pick<Budgets, 'tapsPerClientHour' | 'tapsHour'>;
  hashSecret: string;
  /** Netlify's `context.ip`; never a header, which the client writes itself. */
  clientAddress?: string;
  /** On Netlify: a tap without the address is not counted, rather than counted as anyone's. */
  addressRequired?: boolean;
  siteOrigin?: string;
  now?: () => Date;
}

const noContent = () => new Response(null, { status: 204 });

/**
 * A client's taps a day, as a multiple of its hourly budget: a family taps a few, and one
 * address tapping every hour would otherwise add 24 hours of its budget to the owner's counts.
 */
const CLIENT_DAY_PER_HOUR = 2;

/**
 * A client's first tap of an hour is counted from a pool of its own, this many times the hour's
 * budget; only its later taps share that budget. Twenty networks at their own caps fill the
 * shared budget, and a family's one tap that hour went uncounted: now it takes nothing such a
 * flood can spend, unless the flood brings more new addresses in one hour than the pool holds
 * (2,000 with the business's budgets: 1,000 leave it half free). A lower cap per client would
 * only raise the number of networks a flood needs; first taps counted with no pool would make
 * the store's writes grow with every address a flood adds. With the pool, a flood of any size
 * adds at most six times the hour's budget to the counts, and a client past its own caps
 * writes nothing: its taps only list slots.
 */
const FIRST_TAPS_PER_TAPS_HOUR = 5;

/** Takes a slot of the client's hourly budget, then of its daily one: both must have room. */
async function withinClientBudgets(
  limits: LimitsStore,
  at: Date,
  client: string,
  budgets: TapDeps['budgets'],
): Promise<boolean> {
  const scope = `${client}/tap`;
  const daily = CLIENT_DAY_PER_HOUR * budgets.tapsPerClientHour;
  return (
    Boolean(await limits.takeSlot(at, scope, budgets.tapsPerClientHour)) &&
    Boolean(await limits.takeSlot(at, scope, daily, 'day'))
  );
}

/** The body of a beacon, read no further than a real one can be. */
async function readBeacon(request: Request): Promise<unknown> {
  const body = await readLimited(request, TAP_MAX_BYTES);
  try {
    return body && JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/phone-tap`: counts one tap, within its client's budgets and everyone's, and
 * answers `204` whether or not it was counted: no page waits on it, and a flood learns nothing.
 * Only a request that is not a beacon at all is refused. A store that fails costs the count.
 */
export async function handlePhoneTap(request: Request, deps: TapDeps): Promise<Response> {
  if (request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  }
  if (isCrossSite(request, deps.siteOrigin)) return new Response(null, { status: 403 });
  const body = await readBeacon(request);
  const at = (deps.now ?? (() => new Date()))();
  const facts =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? tapFactsOf(body as Record<string, unknown>, request, at)
      : undefined;
  if (!facts) return new Response(null, { status: 400 });
  const { stores, budgets } = deps;
  if (!stores || (deps.addressRequired && !deps.clientAddress)) return noContent();
  const { limits, counts } = stores;
  try {
    const client = keyedHash(deps.hashSecret, clientOf(deps.clientAddress));
    if (!(await withinClientBudgets(limits, at, client, budgets))) return noContent();
    // With the budget lifted (load tests), no call to find a first tap that needs no pool.
    const first =
      budgets.tapsHour !== Infinity && (await limits.takeSlot(at, `${client}/first-tap`, 1));
    const pool = first
      ? { name: 'first-tap', limit: FIRST_TAPS_PER_TAPS_HOUR * budgets.tapsHour }
      : { name: 'tap', limit: budgets.tapsHour };
    if (!(await limits.takeSlot(at, `all/${pool.name}`, pool.limit))) {
      if (await limits.firstInHour(at, `over-budget-${pool.name}`)) {
        logEvent('warn', 'taps-over-budget', { pool: pool.name });
      }
      return noContent();
    }
    await counts.countLead(tapKey(facts, crypto.randomUUID()));
  } catch (error) {
    logEvent('warn', 'tap-not-counted', { error: String(error).slice(0, 200) });
  }
  return noContent();
}
