import { placeList as places } from '../places';

/** The places the agency serves, by id, each named as the content editor offers it. */
export const placeIds = places.map((place) => place.id);

export const placeNames: Record<string, string> = Object.fromEntries(
  places.map((place) => [place.id, place.name]),
);
