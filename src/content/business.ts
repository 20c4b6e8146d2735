import { places } from '../config/areas';
import { sample } from './sample';

/**
 * Every business fact the site, the emails and the structured data show, in no language: how
 * each language words them (tagline, hours, service area) is in `businessCopy.ts` and its
 * twins. Nothing else hard-codes them. Phone and email are values reserved for fiction until
 * launch.
 */
export const business = {
  name: 'Hearthside Senior Care',
  phone: {
    display: '(770) 555-0142',
    href: 'tel:+17705550142',
  },
  email: 'care@hearthsideseniorcare.example',
  town: { city: 'Douglasville', state: 'GA', country: 'US' },
  licenseState: 'Georgia',
  foundingYear: 2014,
  founder: sample(
    { name: 'Margaret Ellison', role: 'Founder' },
    "the founder's real name and role",
  ),
  stats: {
    familiesServed: '500+',
    yearsExperience: '10+',
    support: '24/7',
  },
  rating: { value: 4.9, outOf: 5 },
  officeHours: [
    {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
  ],
  /** Where the office is: every office hour and call-back time is in this zone. */
  timeZone: 'America/New_York',
  /**
   * How soon staff call back (shared/DECISIONS.md): a family within an hour of office time,
   * an applicant by the close of the second business day (Monday to Friday) after the day
   * they applied.
   */
  responseTarget: {
    family: { officeMinutes: 60 },
    applicant: { businessDays: 2 },
  },
  /**
   * The accessibility statement (/accessibility): the day it was last checked against the site,
   * and how soon staff answer someone who reports a problem with the site (Monday to Friday).
   */
  accessibility: {
    reviewed: '2026-11-24',
    response: sample(
      { businessDays: 2 },
      'the reply time the agency promises to a visitor who reports an accessibility problem',
    ),
  },
  /** The areas the agency serves, as schema.org names them; each language words them itself. */
  serviceArea: [
    { kind: 'AdministrativeArea', id: 'douglas-county' },
    { kind: 'AdministrativeArea', id: 'fulton-county' },
    { kind: 'Place', id: 'metro-atlanta' },
  ],
  /**
   * The ZIP codes the agency serves, place by place (config/areas.ts). A ZIP outside them gets a
   * note in the form and a flag in the staff email, never a refusal.
   */
  servedZips: sample(
    places.flatMap((place) => place.zips) as readonly string[],
    'the places and ZIP codes the agency really serves (config/areas.ts), confirmed by the owner',
  ),
  /**
   * What an hour of care costs, in US dollars, from the lowest to the highest rate (nights,
   * weekends and more complex care cost more): the estimator on /paying-for-care reads it.
   */
  hourlyRate: sample(
    { min: 28, max: 34 },
    "the agency's real hourly rates for care at home, lowest to highest",
  ),
  /**
   * Where families read the agency's reviews and leave one: its Google Business Profile. The
   * site links to them and never marks up a rating of its own (Google ignores, and may penalise,
   * self-served review markup).
   */
  reviews: sample(
    {
      read: 'https://www.google.com/search?q=Hearthside+Senior+Care+Douglasville+GA+reviews',
      write: 'https://search.google.com/local/writereview?placeid=PLACE_ID',
    },
    "the agency's Google Business Profile links: its reviews, and its 'write a review' link (Business Profile → Ask for reviews)",
  ),
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'X (Twitter)', href: 'https://twitter.com/' },
  ],
} as const;

export type SocialNetwork = (typeof business.social)[number]['network'];

export type DayOfWeek = (typeof business.officeHours)[number]['dayOfWeek'][number];
export type ServiceAreaId = (typeof business.serviceArea)[number]['id'];

/** "Douglasville, GA": the same in every language. */
export const location = `${business.town.city}, ${business.town.state}`;
