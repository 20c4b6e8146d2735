import { CLIENT_DAY_PER_HOUR } from '#src/config/budgets';
import { indexablePaths } from '#src/config/indexablePaths';
import { splitLocale } from '#src/config/locales';
import { openingPath } from '#src/config/paths';
import { everyConfirmationPath } from '#src/forms/formPages';
import { allOpenings } from '#src/content/openingsOpen';
import type { VisitSource } from '#src/forms/source';
import { clientOf, keyedHash } from '../shared/keyedHash';
import { countedKind, sourceKind } from '../reports/leadSources';
import { logEvent } from '../shared/log';
import { isCrossSite } from '../shared/origin';
import { readLimited } from '../shared/readLimited';
import type { LimitsStore } from '../store/limits';

/**
 * What the page's beacons share (phone taps, `phoneTaps.ts`; visits, `visits.ts`): the page and
 * the source as counts keep them, the body read no further than a real beacon can be, and the
 * budgets that bound what one client, and everyone together, can add to the owner's counts.
 */

/**
 * Every job in the openings file has a page, closed ones too until the next daily build takes
 * it down; a slug it does not list is a page no one could have been on.
 */
const sitePages = new Set<string>([
  ...indexablePaths,
  ...everyConfirmationPath(),
  ...allOpenings().map((opening) => openingPath(opening.id)),
]);

/** The page as counts keep it: one of the site's, in its language, else `other`. */
export function countedPage(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) return 'other';
  const pathname = value.length > 1 ? value.replace(/\/+$/, '') : value;
  const { path } = splitLocale(pathname);
  return sitePages.has(path) ? pathname || '/' : 'other';
}

/**
 * The source as counts keep it: a beacon's referrer is text anyone can send, so a referring site
 * is named only if the counts' vocabulary names it (`countedKind`).
 */
export const countedSource = (source: VisitSource): string => countedKind(sourceKind(source));

/** The body of a beacon, read no further than a real one can be: a JSON object, or `undefined`. */
export async function readBeacon(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown> | undefined> {
  const body = await readLimited(request, maxBytes);
  try {
    const parsed: unknown = body && JSON.parse(Buffer.from(body).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** One kind of beacon's budgets, and the name its slots and log lines go by (`tap`, `visit`). */
export interface BeaconBudget {
  name: string;
  perClientHour: number;
  hour: number;
  /** The first beacons' pool, as a multiple of `hour` (see below). */
  firstPoolHours: number;
}

/**
 * A client's first beacon of an hour is counted from a pool of its own, `firstPoolHours` times
 * the hour's budget (five for taps, `TAP_FIRST_POOL_HOURS`); only its later beacons share that
 * budget. Twenty networks at their own caps
 * fill the shared budget, and a family's one tap that hour went uncounted: now it takes nothing
 * such a flood can spend, unless the flood brings more new addresses in one hour than the pool
 * holds (2,000 with the business's tap budgets: 1,000 leave it half free). A lower cap per
 * client would only raise the number of networks a flood needs; first beacons counted with no
 * pool would make the store's writes grow with every address a flood adds. With the pool, a
 * flood of any size adds at most (1 + `firstPoolHours`) times the hour's budget to the counts,
 * and a client past its own caps writes nothing: its beacons only list slots.
 */
export const TAP_FIRST_POOL_HOURS = 5;

/** Takes a slot of the client's hourly budget, then of its daily one: both must have room. */
async function withinClientBudgets(
  limits: LimitsStore,
  at: Date,
  client: string,
  budget: BeaconBudget,
): Promise<boolean> {
  const scope = `${client}/${budget.name}`;
  const daily = CLIENT_DAY_PER_HOUR * budget.perClientHour;
  return (
    Boolean(await limits.takeSlot(at, scope, budget.perClientHour)) &&
    Boolean(await limits.takeSlot(at, scope, daily, 'day'))
  );
}

/** Takes a slot of everyone's hourly budget, or of the first beacons' pool for a client's first. */
async function withinEveryonesBudget(
  limits: LimitsStore,
  at: Date,
  client: string,
  budget: BeaconBudget,
): Promise<boolean> {
  // With the budget lifted (load tests), no call to find a first beacon that needs no pool.
  const first =
    budget.hour !== Infinity && (await limits.takeSlot(at, `${client}/first-${budget.name}`, 1));
  const pool = first
    ? { name: `first-${budget.name}`, limit: budget.firstPoolHours * budget.hour }
    : { name: budget.name, limit: budget.hour };
  if (await limits.takeSlot(at, `all/${pool.name}`, pool.limit)) return true;
  if (await limits.firstInHour(at, `over-budget-${pool.name}`)) {
    logEvent('warn', `${budget.name}s-over-budget`, { pool: pool.name });
  }
  return false;
}

export interface BeaconClient {
  limits: LimitsStore;
  hashSecret: string;
  /** Netlify's `context.ip`; never a header, which the client writes itself. */
  clientAddress?: string;
}

/**
 * Counts one beacon with `count`, within its client's budgets and everyone's. A store that fails
 * costs the count and one log line, never the answer: this never throws.
 */
export async function countWithinBudgets(
  { limits, hashSecret, clientAddress }: BeaconClient,
  at: Date,
  budget: BeaconBudget,
  count: () => Promise<void>,
): Promise<void> {
  try {
    const client = keyedHash(hashSecret, clientOf(clientAddress));
    if (!(await withinClientBudgets(limits, at, client, budget))) return;
    if (!(await withinEveryonesBudget(limits, at, client, budget))) return;
    await count();
  } catch (error) {
    logEvent('warn', `${budget.name}-not-counted`, { error: String(error).slice(0, 200) });
  }
}

/** What a beacon's function is given beside its stores and budgets. */
export interface BeaconDeps {
  hashSecret: string;
  /** Netlify's `context.ip`; never a header, which the client writes itself. */
  clientAddress?: string;
  /** On Netlify: a beacon without the address is not counted, rather than counted as anyone's. */
  addressRequired?: boolean;
  siteOrigin?: string;
  now?: () => Date;
}

export const noContent = () => new Response(null, { status: 204 });

/**
 * The answer to a request no beacon function reads: another method (405), or a post from
 * another site (403); `undefined` for a request to read.
 */
export function refusedBeacon(request: Request, deps: BeaconDeps): Response | undefined {
  if (request.method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  }
  if (isCrossSite(request, deps.siteOrigin)) return new Response(null, { status: 403 });
  return undefined;
}

/** Whether a beacon may be counted: a store to count in, and on Netlify the client's address. */
export const countable = (deps: BeaconDeps & { stores?: unknown }) =>
  Boolean(deps.stores) && !(deps.addressRequired && !deps.clientAddress);
