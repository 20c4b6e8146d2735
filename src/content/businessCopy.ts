import { listInWords } from '../lib/words';
import { business, type DayOfWeek, type ServiceAreaId } from './business';

/** How English words the business facts; `es/businessCopy.ts` words them in Spanish. */
export interface BusinessCopy {
  readonly tagline: string;
  readonly blurb: string;
  /** The line under the office hours: phones never close. */
  readonly alwaysOpen: string;
  /** Each of `business.officeHours`, in words. */
  readonly officeHours: readonly { readonly days: string; readonly hours: string }[];
  /** All of `business.officeHours` as one phrase for running text, without a final stop. */
  readonly officeHoursInText: string;
  /** Each of `business.serviceArea`, by name. */
  readonly serviceArea: readonly string[];
  /** A reply promised in business days, for running text: "within 2 business days". */
  readonly withinBusinessDays: (days: number) => string;
  /**
   * When a family who writes hears back (`business.responseTargets`, as the staff email and the
   * acknowledgement compute it), for running text: "within an hour in office hours, …".
   */
  readonly familyReply: string;
  /** When an applicant hears back, for running text: "within 2 business days". */
  readonly applicantReply: string;
}

const dayNames: Record<DayOfWeek, string> = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
};

const areaNames: Record<ServiceAreaId, string> = {
  'douglas-county': 'Douglas County',
  'fulton-county': 'Fulton County',
  'metro-atlanta': 'Metro Atlanta',
};

/** "Monday–Friday", or "Saturday" for one day. */
function dayRange(days: readonly DayOfWeek[]): string {
  const [first, last] = [days[0], days.at(-1)];
  if (!first || !last) return '';
  return first === last ? dayNames[first] : `${dayNames[first]}–${dayNames[last]}`;
}

/** "8:00 AM" from "08:00". */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const officeHours = business.officeHours.map(({ dayOfWeek, opens, closes }) => ({
  days: dayRange(dayOfWeek),
  hours: `${clock(opens)}–${clock(closes)}`,
}));

const targets = business.responseTargets;

/** "an hour", "2 hours", "30 minutes". */
function span(minutes: number): string {
  if (minutes === 60) return 'an hour';
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

function withinBusinessDays(days: number): string {
  return `within ${days} business ${days === 1 ? 'day' : 'days'}`;
}

export const businessCopy: BusinessCopy = {
  tagline: 'Compassion that comes to you.',
  blurb:
    'Non-medical in-home care for older adults in Douglasville and the west side of Metro Atlanta: companionship, personal care and help around the home, from caregivers who live nearby.',
  alwaysOpen: 'Phone and emergency support 24/7',
  officeHours,
  /** "Monday–Friday, 8:00 AM–6:00 PM; Saturday, 9:00 AM–4:00 PM". */
  officeHoursInText: officeHours.map((o) => `${o.days}, ${o.hours}`).join('; '),
  serviceArea: business.serviceArea.map(({ id }) => areaNames[id]),
  withinBusinessDays,
  familyReply: `within ${span(targets.familyOfficeMinutes)} in office hours, or ${span(targets.familyOfficeMinutes)} after we next open`,
  applicantReply: withinBusinessDays(targets.applicantBusinessDays),
};

/** "Douglas County, Fulton County, and Metro Atlanta", for running text. */
export const serviceAreaText = listInWords(businessCopy.serviceArea);

/** "Licensed and insured in Georgia (license no. …)", the number once the owner has entered it. */
export const licensedLine = `Licensed and insured in ${business.licenseState}${
  business.license.number ? ` (license no. ${business.license.number})` : ''
}`;

export function copyrightLine(year: number): string {
  return `© ${year} ${business.name}. ${licensedLine}.`;
}
