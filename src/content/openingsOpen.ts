import { openingsBlock } from './openings';
import type { Opening as OpeningFile } from '../data/schema/openings';
import type { PagesView } from '../data/schema/pagesView';

/** One job as the pages read it. */
export type Opening = PagesView<OpeningFile>;

/**
 * The caregiver jobs in `src/data/openings.json`, which staff edit at /admin/, in this build's
 * language: open ones are listed on /careers, each has a page of its own with its `JobPosting`,
 * and each is offered in the application's position field.
 */
export function allOpenings(): readonly Opening[] {
  return openingsBlock.openings;
}

/**
 * The openings still taking applications on `date` (YYYY-MM-DD in Georgia, where the office is):
 * on the day after its last day, a job is gone.
 */
export function openOn(date: string): readonly Opening[] {
  return allOpenings().filter((opening) => opening.lastDay >= date);
}
