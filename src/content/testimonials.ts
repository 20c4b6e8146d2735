import { en } from '../data/testimonials.json';
import type { Testimonial as Entry } from '../data/schema/testimonials';
import { quotesOn } from './quotes';

/** This language's block of `src/data/testimonials.json`, which staff edit at /admin/. */
const entries = en.testimonials as readonly Entry[];

/** The family quotes on the home page. */
export const homeTestimonials = quotesOn(entries, 'home', 'en', '(translated from Spanish)');

/** The caregiver quotes on the careers page; the page shows the first. */
export const caregiverTestimonials = quotesOn(
  entries,
  'careers',
  'en',
  '(translated from Spanish)',
);
