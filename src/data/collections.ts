import type { AnyObject, ObjectSchema } from 'yup';
import { businessSchema } from './schema/business';
import { faqSchema } from './schema/faq';
import { localFactsSchema, paymentProgramsSchema } from './schema/localFacts';
import { noticeSchema } from './schema/notice';
import { openingsSchema } from './schema/openings';
import { photosSchema } from './schema/photos';
import { testimonialsSchema } from './schema/testimonials';

/**
 * What staff edit at /admin/: one file per collection, each with one schema. The build checks
 * every file against it (check.ts), the launch gate reads the sample flags and "checked on"
 * dates in them (launchGate.ts), and the editor's field list is made from it (editorConfig.ts).
 */
export interface Collection {
  /** The editor's name for it, in its address bar. */
  name: string;
  label: string;
  /** One line at the top of its page in the editor. */
  description: string;
  /** From the repository's root. */
  file: string;
  schema: ObjectSchema<AnyObject>;
  /**
   * Kept in both languages, one block each (`{ "en": …, "es": … }`): words per language, every
   * other value the same in both.
   */
  bilingual: boolean;
}

export const collections: readonly Collection[] = [
  {
    name: 'business',
    label: 'Business facts',
    description:
      'Phone, email, license, hours, rates, the places we serve and their ZIP codes, review and social links.',
    file: 'src/data/business.json',
    schema: businessSchema,
    bilingual: false,
  },
  {
    name: 'openings',
    label: 'Job openings',
    description:
      'Each job has its own page until the day after its last day, and is offered on the application.',
    file: 'src/data/openings.json',
    schema: openingsSchema,
    bilingual: true,
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    description:
      'Only with written permission: a quote without the date it was given stays off the site.',
    file: 'src/data/testimonials.json',
    schema: testimonialsSchema,
    bilingual: true,
  },
  {
    name: 'faq',
    label: 'Questions and answers',
    description:
      'The FAQ page, topic by topic in this order. An answer can name a business fact, such as {phone}, and stays true when it changes.',
    file: 'src/data/faq.json',
    schema: faqSchema,
    bilingual: true,
  },
  {
    name: 'photos',
    label: 'Photos',
    description:
      'A photo for each place on the pages, with words for people who cannot see it. An empty place shows its drawing.',
    file: 'src/data/photos.json',
    schema: photosSchema,
    bilingual: true,
  },
  {
    name: 'local-facts',
    label: 'Hospitals and public services',
    description:
      'Named on the area pages and on Paying for care. Check each at its source and enter the day.',
    file: 'src/data/local-facts.json',
    schema: localFactsSchema,
    bilingual: false,
  },
  {
    name: 'payment-programs',
    label: 'Paying for care',
    description:
      'What the agency accepts, what the estimator includes, and the programs that pay for care: check each program at its source and enter the day.',
    file: 'src/data/payment-programs.json',
    schema: paymentProgramsSchema,
    bilingual: false,
  },
  {
    name: 'notice',
    label: 'Notice on every page',
    description: 'Such as holiday hours: shown on every page from its first day to its last.',
    file: 'src/data/notice.json',
    schema: noticeSchema,
    bilingual: true,
  },
];

/** The languages a bilingual file keeps, English first: English is required, Spanish follows it. */
export const contentLocales = ['en', 'es'] as const;
