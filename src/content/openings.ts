import type { EmploymentType, OpeningId } from '../config/openings';

/** One job as /careers describes it, below its title (`jobTitles` in hiring.ts). */
export interface JobDetails {
  /** When the work is: days and hours, as an applicant plans around them. */
  readonly shifts: string;
  readonly summary: string;
  readonly duties: readonly string[];
}

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
  } satisfies Record<OpeningId, JobDetails>,
};

export type OpeningsCopy = typeof openingsCopy;
