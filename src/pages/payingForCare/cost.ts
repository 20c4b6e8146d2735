import { agencyFacts, typicalSchedules } from '../../config/paymentPrograms';
import { business } from '../../content/business';
import { payingForCare } from '../../content/payingForCare';
import { dollars } from '../../lib/words';

/** The most hours a week has: round-the-clock care. */
export const HOURS_IN_A_WEEK = 168;

/** The fewest hours a week the agency gives: one visit of the shortest length it offers. */
export const FEWEST_HOURS = agencyFacts.pricing.minimumVisitHours;

/**
 * The week the page's first lines price and the estimator starts at: weekday mornings (20 hours),
 * a schedule many families start with, or the shortest visit if that is longer.
 */
export const A_WEEK_HOURS = Math.max(
  typicalSchedules.find((schedule) => schedule.id === 'weekday-mornings')?.hoursPerWeek ??
    FEWEST_HOURS,
  FEWEST_HOURS,
);

/** The agency's hourly rate, lowest and highest: one figure when they are the same. */
export type HourlyRate = { readonly min: number; readonly max: number };

/** Weeks in an average month: a year's 52 weeks over its 12 months. */
const WEEKS_A_MONTH = 52 / 12;

export interface CostRange {
  weekly: { low: number; high: number };
  monthly: { low: number; high: number };
}

/** What `hoursPerWeek` of care costs at the agency's lowest and highest hourly rates. */
export function costOf(hoursPerWeek: number, rate: HourlyRate = business.hourlyRate): CostRange {
  const { min, max } = rate;
  const weekly = { low: hoursPerWeek * min, high: hoursPerWeek * max };
  return {
    weekly,
    monthly: { low: weekly.low * WEEKS_A_MONTH, high: weekly.high * WEEKS_A_MONTH },
  };
}

/**
 * The hours typed, if they are a whole number of hours from the shortest visit (`fewest`) to
 * all a week can hold.
 */
export function hoursFrom(typed: string, fewest: number = FEWEST_HOURS): number | undefined {
  if (!/^\s*\d{1,3}\s*$/.test(typed)) return undefined;
  const hours = Number(typed);
  return hours >= Math.max(1, fewest) && hours <= HOURS_IN_A_WEEK ? hours : undefined;
}

/** "$560 to $680": a low and a high amount in the page's words. */
export function dollarRange({ low, high }: { low: number; high: number }): string {
  return payingForCare.estimator.range(dollars(low), dollars(high));
}

/** "$560 to $680", or "$600" when the low and the high amount are the same to the dollar. */
export function dollarsOrRange({ low, high }: { low: number; high: number }): string {
  return dollars(low) === dollars(high) ? dollars(low) : dollarRange({ low, high });
}
