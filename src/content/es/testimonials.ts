import { es } from '../../data/testimonials.json';
import type { Testimonial as Entry } from '../../data/schema/testimonials';
import { quotesOn } from '../quotes';

const entries = es.testimonials as readonly Entry[];

/** Each quote given in English says so beside it, so a translation never passes for their words. */
export const homeTestimonials = quotesOn(entries, 'home', 'es', '(traducido del inglés)');

export const caregiverTestimonials = quotesOn(entries, 'careers', 'es', '(traducido del inglés)');
