import type { Testimonial as Entry } from '../data/schema/testimonials';

type StarRating = 1 | 2 | 3 | 4 | 5;

/** A quote as the page shows it, in the language of the page. */
export interface Testimonial {
  readonly name: string;
  /** Who the person is to the agency, e.g. "Daughter of a client, Douglasville". */
  readonly relation: string;
  readonly text: string;
  readonly rating: StarRating;
  /**
   * Shown with the quote when its words are a translation, not the ones the person gave, such
   * as "(traducido del inglés)": a translation must not pass for their own words.
   */
  readonly translationNote?: string;
}

/**
 * The quotes one page shows, in the file's order. A quote needs the date its person gave written
 * permission (FTC 16 CFR 465); a stand-in marked sample shows before launch, and the launch gate
 * keeps it off the live site. A quote with no words in this language is left out.
 */
export function quotesOn(
  entries: readonly Entry[],
  page: Entry['page'],
  locale: Entry['saidIn'],
  translatedNote: string,
): Testimonial[] {
  return entries
    .filter((entry) => entry.page === page && (entry.permissionGiven || entry.sample))
    .filter((entry) => entry.quote)
    .map((entry) => ({
      name: entry.name,
      relation: entry.relation,
      text: entry.quote ?? '',
      rating: entry.rating as StarRating,
      ...(entry.saidIn === locale ? {} : { translationNote: translatedNote }),
    }));
}
