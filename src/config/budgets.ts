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
} as const;

export type Budgets = { -readonly [Name in keyof typeof budgets]: number };
