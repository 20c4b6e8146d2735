import { array, boolean, number, object, string, type InferType, type TestContext } from 'yup';
import { day, httpsLink, idsAreUnique, sampleFlag, usPhone } from './rules';

declare module 'yup' {
  interface CustomSchemaMetadata {
    /**
     * On a list of checked facts: what the site shows only once every item has its check date,
     * which the launch gate names, with the items still unchecked, until then.
     */
    shownOnceAllChecked?: string;
  }
}

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

/**
 * A public service: a place page gives every one it lists a number to call, its own or, for an
 * agency with no public line of its own on file (a regional Area Agency on Aging), the line
 * that reaches it.
 */
const resourceSchema = factSchema.shape({
  reachedThrough: string().label('Reached by phone through').meta({
    hint: 'Only if it has no phone of its own here: the short name of the service whose line reaches it, such as georgia-adrc.',
  }),
});

type Resource = InferType<typeof resourceSchema>;

/** Each "reached through" names another service in the list, one with a phone of its own. */
function reachedThroughALine(this: TestContext, list: readonly Resource[] | undefined) {
  for (const [index, resource] of (list ?? []).entries()) {
    const through = resource.reachedThrough;
    if (!through || list?.find((other) => other.id === through)?.phone) continue;
    return this.createError({
      path: `${this.path}[${index}].reachedThrough`,
      message: `Reached by phone through must be the short name of another service here with its own phone, not "${through}"`,
    });
  }
  return true;
}

export const localFactsSchema = object({
  hospitals: factList('Hospitals'),
  resources: array(resourceSchema)
    .required()
    .label('Public services for older adults')
    .meta({ summary: '{{fields.name}} (checked {{fields.checkedOn}})' })
    .test('unique-ids', 'Two items have the same short name', idsAreUnique)
    .test('reached-through', reachedThroughALine),
});

/** A fact that is true or false: a switch in the editor. */
const yesOrNo = () =>
  boolean().required().typeError('${label} must be switched on or off: true or false');

const choose = '${label} must be one of the choices the editor offers (${values})';

/** How an agency can be paid by a long-term care policy: the family claims, or we bill. */
const insuranceBillingOptions = ['invoices-for-claim', 'bill-insurer'] as const;
/** Whether driving a client on errands costs more than the hourly rate. */
const errandMileageOptions = ['included', 'per-mile'] as const;

/**
 * What the agency accepts, as /paying-for-care says it in each language: the page's words
 * follow these, so each is the owner's to confirm.
 */
const acceptsSchema = object({
  privatePay: yesOrNo()
    .label('Families can pay us privately')
    .meta({ hint: 'Families paying us directly, from their own money.' }),
  longTermCareInsurance: string()
    .required()
    .oneOf(insuranceBillingOptions, choose)
    .label('Long-term care insurance')
    .meta({
      optionLabels: {
        'invoices-for-claim': "We give the family invoices and records for the policy's claim",
        'bill-insurer': 'We bill the insurer directly',
      },
    }),
  waiverProvider: yesOrNo()
    .label("Enrolled provider for Georgia's Elderly and Disabled Waiver (CCSP and SOURCE)")
    .meta({ hint: 'On only if Medicaid can pay us for a client on the waiver.' }),
  vaCommunityCareProvider: yesOrNo()
    .label('VA Community Care provider')
    .meta({ hint: 'On only if the VA can send veterans to us and pay us for their care.' }),
  medicareAdvantageInHome: yesOrNo()
    .label("In a Medicare Advantage plan's network for in-home support")
    .meta({
      hint: 'On only if a Medicare Advantage plan can pay us for the in-home support it offers its members.',
    }),
  sample: sampleFlag('what the owner has confirmed'),
}).label('What we accept');

/** The estimator's honest notes: what its hourly range leaves out, and the shortest visit. */
const pricingSchema = object({
  liveInByTheDay: yesOrNo()
    .label('Live-in care is priced by the day')
    .meta({ hint: 'On if a caregiver who lives in is charged a daily rate, not by the hour.' }),
  minimumVisitHours: number()
    .required()
    .typeError('${label} must be a number')
    .integer('${label} must be a whole number of hours')
    .min(1, '${label} must be from 1 to 24 hours')
    .max(24, '${label} must be from 1 to 24 hours')
    .label('Shortest visit (hours)')
    .meta({ hint: 'The cost estimator starts at this many hours a week.' }),
  nightsAndWeekendsInRange: yesOrNo()
    .label('Nights and weekends are within the hourly rates shown')
    .meta({
      hint: 'On if the highest hourly rate in the business facts covers nights and weekends; off if they cost more than it.',
    }),
  errandMileage: string()
    .required()
    .oneOf(errandMileageOptions, choose)
    .label('Driving a client on errands')
    .meta({
      optionLabels: {
        included: 'Included in the hourly rate',
        'per-mile': 'Charged by the mile, on top of the hourly rate',
      },
    }),
  errandRatePerMile: number()
    .required()
    .typeError('${label} must be a number of dollars, such as 0.70')
    .min(0, '${label} must be from 0 to 5 dollars')
    .max(5, '${label} must be from 0 to 5 dollars')
    .label('Rate per mile for driving a client (dollars)')
    .meta({
      hint: 'What a family pays for each mile a caregiver drives their loved one, such as 0.70. The page states it only when driving is charged by the mile.',
    }),
  sample: sampleFlag('what the owner has confirmed'),
}).label('Pricing notes for the cost estimator');

/**
 * A figure in a program's rules that the page states in every language (a rating, an amount):
 * one value, with the page that gives it and the day someone checked it there. Until then the
 * launch gate lists it.
 */
const ruleSchema = (label: string, hint: string) =>
  object({
    value: number()
      .required()
      .typeError('${label} must be a number')
      .positive('${label} must be more than 0')
      .label(label)
      .meta({ hint }),
    source: httpsLink().required().label('Where to check it').meta({
      hint: "The program's own page, or the legal aid page the figure is taken from.",
    }),
    checkedOn: day().label('Checked at the source on'),
  }).label(label);

/** The conditions /paying-for-care names with a program, so no money sentence goes without them. */
const rulesSchema = object({
  vaCaregiverRating: ruleSchema(
    "VA family caregiver payment: the veteran's lowest VA disability rating (%)",
    'The Program of Comprehensive Assistance for Family Caregivers asks for this rating or more, such as 70.',
  ),
  vaCaregiverMonths: ruleSchema(
    'VA family caregiver payment: months in a row of personal care the veteran needs',
    'At least this many months of continuous, in-person personal care, such as 6.',
  ),
  estateRecoverySmallEstate: ruleSchema(
    'Medicaid estate recovery: estates worth this many dollars or less are exempt',
    'Such as 25000, without the $ or commas.',
  ),
  adultProtectiveServicesOption: ruleSchema(
    "Adult Protective Services: the option to choose on Georgia's statewide line",
    'The number a caller presses on the Georgia Aging and Disability Resource Connection line to report abuse, such as 3.',
  ),
}).label('Program rules the page states');

/**
 * A public program or service /paying-for-care links: a fact like the others, and, where the
 * program has its own page in Spanish, that page, which the Spanish page links instead.
 */
const programSchema = factSchema.shape({
  sourceEs: httpsLink()
    .label('Its page in Spanish, if it has one')
    .meta({ hint: 'The Spanish page links this one instead. Leave empty if there is none.' }),
  nameEs: string().label('Its name on the Spanish page, if it has words that are not a name').meta({
    hint: 'Such as "GaMap2Care (mapa de Georgia de los proveedores de salud con licencia)". Leave empty where the name is a proper name alone.',
  }),
});

/**
 * A file of its own: only /paying-for-care names them, and only its page loads them. The page's
 * "Last reviewed" date is the oldest of the programs' check dates, shown once every one has one.
 */
export const paymentProgramsSchema = object({
  accepts: acceptsSchema,
  pricing: pricingSchema,
  rules: rulesSchema,
  programs: array(programSchema)
    .required()
    .label('Programs that pay for care')
    .meta({
      summary: '{{fields.name}} (checked {{fields.checkedOn}})',
      shownOnceAllChecked: '/paying-for-care\'s "Last reviewed" date',
    })
    .test('unique-ids', 'Two items have the same short name', idsAreUnique),
});

export type LocalFact = InferType<typeof factSchema>;
export type PaymentProgramFact = InferType<typeof programSchema>;
export type LocalFacts = InferType<typeof localFactsSchema>;
export type LocalResource = InferType<typeof resourceSchema>;
export type PaymentPrograms = InferType<typeof paymentProgramsSchema>;
