import { placeById, type PlaceId } from '../../config/areas';
import { openOn } from '../../content/openingsOpen';
import { listingDay } from '../../config/today';
import { locale } from '../../content/locale';
import { emptyValues, registered, type Unregistered, type ValuesOf } from '../definition';
import { limits } from '../limits';
import { byLabel, optionsOf } from '../options';
import { applicationForm } from './words';

const { sections, choices } = applicationForm;

// prettier-ignore
const stateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
] as const;

/**
 * The jobs open on the build's day in the pages, which Vite builds with their titles defined,
 * so the pages carry no job's words but its title; in the functions, the openings file on the
 * day the function started.
 */
const openJobs =
  typeof __OPEN_POSITIONS__ === 'undefined' ? openOn(listingDay) : __OPEN_POSITIONS__;

/**
 * Each job still open, named by its title and its place: "Companion Caregiver (South Fulton)".
 * A job past its last day is neither offered nor accepted.
 */
const positionOptions = openJobs.map((opening) => ({
  value: opening.id,
  label: `${opening.title} (${placeById(opening.place as PlaceId).name})`,
}));

/**
 * The opening a link to the application names (`?position=<id>`), if it is one of those offered;
 * anything else is ignored, and the applicant chooses.
 */
export function positionFromQuery(search: string): string | undefined {
  const asked = new URLSearchParams(search).get('position');
  return positionOptions.find((option) => option.value === asked)?.value;
}

/** The agency works in Georgia, so the application starts there. */
const defaultState = 'GA';

/** The caregiver application, field by field, in the order an applicant fills it in. */
export const applicationDefinition = registered('apply', {
  takesResume: true,
  copy: applicationForm.fields,
  fields: [
    {
      name: 'firstName',
      kind: 'text',
      required: true,
      max: limits.name,
      autoComplete: 'given-name',
      section: sections.personal,
    },
    {
      name: 'lastName',
      kind: 'text',
      required: true,
      max: limits.name,
      autoComplete: 'family-name',
      besidePrevious: true,
    },
    { name: 'email', kind: 'email', required: true, max: limits.email, autoComplete: 'email' },
    {
      name: 'phone',
      kind: 'tel',
      required: true,
      max: limits.phone,
      autoComplete: 'tel',
      besidePrevious: true,
    },
    {
      name: 'address',
      kind: 'text',
      required: true,
      max: limits.line,
      autoComplete: 'street-address',
    },
    {
      name: 'city',
      kind: 'text',
      required: true,
      max: limits.name,
      autoComplete: 'address-level2',
    },
    {
      name: 'state',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: byLabel(optionsOf(stateCodes, choices.state), locale),
      initial: defaultState,
      autoComplete: 'address-level1',
      besidePrevious: true,
    },
    {
      name: 'zipCode',
      kind: 'zip',
      required: true,
      max: limits.zip,
      autoComplete: 'postal-code',
    },
    {
      name: 'position',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: positionOptions,
      section: sections.work,
      reported: true,
    },
    {
      name: 'availability',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: optionsOf(
        ['full-time', 'part-time', 'weekends', 'evenings', 'live-in', 'flexible'],
        choices.availability,
      ),
    },
    {
      name: 'transportation',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: optionsOf(
        ['own-vehicle', 'public-transport', 'need-transport'],
        choices.transportation,
      ),
      besidePrevious: true,
    },
    { name: 'experience', kind: 'longText', required: true, max: limits.long },
    { name: 'certifications', kind: 'longText', required: false, max: limits.long },
    { name: 'references', kind: 'longText', required: false, max: limits.long },
    { name: 'motivation', kind: 'longText', required: true, max: limits.long },
    {
      name: 'heardFrom',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: optionsOf(
        ['job-board', 'google-search', 'facebook', 'caregiver', 'friend', 'other'],
        choices.heardFrom,
      ),
      reported: true,
    },
  ],
} as const satisfies Unregistered<typeof applicationForm.fields>);

export type ApplicationValues = ValuesOf<typeof applicationDefinition>;

export const emptyApplication: ApplicationValues = emptyValues(applicationDefinition);

/** Where the application's draft is kept between reloads of the tab. */
export const APPLICATION_DRAFT_KEY = 'hearthside:application-draft';
