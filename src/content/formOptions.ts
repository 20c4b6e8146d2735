import type { Option } from '../forms/options';

/** The choices offered by the two forms, in English: the labels staff read in the emails. */
export const serviceTypes = [
  { value: 'companion', label: 'Companion Care' },
  { value: 'personal', label: 'Personal Care' },
  { value: 'meal', label: 'Meal Preparation' },
  { value: 'alzheimers', label: "Alzheimer's Support" },
  { value: 'housekeeping', label: 'Light Housekeeping' },
  { value: 'transportation', label: 'Transportation' },
  { value: 'respite', label: 'Respite Care' },
  { value: 'consultation', label: 'Free Consultation' },
] as const satisfies readonly Option[];

/** When a family would like our call. */
export const contactTimes = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
  { value: 'any', label: 'Any time' },
] as const satisfies readonly Option[];

export const availabilityOptions = [
  { value: 'full-time', label: 'Full-time (30+ hours/week)' },
  { value: 'part-time', label: 'Part-time (15-30 hours/week)' },
  { value: 'weekends', label: 'Weekends only' },
  { value: 'evenings', label: 'Evenings/nights' },
  { value: 'live-in', label: 'Live-in care' },
  { value: 'flexible', label: 'Flexible/as needed' },
] as const satisfies readonly Option[];

export const transportationOptions = [
  { value: 'own-vehicle', label: 'I have my own reliable vehicle with insurance' },
  { value: 'public-transport', label: 'I use public transportation' },
  { value: 'need-transport', label: 'I need transportation assistance' },
] as const satisfies readonly Option[];

/** How a family found us: the owner's report counts each. */
export const heardFromOptions = [
  { value: 'google-search', label: 'Google search' },
  { value: 'google-maps', label: 'Google Maps' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'hospital', label: 'Hospital or discharge planner' },
  { value: 'doctor', label: "Doctor's office" },
  { value: 'friend', label: 'Friend or family' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** How an applicant found the job. */
export const jobHeardFromOptions = [
  { value: 'job-board', label: 'A job website (Indeed and the like)' },
  { value: 'google-search', label: 'Google search' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'caregiver', label: 'One of our caregivers' },
  { value: 'friend', label: 'Friend or family' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const howSoonOptions = [
  { value: 'now', label: 'Right away' },
  { value: 'week', label: 'Within a week' },
  { value: 'month', label: 'Within a month' },
  { value: 'looking', label: 'Just looking for now' },
] as const satisfies readonly Option[];

export const paymentOptions = [
  { value: 'private', label: 'Private pay' },
  { value: 'ltc-insurance', label: 'Long-term care insurance' },
  { value: 'veterans', label: "Veterans' benefits" },
  { value: 'medicaid-waiver', label: 'Medicaid waiver' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly Option[];

// prettier-ignore
const stateNames: [code: string, name: string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
  ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

export const usStates: Option[] = stateNames.map(([value, label]) => ({ value, label }));

/** The agency works in Georgia, so the application starts there. */
export const defaultState = 'GA';
