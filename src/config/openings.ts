import { jobs } from '../content/openings';
import type { Opening } from '../data/schema/openings';

export type { Opening };

/**
 * The caregiver jobs in `src/data/openings.json`, which staff edit at /admin/, in this build's
 * language: open ones are listed on /careers, each has a page of its own with its `JobPosting`,
 * and each is offered in the application's position field.
 */
export const openings: readonly Opening[] = jobs;

/**
 * The openings still taking applications on `date` (YYYY-MM-DD in Georgia, where the office is):
 * on the day after its last day, a job is gone.
 */
export function openOn(date: string): readonly Opening[] {
  return openings.filter((opening) => opening.lastDay >= date);
}

/**
 * The opening a link to the application names (`?position=<id>`), if it is one of those open on
 * `date`; anything else is ignored, and the applicant chooses.
 */
export function positionFromQuery(search: string, date: string): string | undefined {
  const asked = new URLSearchParams(search).get('position');
  return openOn(date).find((opening) => opening.id === asked)?.id;
}
