/*
 * Where the agency's photos go, apart from the photos' schema: the pages read the list without
 * loading yup. An empty slot shows its illustration.
 */

export const photoSlots = [
  'home-hero',
  'home-welcome',
  'home-mobility',
  'about-hero',
  'about-story',
  'services-hero',
  'services-companionship',
  'services-mobility',
  'careers-hero',
] as const;
export type PhotoSlotName = (typeof photoSlots)[number];

/** Each slot as the editor names it: the page, then the place on it. */
export const photoSlotNames: Record<PhotoSlotName, string> = {
  'home-hero': 'Home page: at the top',
  'home-welcome': 'Home page: beside "welcome"',
  'home-mobility': 'Home page: beside getting around safely',
  'about-hero': 'About us: at the top',
  'about-story': 'About us: beside our story',
  'services-hero': 'Services: at the top',
  'services-companionship': 'Services: beside companionship',
  'services-mobility': 'Services: beside mobility',
  'careers-hero': 'Careers: at the top',
};
