import { isbot } from 'isbot';
import type { Budgets } from '#src/config/budgets';
import { splitLocale } from '#src/config/locales';
import { VISIT_MAX_BYTES, formSteps, vitalNames, type FormStep } from '#src/config/visits';
import { formNames, type FormName } from '#src/forms/registry';
import { officeDay } from '../shared/callBack';
import { hourOf } from '../store/keys';
import { serverForms } from '../shared/forms';
import { pageKindOf } from '../reports/pageKinds';
import { visitKey, vitalBucket, type Device, type VisitFacts } from '../reports/visitKeys';
import {
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
 * The owner's visit counts (decision record 0028): each beacon of a page (a view, a form's
 * step, the page's speed) counted under keys that say what was counted and nothing about the
 * person (`reports/visitKeys.ts`), as phone taps are (`phoneTaps.ts`). No cookie, no id: each
 * beacon stands alone.
 */

/** What counts know of a beacon: `undefined` for a body that is not one, `[]` for one to drop. */
type Counted = VisitFacts[] | undefined;

/** A refused send's field as counts keep it; any other step's is none. */
const NO_FIELD = '-';

function deviceOf(body: Record<string, unknown>): Device | undefined {
  if (typeof body.phone !== 'boolean') return undefined;
  return body.phone ? 'phone' : 'desktop';
}

const isFormName = (value: unknown): value is FormName =>
  typeof value === 'string' && (formNames as readonly string[]).includes(value);

const isFormStep = (value: unknown): value is FormStep =>
  typeof value === 'string' && (formSteps as readonly string[]).includes(value);

/**
 * A form's step. A form the registry does not have (a page cached from before it went) is
 * dropped, and so is a refusal for a field the form does not have: counts name a field only by
 * one of the form's own names, never by what was typed.
 */
function formFacts(
  body: Record<string, unknown>,
  { day, page, source }: { day: string; page: string; source: string },
): Counted {
  if (!isFormStep(body.step)) return undefined;
  if (!isFormName(body.form)) return [];
  const { fields } = serverForms[body.form].definition;
  let field = NO_FIELD;
  if (body.step === 'refused') {
    const named = fields.find((candidate) => candidate.name === body.field);
    if (!named) return [];
    field = named.name;
  }
  return [
    {
      kind: 'form',
      day,
      form: body.form,
      step: body.step,
      field,
      language: splitLocale(page).locale,
      source,
    },
  ];
}

/** The page's speed: one count per metric it measured, rounded to the metric's step. */
function vitalFacts(body: Record<string, unknown>, day: string, page: string): Counted {
  const device = deviceOf(body);
  if (!device) return undefined;
  const pageKind = pageKindOf(page);
  const facts = vitalNames.flatMap((metric): VisitFacts[] => {
    const value = body[metric];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return [];
    return [{ kind: 'vital', day, pageKind, device, metric, value: vitalBucket(metric, value) }];
  });
  // The page sends its speed only once it has measured some: one with none is no beacon of ours.
  return facts.length > 0 ? facts : undefined;
}

function visitFactsOf(body: Record<string, unknown>, request: Request, at: Date): Counted {
  const day = officeDay(at);
  const page = countedPage(body.page);
  // The speed is counted by page and screen alone: only views and forms' steps name a source.
  const source = () => countedSource(sourceOf(body, request));
  switch (body.type) {
    case 'view': {
      const device = deviceOf(body);
      if (!device) return undefined;
      const language = splitLocale(page).locale;
      return [{ kind: 'view', day, page, language, source: source(), device }];
    }
    case 'form':
      return formFacts(body, { day, page, source: source() });
    case 'vitals':
      return vitalFacts(body, day, page);
    default:
      return undefined;
  }
}

export interface VisitDeps extends BeaconDeps {
  stores?: Pick<Stores, 'limits' | 'visits'>;
  budgets: Pick<Budgets, 'visitsPerClientHour' | 'visitsHour'>;
}

/**
 * Visits' first beacons' pool is one hour's budget (taps' is five): a visit's beacons come a
 * few at once from many addresses, and each counted one is a key the rollup lists, so a flood
 * from new addresses may add at most twice the hour's budget to an hour's folder.
 */
export const VISIT_FIRST_POOL_HOURS = 1;

/**
 * `POST /api/visit`: counts one beacon of a page, within its client's budgets and everyone's,
 * and answers `204` whether or not it was counted: no page waits on it, and a flood learns
 * nothing. A known robot is answered the same and counted not at all. Only a request that is
 * not a beacon is refused. A store that fails costs the count, never the answer.
 */
export async function handleVisit(request: Request, deps: VisitDeps): Promise<Response> {
  const refused = refusedBeacon(request, deps);
  if (refused) return refused;
  if (isbot(request.headers.get('user-agent'))) return noContent();
  const body = await readBeacon(request, VISIT_MAX_BYTES);
  const at = (deps.now ?? (() => new Date()))();
  const counted = body && visitFactsOf(body, request, at);
  if (!counted) return new Response(null, { status: 400 });
  const { stores, budgets } = deps;
  if (counted.length === 0 || !stores || !countable(deps)) return noContent();
  const budget = {
    name: 'visit',
    perClientHour: budgets.visitsPerClientHour,
    hour: budgets.visitsHour,
    firstPoolHours: VISIT_FIRST_POOL_HOURS,
  };
  // The UTC hour whose budgets it is counted within: one folder holds at most their keys.
  const hour = hourOf(at);
  await countWithinBudgets({ ...deps, limits: stores.limits }, at, budget, async () => {
    await Promise.all(
      counted.map((facts) => stores.visits.count(visitKey(facts, hour, crypto.randomUUID()))),
    );
  });
  return noContent();
}
