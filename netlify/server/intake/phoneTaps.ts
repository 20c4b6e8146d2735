import type { Budgets } from '../../../src/config/budgets';
import { indexablePaths } from '../../../src/config/indexablePaths';
import { splitLocale } from '../../../src/config/locales';
import { paths } from '../../../src/config/paths';
import { everyConfirmationPath } from '../../../src/forms/formPages';
import { TAP_MAX_BYTES, tapKinds } from '../../../src/config/phoneTaps';
import { business } from '../../../src/content/business';
import { officeDay } from '../shared/callBack';
import { CLIENT_ADDRESS_HEADER, clientOf, keyedHash } from '../shared/keyedHash';
import { sourceKind } from '../reports/leadSources';
import { tapKey, type TapFacts } from '../reports/tapKeys';
import { logEvent } from '../shared/log';
import { isCrossSite } from '../shared/origin';
import { readLimited } from '../shared/readLimited';
import { sourceOf } from './source';
import type { SubmissionStore } from '../store/store';

/**
 * Taps on the site's phone and text links, counted as leads are, each under a key that says
 * nothing about the person (`reports/tapKeys.ts`). Most families call rather than write; this is
 * how the owner sees it.
 */

const sitePages = new Set<string>([...indexablePaths, ...everyConfirmationPath()]);
const jobPage = new RegExp(`^${paths.careers}/[a-z0-9-]{1,80}$`);

/** The page as counts keep it: one of the site's, in its language, else `other`. */
function countedPage(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) return 'other';
  const pathname = value.length > 1 ? value.replace(/\/+$/, '') : value;
  const { path } = splitLocale(pathname);
  return sitePages.has(path) || jobPage.test(path) ? pathname || '/' : 'other';
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
    source: sourceKind(sourceOf(body, request)),
  };
}

export interface TapDeps {
  store?: SubmissionStore;
  budgets: Pick<Budgets, 'tapsPerClientHour' | 'tapsHour'>;
  hashSecret: string;
  clientAddress?: string;
  siteOrigin?: string;
  now?: () => Date;
}

const noContent = () => new Response(null, { status: 204 });

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
 * `POST /api/phone-tap`: counts one tap, within its client's hourly budget and everyone's, and
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
  const { store, budgets } = deps;
  if (!store) return noContent();
  try {
    const address = deps.clientAddress ?? request.headers.get(CLIENT_ADDRESS_HEADER);
    const client = keyedHash(deps.hashSecret, clientOf(address));
    if (!(await store.takeSlot(at, `${client}/tap`, budgets.tapsPerClientHour))) return noContent();
    if (!(await store.takeSlot(at, 'all/tap', budgets.tapsHour))) {
      if (await store.firstInHour(at, 'over-budget-tap')) logEvent('warn', 'taps-over-budget');
      return noContent();
    }
    await store.countLead(tapKey(facts, crypto.randomUUID()));
  } catch (error) {
    logEvent('warn', 'tap-not-counted', { error: String(error).slice(0, 200) });
  }
  return noContent();
}
