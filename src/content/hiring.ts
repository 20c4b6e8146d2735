import type { EmploymentType, OpeningId } from '../config/openings';
import { business } from './business';

export interface JobWords {
  readonly title: string;
  /** When the work is: days and hours, as an applicant plans around them. */
  readonly shifts: string;
  readonly summary: string;
  readonly duties: readonly string[];
}

/**
 * What both /careers and /apply say about a job with us: the openings (listed on one, chosen in
 * the other's position field) and the notices the law asks of an employer. One module, so the
 * two pages share one chunk of these words.
 */

/** The job openings on /careers and in the application's position field. */
export const openingsCopy = {
  heading: 'Open Positions',
  intro:
    'The jobs we are hiring for now. If none fits, apply anyway: new clients often need caregivers before we can list the shifts here.',
  none: 'No openings are listed right now, but caring people are always welcome. Apply, and we will call you when shifts open near you.',
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    PER_DIEM: 'Per diem (as needed)',
  } satisfies Record<EmploymentType, string>,
  labels: {
    hours: 'Hours',
    shifts: 'Shifts',
    pay: 'Pay',
    where: 'Where',
    posted: 'Posted',
    applyBy: 'Apply by',
    duties: 'What you will do',
  },
  pay: (min: number, max: number) => `$${min}–$${max} an hour`,
  where: (place: string) => `Clients' homes in and around ${place}, GA`,
  applyFor: 'Apply for this job',
  jobs: {
    'personal-care-aide-douglasville': {
      title: 'Personal Care Aide',
      shifts: 'Weekdays, 7 a.m. to 3 p.m. or 9 a.m. to 5 p.m.',
      summary:
        'Help two or three regular clients with bathing, dressing and getting around safely, so they can keep living at home.',
      duties: [
        'Help with bathing, dressing, grooming and using the bathroom',
        'Help clients move, stand and walk safely',
        'Prepare meals and remind clients to take their medicine',
        'Note changes in health or mood and tell the office',
      ],
    },
    'companion-caregiver-south-fulton': {
      title: 'Companion Caregiver',
      shifts: 'Afternoons, 12 to 4 p.m., three to five days a week',
      summary:
        'Keep an older adult company in the afternoons: conversation, meals, errands and a safe, tidy home.',
      duties: [
        'Spend time with the client: talk, play games, take walks',
        'Make a light meal and tidy the kitchen',
        'Drive to appointments and errands in your own car',
        'Keep the family and the office informed',
      ],
    },
    'weekend-respite-caregiver': {
      title: 'Weekend Respite Caregiver',
      shifts: 'Saturdays and Sundays, shifts of 4 to 12 hours',
      summary:
        'Give family caregivers a weekend break by caring for their loved one at home while they rest or travel.',
      duties: [
        "Follow the client's routine and care plan while family is away",
        'Help with meals, bathing and getting around',
        'Give companionship and keep the client safe',
        'Write a short note for the family at the end of each shift',
      ],
    },
  } satisfies Record<OpeningId, JobWords>,
};

export type OpeningsCopy = typeof openingsCopy;

export const hiringNotices = {
  equalOpportunity: {
    heading: 'Equal opportunity employer',
    text: `${business.name} is an equal opportunity employer. We hire for kindness, skill and reliability, and we do not discriminate on the basis of race, color, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age, disability, genetic information, veteran status or any other status protected by law.`,
  },
  /**
   * The Fair Credit Reporting Act wants the disclosure of a background check in a document of its
   * own, with a separate authorization: never inside the application.
   */
  backgroundCheck:
    'Applying does not authorize a background check. Before we run one, we give you a separate written disclosure and ask for your written permission, as the federal Fair Credit Reporting Act requires. Georgia also requires a fingerprint records check for caregivers who work with clients; we explain how to get it when we reach that step.',
};
