import { business } from './business';
import { sample } from './sample';
import type { Sample } from './sample';

export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  readonly name: string;
  /** Who the person is to the agency, e.g. "Daughter of a client, Douglasville". */
  readonly relation: string;
  readonly text: string;
  readonly rating: StarRating;
  /**
   * Shown with the quote when its words are a translation, not the ones the person gave, such
   * as "(traducido del inglés)": a translation must not pass for their own words. Left out of
   * a quote shown in the language it was given in, as every English one here is.
   */
  readonly translationNote?: string;
}

const replaceFamilyReview =
  "a real family's review, quoted with their written permission (FTC 16 CFR 465)";

/** The three home page testimonials. Invented stand-ins: the build warns until replaced. */
export const homeTestimonials: readonly [
  Sample<Testimonial>,
  Sample<Testimonial>,
  Sample<Testimonial>,
] = [
  sample(
    {
      name: 'Linda M.',
      relation: `Daughter of a client, ${business.town.city}`,
      text: 'I live two hours away, and I used to worry about Mom every single day. Now her caregiver comes three mornings a week. They cook together and go for short walks, and Mom tells me all about it on the phone. The office calls me whenever something changes. I finally sleep at night.',
      rating: 5,
    },
    replaceFamilyReview,
  ),
  sample(
    {
      name: 'James R.',
      relation: 'Son of a client, Lithia Springs',
      text: "After Dad's fall, all he wanted was to stay in his own house. They met with us the same week and found him a caregiver he really gets along with. She helps him bathe, makes his lunch and drives him to his appointments. He is still at home, and he is still himself.",
      rating: 5,
    },
    replaceFamilyReview,
  ),
  sample(
    {
      name: 'Carol T.',
      relation: 'Wife of a client, Villa Rica',
      text: "My husband has Alzheimer's. His caregiver is patient and kind, and she knows how to calm him when he gets confused. Her four afternoons a week give me time to rest and to see my friends again. She always leaves me a note about his day.",
      rating: 5,
    },
    replaceFamilyReview,
  ),
];

/** The caregiver quote on the careers page. Invented stand-in: the build warns until replaced. */
export const caregiverTestimonial: Sample<Testimonial> = sample(
  {
    name: 'Angela B.',
    relation: `Caregiver, ${business.name}`,
    text: "I have worked in home care for years, and this is the first place where I feel heard. They build my schedule around my kids, and someone at the office always picks up when I call, even late at night. I go home knowing I made someone's day better.",
    rating: 5,
  },
  "a real caregiver's words and name, quoted with their written permission",
);
