import type { PlaceId } from './areas';
import type { ServiceId } from './services';

/**
 * What each place's page lists, in its order, the same in every language: the services families
 * there ask for most, the nearby hospitals and the public help. The words about each are in
 * content/places/<id>.ts and its twin, by id. Only the place pages import this. Every public
 * service listed shows a number to call (`resourcePhone` in config/localResources.ts).
 */
export const placeOutlines = {
  douglasville: {
    services: ['personal-care', 'companion-care', 'transportation'],
    hospitals: ['wellstar-douglas', 'wellstar-cobb', 'grady'],
    resources: ['douglas-senior-services', 'empowerline', 'georgia-cares'],
  },
  'lithia-springs': {
    services: ['respite-care', 'meal-preparation', 'light-housekeeping'],
    hospitals: ['wellstar-cobb', 'wellstar-douglas', 'grady'],
    resources: ['empowerline', 'georgia-adrc', 'va-benefits'],
  },
  winston: {
    services: ['live-in-care', 'respite-care', 'transportation'],
    hospitals: ['wellstar-douglas', 'tanner-villa-rica'],
    resources: ['empowerline', 'three-rivers-aaa', 'douglas-senior-services', 'va-benefits'],
  },
  'villa-rica': {
    services: ['transportation', 'companion-care', 'respite-care'],
    hospitals: ['tanner-villa-rica', 'wellstar-douglas'],
    resources: ['three-rivers-aaa', 'empowerline', 'northwest-georgia-aaa', 'georgia-adrc'],
  },
  austell: {
    services: ['personal-care', 'alzheimers-support', 'respite-care'],
    hospitals: ['wellstar-cobb', 'wellstar-douglas'],
    resources: [
      'cobb-senior-services',
      'douglas-senior-services',
      'empowerline',
      'northwest-georgia-aaa',
    ],
  },
  'south-fulton': {
    services: ['transportation', 'alzheimers-support', 'live-in-care'],
    hospitals: ['grady', 'piedmont-fayette'],
    resources: ['fulton-senior-services', 'empowerline', 'va-benefits'],
  },
} as const satisfies Record<
  PlaceId,
  {
    services: readonly ServiceId[];
    hospitals: readonly string[];
    resources: readonly string[];
  }
>;
