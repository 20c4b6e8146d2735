/** The day it is at the office (YYYY-MM-DD), whatever zone the machine is in. */
export function officeDay(instant: Date): string {
  return instant.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
}

/**
 * The day lists of openings are read on: the build's day in the pages, so the prerendered page and
 * the hydrated one agree; the day the function started in the functions, which Vite does not
 * build.
 */
export const listingDay: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : officeDay(new Date());
