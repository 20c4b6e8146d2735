import data from '../data/business.json';
import type { Business } from '../data/schema/business';
import type { PagesView } from '../data/schema/pagesView';
import { telHref } from '../lib/telHref';

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as PagesView<Business>;

/**
 * Every business fact the site, the emails and the structured data show, in no language: the
 * facts of `src/data/business.json`, which staff edit at /admin/, as the file has them, and the
 * few the code adds. How each language words them (tagline, hours, service area) is in
 * `businessCopy.ts` and its twins. Nothing else hard-codes them.
 */
export const business = {
  ...facts,
  phone: { display: facts.contact.phone, href: telHref(facts.contact.phone) },
  email: facts.contact.email,
  town: { ...facts.town, country: 'US' },
  licenseState: 'Georgia',
  rating: { value: facts.figures.rating, outOf: 5 },
  /** Where the office is: every office hour and call-back time is in this zone. */
  timeZone: 'America/New_York',
  /** The day the accessibility statement (/accessibility) was last checked against the site. */
  accessibilityReviewed: '2026-11-26',
  /** The areas the agency serves, as schema.org names them; each language words them itself. */
  serviceArea: [
    { kind: 'AdministrativeArea', id: 'douglas-county' },
    { kind: 'AdministrativeArea', id: 'cobb-county' },
    { kind: 'AdministrativeArea', id: 'fulton-county' },
    { kind: 'AdministrativeArea', id: 'carroll-county' },
    { kind: 'Place', id: 'metro-atlanta' },
  ],
  /**
   * The ZIP codes the agency serves, from every place's. A ZIP outside them gets a note in the
   * form and a flag in the staff email, never a refusal.
   */
  servedZips: facts.serviceArea.places.flatMap((place) => place.zips) as readonly string[],
} as const;

export type SocialNetwork = (typeof business.social)[number]['network'];

export type DayOfWeek = (typeof business.officeHours)[number]['dayOfWeek'][number];
export type ServiceAreaId = (typeof business.serviceArea)[number]['id'];

/** "Douglasville, GA": the same in every language. */
export const location = `${business.town.city}, ${business.town.state}`;
