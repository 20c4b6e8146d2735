import { en } from '../data/openings.json';
import type { Opening } from '../data/schema/openings';
import type { PagesView } from '../data/schema/pagesView';

/**
 * This language's block of `src/data/openings.json` (each job's facts and words), which staff
 * edit at /admin/; the build checks the file before anything reads it. The block itself, not its
 * list: reading a property at a module's top level would keep the module, and the words, in
 * every chunk that imports it for anything else.
 */
export const openingsBlock = en as { readonly openings: readonly PagesView<Opening>[] };

/** The job openings as /careers lists them. */
export const openingsCopy = {
  heading: 'Open Positions',
  intro:
    'The jobs we are hiring for now. If none fits, apply anyway: new clients often need caregivers before we can list the shifts here.',
  none: 'No openings are listed right now, but caring people are always welcome. Apply, and we will call you when shifts open near you.',
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    PER_DIEM: 'Per diem (as needed)',
  } satisfies Record<Opening['employmentType'], string>,
  labels: {
    hours: 'Hours',
    shifts: 'Shifts',
    pay: 'Pay',
    where: 'Where',
    posted: 'Posted',
    applyBy: 'Apply by',
    duties: 'What you will do',
    driving: 'Driving',
  },
  pay: (min: number, max: number) => `$${min}–$${max} an hour`,
  where: (place: string) => `Clients' homes in and around ${place}, GA`,
  applyFor: 'Apply for this job',
  /** The link from a job's card on /careers to its own page. */
  readMore: 'Read more about this job',
  /** A job's own page: its title and description come from the opening. */
  jobPage: {
    allJobs: 'All open jobs',
    metaTitle: (title: string, place: string) => `${title} in ${place}, GA | Caregiver Jobs`,
  },
};

export type OpeningsCopy = typeof openingsCopy;
