import { array, number, object, string, type InferType } from 'yup';
import { day, idsAreUnique, sampleFlag, words } from './rules';

/**
 * A family's or a caregiver's words, quoted with their written permission (FTC 16 CFR 465):
 * the quote as they gave it, and in the other language an optional translation, which the page
 * labels as one.
 */
const testimonialSchema = object({
  id: string()
    .required()
    .matches(/^[a-z0-9-]+$/, '${label} must be lowercase letters, digits and hyphens')
    .label('Short name'),
  page: string()
    .required()
    .oneOf(['home', 'careers'] as const)
    .label('Shown on'),
  name: string().required().max(40).label('First name and initial'),
  saidIn: string()
    .required()
    .oneOf(['en', 'es'] as const)
    .label('Language they gave it in'),
  rating: number().required().integer().min(1).max(5).label('Stars (1 to 5)'),
  permissionGiven: day()
    .label('Written permission given on')
    .meta({ hint: 'Without this date, the quote stays off the site.' }),
  sample: sampleFlag("a real person's words, quoted with their written permission"),
  relation: words('Who they are').required().meta({
    i18n: 'translate',
    hint: 'Such as "Daughter of a client, Douglasville".',
  }),
  quote: words('Their words')
    .max(600)
    .meta({
      i18n: 'translate',
      widget: 'text',
      translationOptional: true,
      hint: 'In the language they gave it in; in the other language, a translation or nothing.',
    })
    .when(['saidIn', '$locale'], ([saidIn, locale], quote) =>
      saidIn === locale
        ? quote.required('Their words are required in the language they gave them in')
        : quote,
    ),
}).label('Testimonial');

export const testimonialsSchema = object({
  testimonials: array(testimonialSchema)
    .required()
    .label('Testimonials')
    .meta({ i18n: 'translate', summary: '{{fields.name}}, {{fields.relation}} ({{fields.page}})' })
    .test('unique-ids', 'Two testimonials have the same short name', idsAreUnique),
});

export type Testimonial = InferType<typeof testimonialSchema>;
