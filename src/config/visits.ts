/**
 * The owner's visit counts (see docs/decisions and the privacy notice): what one page view's
 * beacon may say, shared by the page (`src/app/visits.ts`) and the function that counts it
 * (`netlify/server/intake/visits.ts`). No cookie, no stored id: each beacon stands alone.
 */
export const VISIT_ENDPOINT = '/api/visit';

/** The most a real beacon can be: a page, the visit's source and three numbers. */
export const VISIT_MAX_BYTES = 4096;

/** A screen this wide or narrower counts as a phone's. */
export const PHONE_MAX_WIDTH = 600;

/** What a form tells the counts: touched, refused for a field, sent. */
export const formSteps = ['started', 'refused', 'sent'] as const;
export type FormStep = (typeof formSteps)[number];

/** Real browsers' speed, as Google's Core Web Vitals measure it, with the goal each should meet. */
export const vitalGoals = {
  /** Largest contentful paint, ms. */
  lcp: 2500,
  /** Interaction to next paint, ms. */
  inp: 200,
  /** Cumulative layout shift, unitless. */
  cls: 0.1,
} as const;
export type VitalName = keyof typeof vitalGoals;
export const vitalNames = Object.keys(vitalGoals) as VitalName[];

/**
 * What each beacon says beside the visit's source fields (`src/forms/source.ts`). A view is sent
 * once after load; a form step when it happens; the page's vitals once, as it is hidden.
 */
export type VisitBeacon =
  | { type: 'view'; page: string; phone: boolean }
  | { type: 'form'; page: string; form: string; step: FormStep; field?: string }
  | { type: 'vitals'; page: string; phone: boolean; lcp?: number; inp?: number; cls?: number };
