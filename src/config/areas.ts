import type { NavItem } from '../content/navigation';
import { serviceArea } from '../data/business.json';
import { paths } from './paths';

/**
 * The places the agency serves, each with a page of its own at `/areas/<id>` (and its Spanish
 * twin). Names are proper nouns, the same in every language; each place's words are in
 * `content/places/<id>.ts` and its twins. Its ZIP codes are a business fact staff edit
 * (`src/data/business.json`).
 */
const placeList = [
  { id: 'douglasville', name: 'Douglasville', county: 'douglas' },
  { id: 'lithia-springs', name: 'Lithia Springs', county: 'douglas' },
  { id: 'winston', name: 'Winston', county: 'douglas' },
  // A little over half of Villa Rica is in Carroll County, the rest in Douglas; its ZIP code
  // also takes in addresses in unincorporated Paulding County. The agency serves the whole ZIP code.
  { id: 'villa-rica', name: 'Villa Rica', county: 'carroll' },
  // Austell, with Mableton and Powder Springs next door in south Cobb.
  { id: 'austell', name: 'Austell', county: 'cobb' },
  // ZIP codes in the City of South Fulton, Union City, Fairburn, Palmetto, College Park and East
  // Point: the page claims only those listed, not every address in those cities.
  { id: 'south-fulton', name: 'South Fulton', county: 'fulton' },
] as const;

export const places = placeList.map((place) => ({
  ...place,
  zips: serviceArea.places.find((served) => served.place === place.id)?.zips ?? [],
}));

export type Place = (typeof places)[number];
export type PlaceId = Place['id'];
export type CountyId = Place['county'];

export const placeIds = places.map((place) => place.id) as PlaceId[];

export function placeById(id: PlaceId): Place {
  const place = places.find((candidate) => candidate.id === id);
  if (!place) throw new Error(`No place "${id}" in config/areas.ts`);
  return place;
}

/** The page about one place, under the list of them all. */
export function placePath(id: PlaceId): string {
  return `${paths.areas}/${id}`;
}

/** Links to every place's page, named as the place is called in every language. */
export const placeLinks: NavItem[] = places.map((place) => ({
  label: place.name,
  to: placePath(place.id),
}));
