import { serviceArea } from '../data/business.json';
import { placeList } from '../data/places';
import { paths, type NavItem } from './paths';

export const places = placeList.map((place) => ({
  ...place,
  zips: serviceArea.places.find((served) => served.place === place.id)?.zips ?? [],
}));

export type Place = (typeof places)[number];
export type PlaceId = Place['id'];
export type CountyId = Place['counties'][number];

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
