import { sourced } from '../content/sourced';

/**
 * Hospitals and public services near the places the agency serves, named on the area pages.
 * Each is a fact about a real organisation, kept with the page where it can be checked: every
 * one is listed in the launch warning until checked there (see `sourced`). Names are proper
 * nouns and read the same in every language.
 */
export const hospitals = {
  'wellstar-douglas': sourced(
    { name: 'Wellstar Douglas Medical Center', city: 'Douglasville' },
    'https://www.wellstar.org/locations/hospital/douglas-medical-center',
  ),
  'wellstar-cobb': sourced(
    { name: 'Wellstar Cobb Medical Center', city: 'Austell' },
    'https://www.wellstar.org/locations/hospital/cobb-medical-center',
  ),
  'tanner-villa-rica': sourced(
    { name: 'Tanner Medical Center/Villa Rica', city: 'Villa Rica' },
    'https://www.tanner.org/locations/tanner-medical-center-villa-rica',
  ),
  'piedmont-fayette': sourced(
    { name: 'Piedmont Fayette Hospital', city: 'Fayetteville' },
    'https://www.piedmont.org/locations/piedmont-fayette',
  ),
  grady: sourced(
    { name: 'Grady Memorial Hospital', city: 'Atlanta' },
    'https://www.gradyhealth.org/location/grady-memorial-hospital/',
  ),
} as const;

export type HospitalId = keyof typeof hospitals;

/**
 * Public help for older adults and their families: who answers, and the number to call when it
 * is a statewide or regional line.
 */
export const localResources = {
  // The Area Agency on Aging for Douglas, Cobb and Fulton counties, through its Empowerline.
  empowerline: sourced(
    {
      name: 'Empowerline (Atlanta Regional Commission Area Agency on Aging)',
      phone: { display: '404-463-3333', href: 'tel:+14044633333' },
    },
    'https://empowerline.org/',
  ),
  // Carroll County's Area Agency on Aging, for the Villa Rica side outside Douglas County.
  'three-rivers-aaa': sourced(
    { name: 'Three Rivers Regional Commission Area Agency on Aging' },
    'https://www.threeriversrc.com/area-agency-on-aging',
  ),
  // Georgia's Aging and Disability Resource Connection: one statewide number for every region.
  'georgia-adrc': sourced(
    {
      name: 'Georgia Aging and Disability Resource Connection',
      phone: { display: '1-866-552-4464', href: 'tel:+18665524464' },
    },
    'https://aging.georgia.gov/',
  ),
  // Free Medicare counselling, reached through the same statewide number.
  'georgia-cares': sourced({ name: 'GeorgiaCares' }, 'https://aging.georgia.gov/georgiacares'),
  'douglas-senior-services': sourced(
    { name: 'Douglas County Senior Services' },
    'https://www.celebratedouglascounty.com/',
  ),
  'cobb-senior-services': sourced(
    { name: 'Cobb Senior Services' },
    'https://www.cobbcounty.org/community-services/senior-services',
  ),
  'fulton-senior-services': sourced(
    { name: 'Fulton County Senior Services' },
    'https://www.fultoncountyga.gov/inside-fulton-county/fulton-county-departments/senior-services',
  ),
  'carroll-senior-center': sourced(
    { name: 'Carroll County Senior Center' },
    'https://www.carrollcountyga.com/',
  ),
  'va-atlanta': sourced(
    { name: 'Atlanta VA Medical Center', city: 'Decatur' },
    'https://www.va.gov/atlanta-health-care/',
  ),
} as const;

export type ResourceId = keyof typeof localResources;
