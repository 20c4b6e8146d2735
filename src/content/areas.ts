import type { CountyId } from '../config/areas';
import { business } from './business';

/**
 * The words of the service-area pages that are not about one place: the list at `/areas`, and
 * the labels and closing every place's page shares. Each place's own words are in `places/`.
 */
export const areas = {
  countyLabel: 'County',
  countyNames: {
    douglas: 'Douglas County',
    carroll: 'Carroll and Douglas counties',
    cobb: 'Cobb County',
    fulton: 'Fulton County',
  } satisfies Record<CountyId, string>,
  list: {
    heading: 'Towns and ZIP codes we serve',
    intro:
      'Pick your town to see the ZIP codes we cover there, the hospitals we work with when someone comes home, and local help for older adults.',
    zipCodes: 'ZIP codes',
    placeLink: (name: string) => `Home care in ${name}`,
  },
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
