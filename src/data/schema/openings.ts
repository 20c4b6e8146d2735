import { array, boolean, number, object, string, type InferType } from 'yup';
import { placeIds, placeNames } from './places';
import { addressName, day, georgiaZip, idsAreUnique, sampleFlag, words } from './rules';

/** schema.org's words for how much someone works, which Google's job listings read. */
const employmentTypes = ['FULL_TIME', 'PART_TIME', 'PER_DIEM'] as const;

/** One caregiver job: its facts, copied to every language, and its words in each. */
const openingSchema = object({
  id: addressName(
    'night-caregiver-winston',
    'The end of the job page address, after /careers/. Never change it once the job is live.',
  ),
  employmentType: string()
    .required()
    .oneOf(employmentTypes)
    .label('Type')
    .meta({
      optionLabels: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', PER_DIEM: 'Per diem' },
    }),
  payMin: number().required().min(7.25).max(100).label('Lowest pay ($ an hour)'),
  payMax: number().required().min(7.25).max(100).label('Highest pay ($ an hour)'),
  place: string().required().oneOf(placeIds).label('Place').meta({ optionLabels: placeNames }),
  zip: georgiaZip().required().label('ZIP code'),
  firstDay: day().required().label('First day listed'),
  lastDay: day()
    .required()
    .label('Last day to apply')
    .meta({ hint: 'The job leaves the site the day after, in Georgia time.' }),
  driving: boolean().required().label('Drives clients in their own car').meta({
    hint: "On: the job page asks for a valid driver's license and says how mileage is paid. Off: no license is asked for.",
  }),
  sample: sampleFlag('a job the agency is really hiring for'),
  title: words('Job title').required(),
  shifts: words('Shifts').required(),
  summary: words('Summary').required().meta({ i18n: 'translate', widget: 'text' }),
  duties: array(words('Duty').required())
    .required()
    .min(1)
    .label('Duties')
    .meta({ i18n: 'translate' }),
})
  .label('Job opening')
  .test(
    'days-in-order',
    'Last day to apply must not be before the first day listed',
    function (value) {
      if (!value?.firstDay || !value.lastDay || value.lastDay >= value.firstDay) return true;
      return this.createError({ path: `${this.path}.lastDay` });
    },
  )
  .test('pay-in-order', 'Highest pay must not be lower than the lowest pay', function (value) {
    if (!value || value.payMax >= value.payMin) return true;
    return this.createError({ path: `${this.path}.payMax` });
  });

export const openingsSchema = object({
  openings: array(openingSchema)
    .required()
    .label('Job openings')
    .meta({
      i18n: 'translate',
      summary: '{{fields.title}} ({{fields.place}}, until {{fields.lastDay}})',
    })
    .test('unique-ids', 'Two openings have the same web address name', idsAreUnique),
});

export type Opening = InferType<typeof openingSchema>;
