import { splitLocale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import { forms } from '#src/forms/registry';

/**
 * The kinds of page the owner's speed figures are given for: each kind is built alike, so its
 * pages load alike, and a figure per kind has enough views to mean something.
 */
export const pageKinds = ['home', 'service', 'place', 'job', 'form', 'other'] as const;
export type PageKind = (typeof pageKinds)[number];

const formPages = new Set<string>(Object.values(forms).map((form) => paths[form.shownOn]));
const servicePages = new Set<string>([paths.services, paths.payingForCare]);
const placePrefix = `${paths.areas}/`;
const jobPrefix = `${paths.careers}/`;

/** The kind of a counted page (`/es/contact`, `/areas/villa-rica`, or `other`). */
export function pageKindOf(page: string): PageKind {
  const { path } = splitLocale(page);
  if (path === paths.home) return 'home';
  if (servicePages.has(path)) return 'service';
  if (formPages.has(path)) return 'form';
  if (path === paths.areas || path.startsWith(placePrefix)) return 'place';
  if (path === paths.careers || path.startsWith(jobPrefix)) return 'job';
  return 'other';
}

export function isPageKind(value: string): value is PageKind {
  return (pageKinds as readonly string[]).includes(value);
}
