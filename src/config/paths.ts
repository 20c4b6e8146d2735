/** Every page's path, used by links, the route table, the prerender step and the tests. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  careers: '/careers',
  faq: '/faq',
  contact: '/contact',
  apply: '/apply',
  privacy: '/privacy',
  accessibility: '/accessibility',
  areas: '/areas',
  payingForCare: '/paying-for-care',
} as const;

export type PageKey = keyof typeof paths;

/** A link in a menu or a list of links: its words and where it goes. */
export interface NavItem {
  label: string;
  to: string;
}

/**
 * Where a form posted without JavaScript lands when the trouble is not one form's own: each
 * form's "sent" and "check your answers" pages are named from it (`src/forms/formPages.ts`).
 * Not indexed, not in the sitemap.
 */
export const confirmationPaths = {
  notSent: '/not-sent',
  tooLarge: '/form-too-large',
  resumeTooLarge: '/resume-too-large',
  tooManyTries: '/too-many-tries',
  crossSite: '/form-not-accepted',
} as const;

export type ConfirmationKey = keyof typeof confirmationPaths;

export const pageKeys = Object.keys(paths) as PageKey[];

/** A link to one service's card on the services page. */
export function serviceAnchor(id: string): string {
  return `${paths.services}#${id}`;
}

/** The page of one job opening, under the list of them all. */
export function openingPath(id: string): string {
  return `${paths.careers}/${id}`;
}
