/**
 * What one stranger can make the site keep and send, per clock hour. The agency's forms see a
 * few posts a day, so each budget is far above a family and far below a flood. The functions
 * read an environment override of each (see `netlify/server/intake/budgets.ts`), for load tests.
 */
export const budgets = {
  /** Posts of one form from one client address (an IPv6 /64) emailed to staff. */
  perClientHour: 10,
  /** Posts one client address may have kept as held: past this, nothing of theirs is kept. */
  heldPerClientHour: 60,
  /**
   * Posts all clients together may have kept as held: past this, a post is not kept and its
   * visitor is asked to call. It bounds the staff's hourly list of held requests and the digest.
   */
  heldHour: 200,
  /** Posts of one form from all clients together emailed to staff; the rest are held. */
  hour: 60,
  /** Acknowledgements to visitors, all addresses together: far below the leads' budget. */
  acknowledgementsHour: 10,
  acknowledgementsDay: 30,
  /** Acknowledgements to one mail domain in a day (gmail.com is one domain). */
  acknowledgementsPerDomainDay: 10,
  /** Taps on a phone or text link counted from one client address: a family taps a few. */
  tapsPerClientHour: 20,
  /** Taps counted from all clients together: many times a busy hour's calls. */
  tapsHour: 400,
  /**
   * Visit beacons counted from one client address (`src/config/visits.ts`): a view and its
   * speed per page, and a form's steps. A family reading 30 pages and filling a form sends about
   * 70; this leaves room for two such families behind one address (a care home's Wi-Fi, a
   * phone carrier's shared address) before any of theirs goes uncounted.
   */
  visitsPerClientHour: 150,
  /**
   * Visit beacons counted from all clients together. A busy day is about 2,000 views, up to
   * three beacons each (the view, a form's step, the page's speed), and its busiest hour about a
   * tenth of the day's (600 beacons): past 1,000 the counts are a flood's. Each counted
   * beacon is up to three keys (a speed beacon's three metrics) in its hour's folder, and
   * clients' first beacons have a pool of one more hour's budget
   * (`netlify/server/intake/visits.ts`): one hour's folder holds at most 2 × 1,000 × 3 = 6,000
   * keys, which the rollup lists in six pages.
   */
  visitsHour: 1_000,
} as const;

export type Budgets = { -readonly [Name in keyof typeof budgets]: number };

/**
 * A client's phone taps and visit beacons counted in a day, as a multiple of its hourly budget
 * (`tapsPerClientHour`, `visitsPerClientHour`): a family's visit takes an hour or two, and one
 * address sending every hour would otherwise add 24 hours of its budget to the owner's counts.
 * The functions count by it (`netlify/server/intake/beacons.ts`); the privacy notice states it.
 */
export const CLIENT_DAY_PER_HOUR = 2;
