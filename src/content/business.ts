import data from '../data/business.json';
import type { Business } from '../data/schema/business';
import { telHref } from '../lib/usPhone';

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as Business;

/**
 * Every business fact the site, the emails and the structured data show, in no language, from
 * `src/data/business.json`, which staff edit at /admin/. How each language words them (tagline,
 * hours, service area) is in `businessCopy.ts` and its twins. Nothing else hard-codes them.
 */
export const business = {
  name: facts.name,
  phone: { display: facts.contact.phone, href: telHref(facts.contact.phone) },
  email: facts.contact.email,
  town: { ...facts.town, country: 'US' },
  licenseState: 'Georgia',
  /** The number on the agency's Georgia permit; empty until the owner has entered it. */
  licenseNumber: facts.license.number ?? '',
  foundingYear: facts.foundingYear,
  founder: facts.founder,
  stats: {
    familiesServed: facts.figures.familiesServed,
    yearsExperience: facts.figures.yearsExperience,
    support: facts.figures.support,
  },
  rating: { value: facts.figures.rating, outOf: 5 },
  officeHours: facts.officeHours.map(({ days, opens, closes }) => ({
    dayOfWeek: days,
    opens,
    closes,
  })),
  /** Where the office is: every office hour and call-back time is in this zone. */
  timeZone: 'America/New_York',
  /**
   * How soon staff call back (shared/DECISIONS.md): a family within this many minutes of office
   * time, an applicant by the close of this many business days (Monday to Friday) after the day
   * they applied.
   */
  responseTarget: {
    family: { officeMinutes: facts.responseTargets.familyOfficeMinutes },
    applicant: { businessDays: facts.responseTargets.applicantBusinessDays },
  },
  /**
   * The accessibility statement (/accessibility): the day it was last checked against the site,
   * and how soon staff answer someone who reports a problem with the site (Monday to Friday).
   */
  accessibility: {
    reviewed: '2026-11-24',
    response: { businessDays: facts.responseTargets.accessibilityBusinessDays },
  },
  /** The areas the agency serves, as schema.org names them; each language words them itself. */
  serviceArea: [
    { kind: 'AdministrativeArea', id: 'douglas-county' },
    { kind: 'AdministrativeArea', id: 'fulton-county' },
    { kind: 'Place', id: 'metro-atlanta' },
  ],
  /**
   * The ZIP codes the agency serves, place by place. A ZIP outside them gets a note in the form
   * and a flag in the staff email, never a refusal.
   */
  servedZips: facts.serviceArea.places.flatMap((place) => place.zips) as readonly string[],
  /** What an hour of care costs, in US dollars: the estimator on /paying-for-care reads it. */
  hourlyRate: { min: facts.hourlyRate.min, max: facts.hourlyRate.max },
  /**
   * Where families read the agency's reviews and leave one: its Google Business Profile. The
   * site links to them and never marks up a rating of its own (Google ignores, and may penalise,
   * self-served review markup).
   */
  reviews: { read: facts.reviews.read, write: facts.reviews.write },
  social: facts.social,
} as const;

export type SocialNetwork = (typeof business.social)[number]['network'];

export type DayOfWeek = (typeof business.officeHours)[number]['dayOfWeek'][number];
export type ServiceAreaId = (typeof business.serviceArea)[number]['id'];

/** "Douglasville, GA": the same in every language. */
export const location = `${business.town.city}, ${business.town.state}`;
