import type { CountyId } from '../config/areas';
import { listInWords } from '../lib/words';
import { business } from './business';

/**
 * The words of the service-area pages that are not about one place: the list at `/areas`, and
 * the labels and closing every place's page shares. Each place's own words are in `places/`.
 */
export const areas = {
  countyLabel: (count: number) => (count === 1 ? 'County' : 'Counties'),
  countyNames: {
    douglas: 'Douglas',
    carroll: 'Carroll',
    paulding: 'Paulding',
    cobb: 'Cobb',
    fulton: 'Fulton',
    clayton: 'Clayton',
    coweta: 'Coweta',
  } satisfies Record<CountyId, string>,
  /** The counties a place's ZIP codes reach, as a list: "Carroll, Douglas, and Paulding". */
  counties: (names: readonly string[]) => listInWords(names),
  list: {
    heading: 'Towns and ZIP codes we serve',
    intro:
      'Pick your town to see the ZIP codes we cover there, the nearby hospitals, and local help for older adults.',
    zipCodes: 'ZIP codes',
    placeLink: (name: string) => `Home care in ${name}`,
  },
  /**
   * After the number of a public service a place page lists that has no line of its own on file:
   * the line that reaches it, by name.
   */
  phoneThrough: (line: string) => `through the ${line}`,
  notListed: {
    heading: 'Not on the list?',
    text: `We often help families just outside these towns. Call us at ${business.phone.display} and we will tell you straight away whether we can send a caregiver, and if we cannot, who can.`,
  },
  closing: {
    title: 'Talk with us about care at home',
    text: 'Tell us about your loved one. A free consultation at home costs nothing and commits you to nothing.',
  },
};

export type AreasContent = typeof areas;
