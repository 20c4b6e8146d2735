import { sample } from '../content/sample';
import type { PlaceId } from './areas';

/** schema.org's words for how much someone works, which Google's job listings read. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'PER_DIEM';

export interface OpeningFacts {
  /** In `/apply?position=<id>` links and the application's position field. */
  readonly id: string;
  readonly employmentType: EmploymentType;
  /** Pay in US dollars an hour, from the lowest to the highest offered. */
  readonly pay: { readonly min: number; readonly max: number };
  /** Where the clients are. */
  readonly place: PlaceId;
  /** ISO dates: the day it was posted, and the last day it takes applications. */
  readonly datePosted: string;
  readonly validThrough: string;
}

/**
 * The caregiver jobs open now, each listed on /careers with its `JobPosting` data and offered
 * in the application's position field. Each language words them in `content/openings.ts`.
 */
export const openings = sample(
  [
    {
      id: 'personal-care-aide-douglasville',
      employmentType: 'FULL_TIME',
      pay: { min: 14, max: 17 },
      place: 'douglasville',
      datePosted: '2026-11-16',
      validThrough: '2027-01-31',
    },
    {
      id: 'companion-caregiver-south-fulton',
      employmentType: 'PART_TIME',
      pay: { min: 13, max: 15 },
      place: 'south-fulton',
      datePosted: '2026-11-09',
      validThrough: '2027-01-15',
    },
    {
      id: 'weekend-respite-caregiver',
      employmentType: 'PER_DIEM',
      pay: { min: 15, max: 18 },
      place: 'lithia-springs',
      datePosted: '2026-11-20',
      validThrough: '2027-02-28',
    },
  ] as const satisfies readonly OpeningFacts[],
  'the jobs the agency is really hiring for, with their real pay, shifts and dates',
);

export type Opening = (typeof openings.value)[number];
export type OpeningId = Opening['id'];

const openingIds = openings.value.map((opening) => opening.id) as OpeningId[];

/** The openings still taking applications on `date` (an ISO date): past their last day, gone. */
export function openOn(date: string): readonly Opening[] {
  return openings.value.filter((opening) => opening.validThrough >= date);
}

/**
 * The opening a link to the application names (`?position=<id>`), if it is one of ours;
 * anything else is ignored, and the applicant chooses.
 */
export function positionFromQuery(search: string): OpeningId | undefined {
  const asked = new URLSearchParams(search).get('position');
  return openingIds.find((id) => id === asked);
}
