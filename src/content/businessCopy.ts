import { listInWords } from '../lib/words';
import { business, type DayOfWeek, type ServiceAreaId } from './business';

/** How English words the business facts; `es/businessCopy.ts` words them in Spanish. */
export interface BusinessCopy {
  readonly tagline: string;
  readonly blurb: string;
  /**
   * The line under the office hours when the phone is answered at any hour
   * (`business.claims.phoneAnyHour`); without that claim, nothing.
   */
  readonly alwaysOpen: string | undefined;
  /** When a person answers the phone, for running text after "call us": "at any hour, day or night". */
  readonly phoneReach: string;
  /** The heading over the promise of help by phone: "24/7 Support" only when it holds. */
  readonly supportTitle: string;
  /** The home page's figure for round-the-clock support, when the claim holds. */
  readonly supportStat: { readonly value: string; readonly label: string } | undefined;
  /** What to do if it is urgent, as the confirmation pages and the acknowledgement say it. */
  readonly urgent: string;
  /**
   * The agency's licence and insurance in words, only once the owner lets the site say so
   * (`business.claims.licensedAndInsured`): `line` is "Licensed and insured in Georgia (private
   * home care provider license no. …)", the licence Georgia issues (DCH, Rule 111-8-65) and its
   * number once the owner has entered it; `brief` the same without the number, for a page's
   * description; `title` a card's heading.
   */
  readonly licensed:
    | {
        readonly line: string;
        readonly brief: string;
        readonly title: string;
        /** The claim as a sentence of its own, without a final stop, for a card's text. */
        readonly sentence: string;
      }
    | undefined;
  /** Whether caregivers who drive clients are paid mileage (`business.mileage`), as a sentence. */
  readonly mileage: string;
  /** The FAQ's answer to "Are you licensed and insured?", as the same claim allows. */
  readonly licensedAnswer: string;
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
  /** How soon care can start after the consultation, in many cases: "within 24–48 hours". */
  readonly careStart: string;
  /**
   * The offer every page that advertises Alzheimer's or dementia care makes, as Georgia's
   * Alzheimer's disclosure law asks: `offer` is the link's words; `form` the form itself
   * (`business.claims.dementiaCare.disclosure`) once the office has linked it, and until then
   * undefined, when the offer leads to the contact page.
   */
  readonly alzheimersDisclosure: { readonly offer: string; readonly form: string | undefined };
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
  'cobb-county': 'Cobb County',
  'fulton-county': 'Fulton County',
  'carroll-county': 'Carroll County',
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
const { claims } = business;

/** When a person answers the phone (`claims.phoneAnyHour`), for running text. */
const phoneReach = claims.phoneAnyHour.holds
  ? 'at any hour, day or night'
  : 'whenever our office is open';

/** " (private home care provider license no. …)" once the owner has entered the number. */
const licenseNumber = business.license.number
  ? ` (private home care provider license no. ${business.license.number})`
  : '';

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
  // Not "emergency support": a non-medical agency is never the number to call instead of 911.
  alwaysOpen: claims.phoneAnyHour.holds
    ? `We answer the phone ${phoneReach}, for urgent calls too`
    : undefined,
  phoneReach,
  supportTitle: claims.phoneAnyHour.holds ? '24/7 Support' : 'An Office That Answers',
  supportStat: claims.phoneAnyHour.holds
    ? { value: '24/7', label: 'Support Available' }
    : undefined,
  urgent: claims.phoneAnyHour.holds
    ? `If it is urgent, call us now at ${business.phone.display}. We answer the phone ${phoneReach}. In an emergency, call 911.`
    : `If it is urgent, call us at ${business.phone.display} ${phoneReach}. In an emergency, call 911.`,
  licensed: claims.licensedAndInsured.holds
    ? {
        line: `Licensed and insured in ${business.licenseState}${licenseNumber}`,
        brief: `Licensed and insured in ${business.licenseState}`,
        title: 'Licensed & Insured',
        sentence: `We are licensed and insured in ${business.licenseState}${licenseNumber}`,
      }
    : undefined,
  mileage: business.mileage.paid
    ? 'We pay mileage for the miles you drive with a client.'
    : 'We do not pay mileage.',
  licensedAnswer: claims.licensedAndInsured.holds
    ? `Yes. ${business.name} is licensed and insured in ${business.licenseState}${licenseNumber}. Ask us for the details at your consultation.`
    : 'Ask us at your free consultation, and we will go through our license and insurance with you.',
  officeHours,
  /** "Monday–Friday, 8:00 AM–6:00 PM; Saturday, 9:00 AM–4:00 PM". */
  officeHoursInText: officeHours.map((o) => `${o.days}, ${o.hours}`).join('; '),
  serviceArea: business.serviceArea.map(({ id }) => areaNames[id]),
  withinBusinessDays,
  familyReply: `within ${span(targets.familyOfficeMinutes)} in office hours, or ${span(targets.familyOfficeMinutes)} after we next open`,
  applicantReply: withinBusinessDays(targets.applicantBusinessDays),
  careStart: `within ${targets.careStartHours.soonest}–${targets.careStartHours.latest} hours`,
  alzheimersDisclosure: {
    offer: "Ask us for our Alzheimer's disclosure form",
    form: claims.dementiaCare.disclosure || undefined,
  },
};

const counties = business.serviceArea.filter(({ kind }) => kind === 'AdministrativeArea');
const otherAreas = business.serviceArea.filter(({ kind }) => kind !== 'AdministrativeArea');

/**
 * "Douglas, Cobb, Fulton and Carroll counties, and Metro Atlanta", for running text: the counties
 * named once, as people say them.
 */
export const serviceAreaText = listInWords([
  `${listInWords(counties.map(({ id }) => areaNames[id].replace(/ County$/, ''))).replace(/, and /, ' and ')} ${counties.length > 1 ? 'counties' : 'County'}`,
  ...otherAreas.map(({ id }) => areaNames[id]),
]);

export function copyrightLine(year: number): string {
  return [`© ${year} ${business.name}.`, businessCopy.licensed && `${businessCopy.licensed.line}.`]
    .filter(Boolean)
    .join(' ');
}
