import data from '../data/payment-programs.json';
import type { PaymentProgramFact, PaymentPrograms } from '../data/schema/localFacts';
import type { PagesView } from '../data/schema/pagesView';
import { lookUp } from './localResources';

/**
 * A program as the page sees it: with its `source`, the official page staff check it at, which
 * the page links, and `checkedOn`, the day they did, which dates the page (both kept in this
 * file by src/build/contentForPages.ts).
 */
export type PaymentProgram = PagesView<PaymentProgramFact> & {
  readonly source: string;
  readonly checkedOn?: string;
};

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as Omit<PagesView<PaymentPrograms>, 'programs'> & {
  readonly programs: readonly PaymentProgram[];
};

/**
 * Public programs that can pay for care at home, named on /paying-for-care, from
 * `src/data/payment-programs.json`, which staff edit at /admin/ with the day each was checked.
 */
export const paymentProgram = lookUp(
  facts.programs,
  'program',
  'src/data/payment-programs.json',
) as (id: string) => PaymentProgram;

/**
 * The day /paying-for-care was last reviewed: the oldest of its programs' check dates, so the
 * page is no fresher than its stalest fact. While any program is unchecked there is no such day,
 * and the page shows none (the launch gate names the programs left to check).
 */
export function lastReviewed(
  programs: readonly { readonly checkedOn?: string }[],
): string | undefined {
  const days = programs.map((program) => program.checkedOn ?? '');
  if (days.length === 0 || days.some((checked) => !checked)) return undefined;
  return days.reduce((oldest, checked) => (checked < oldest ? checked : oldest));
}

/**
 * What the agency accepts, the estimator's notes and the day the page was last reviewed, from
 * the same file: the owner confirms each, and the page's words in every language follow them.
 */
export const agencyFacts = {
  accepts: facts.accepts,
  pricing: facts.pricing,
  reviewedOn: lastReviewed(facts.programs),
};

type RuleId = keyof typeof facts.rules;

/**
 * The figures a program's rules turn on (the VA rating, the estate recovery limit), as the page
 * states them in every language: one value each, from the same file, which the launch gate lists
 * until someone has checked it at its source.
 */
export const programRules = Object.fromEntries(
  Object.entries(facts.rules).map(([id, rule]) => [id, rule.value]),
) as Readonly<Record<RuleId, number>>;

/**
 * The ways to pay that /paying-for-care explains, in its order: each id is its section's anchor
 * (`/paying-for-care#<id>`, which the FAQ links to), with the public programs listed after it.
 * Their words are in content/payingForCare.ts and its twin, by id.
 */
export const paymentWays = {
  'private-pay': [],
  'long-term-care-insurance': [],
  veterans: ['vaAidAndAttendance', 'vaHomeCare', 'vaVeteranDirectedCare', 'georgiaVeteransService'],
  medicare: ['medicare'],
  'medicare-advantage': ['medicareAdvantageInHomeSupport', 'georgiaCares'],
  medicaid: [
    'elderlyAndDisabledWaiver',
    'communityCareServices',
    'source',
    'estateRecovery',
    'estateRecoveryExplained',
  ],
  'area-agency': ['agingHomeAndCommunityServices'],
  'family-caregivers': [
    'structuredFamilyCaregiving',
    'edwpConsumerDirection',
    'vaFamilyCaregivers',
  ],
  'checking-an-agency': [
    'gaMap2Care',
    'healthcareFacilityRegulation',
    'privateHomeCareProvider',
    'adultProtectiveServices',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PaymentWayId = keyof typeof paymentWays;

/**
 * Schedules families often start with, for the cost table that works without JavaScript: each
 * language names them in `content/payingForCare.ts`.
 */
export const typicalSchedules = [
  { id: 'two-visits', hoursPerWeek: 8 },
  { id: 'weekday-mornings', hoursPerWeek: 20 },
  { id: 'weekday-days', hoursPerWeek: 40 },
  { id: 'days-and-weekends', hoursPerWeek: 60 },
] as const;

export type ScheduleId = (typeof typicalSchedules)[number]['id'];
