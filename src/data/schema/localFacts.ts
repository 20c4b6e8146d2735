import { array, object, string, type InferType } from 'yup';
import { day, httpsLink, idsAreUnique, usPhone } from './rules';

/**
 * A real hospital, public service or program the site names: its details as its own page gives
 * them, and the day someone checked them there. Until then it is listed by the launch gate.
 */
const factSchema = object({
  id: string()
    .required()
    .matches(/^[a-zA-Z0-9-]+$/, '${label} must be letters, digits and hyphens')
    .label('Short name')
    .meta({ hint: 'The pages name it by this; never change it.' }),
  name: string().required().label('Name'),
  city: string().label('City'),
  phone: usPhone().label('Phone'),
  address: string().label('Address'),
  source: httpsLink().required().label('Where to check it').meta({
    hint: "The organisation's own page, not a directory.",
  }),
  checkedOn: day().label('Checked at the source on'),
});

const factList = (label: string) =>
  array(factSchema)
    .required()
    .label(label)
    .meta({ summary: '{{fields.name}} (checked {{fields.checkedOn}})' })
    .test('unique-ids', 'Two items have the same short name', idsAreUnique);

export const localFactsSchema = object({
  hospitals: factList('Hospitals'),
  resources: factList('Public services for older adults'),
});

/** A file of its own: only /paying-for-care names them, and only its page loads them. */
export const paymentProgramsSchema = object({
  programs: factList('Programs that pay for care'),
});

export type LocalFact = InferType<typeof factSchema>;
export type LocalFacts = InferType<typeof localFactsSchema>;
export type PaymentPrograms = InferType<typeof paymentProgramsSchema>;
