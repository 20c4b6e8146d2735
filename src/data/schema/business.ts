import { array, boolean, number, object, string, type InferType } from 'yup';
import { placeIds, placeNames } from './places';
import { day, georgiaZip, httpsLink, sampleFlag, usPhone } from './rules';

const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const clock = (label: string) =>
  string()
    .required()
    .label(label)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, '${label} must be a time such as 08:00 or 18:30')
    .meta({ widget: 'time' });

/** A window of the day a family may ask to be called in ("Evening": 17:00 to 19:00). */
const callWindow = (label: string) =>
  object({ from: clock('From'), to: clock('Until') })
    .label(label)
    .test('from-first', 'Until must be later than From', (value) =>
      Boolean(value && value.from < value.to),
    );

/** Hours on some days of the week: the office's, or the hours families are called back in. */
const weekHours = (label: string) =>
  array(
    object({
      dayOfWeek: array(string().required().oneOf(weekDays).label('Day'))
        .required()
        .min(1)
        .label('Days'),
      opens: clock('Opens'),
      closes: clock('Closes'),
    }).test('opens-first', 'Closes must be later than Opens', (value) =>
      Boolean(value && value.opens < value.closes),
    ),
  )
    .required()
    .label(label);

/**
 * A claim every page makes (the footer, the home page's figures, the place pages), which only
 * the owner can confirm: the launch gate lists it until then, and turning `holds` off takes its
 * words off every page.
 */
const claim = (label: string, hint: string, confirmedBy: string) =>
  object({
    holds: boolean().required().label('Say it on the site').meta({ hint }),
    sample: sampleFlag(confirmedBy),
  }).label(label);

/** Why a confirmed dementia-care claim needs its link, as the office reads it beside the field. */
export const disclosureNeeded =
  'Link to the Alzheimer\'s disclosure form (src/data/business.json) is needed before Alzheimer\'s and dementia care can be confirmed: Georgia law says we must give the form to any family who asks, and every page that advertises dementia care offers it. Add the link, or turn "Sample, not yet real" back on.';

/** The agency's facts, in no language: every page, email and structured data reads them. */
export const businessSchema = object({
  name: string().required().label('Business name'),
  contact: object({
    phone: usPhone().required().label('Phone'),
    email: string().required().email('${label} must be an email address').label('Email'),
    sample: sampleFlag("the agency's real phone number and email"),
  }).label('Phone and email'),
  town: object({
    city: string().required().label('City'),
    state: string().required().oneOf(['GA']).label('State'),
  }).label('Office town'),
  license: object({
    number: string()
      .trim()
      .label('Georgia license number')
      .meta({ hint: 'As printed on the Georgia private home care provider license.' }),
    sample: sampleFlag('the number on the Georgia license'),
  })
    .label('Georgia license')
    .test('license-number', 'Georgia license number is required once it is not a sample', (value) =>
      Boolean(value?.sample || value?.number),
    ),
  claims: object({
    licensedAndInsured: claim(
      'Licensed and insured in Georgia',
      'On: the footer, /about and the FAQ say the agency is licensed and insured. Off: they say nothing of it.',
      'confirmed by the owner against the DCH license and the liability insurance certificate',
    ),
    phoneAnyHour: claim(
      'Phone answered at any hour (24/7)',
      'On: the pages say a person answers the phone day or night. Off: they say "whenever our office is open".',
      'confirmed by the owner: someone really answers at night, on weekends and on holidays',
    ),
    dementiaCare: object({
      disclosure: string()
        .trim()
        .matches(/^(https:\/\/|\/)\S+$/, {
          message: '${label} must be a link starting https:// or a path on this site',
          excludeEmptyString: true,
        })
        .label("Link to the Alzheimer's disclosure form")
        .meta({
          hint: "Georgia's Alzheimer's disclosure law (O.C.G.A. § 31-8-180 et seq.): once counsel has confirmed what it asks of the agency and the form exists, link it here. Every page that advertises dementia care (the services page, the FAQ, some town pages) offers the form: with this link it leads to the form, without it to the contact page.",
        }),
      sample: sampleFlag(
        "confirmed with counsel that the Alzheimer's and dementia care advertised meets Georgia's disclosure law",
      ),
    })
      .label("Alzheimer's and dementia care")
      // The services page, the FAQ and the place pages advertise dementia care and offer the form
      // to anyone who asks: a confirmed claim must have the form to give.
      .test('disclosure-when-confirmed', (value, context) =>
        value?.sample !== false || Boolean(value.disclosure?.trim())
          ? true
          : context.createError({
              path: `${context.path}.disclosure`,
              message: disclosureNeeded,
            }),
      ),
  }).label('Claims the owner confirms'),
  mileage: object({
    paid: boolean()
      .required()
      .label('We pay mileage')
      .meta({ hint: 'For the miles a caregiver drives with a client, in their own car.' }),
    sample: sampleFlag('what the agency really pays caregivers who drive'),
  }).label('Mileage for caregivers who drive clients'),
  callLanguages: object({
    spoken: array(
      string()
        .required()
        .oneOf(['en', 'es'] as const)
        .label('Language')
        .meta({ optionLabels: { en: 'English', es: 'Spanish' } }),
    )
      .required()
      .min(1)
      .label('Languages our staff speak on calls')
      .meta({
        hint: 'A family writing from the Spanish pages is told the call will be in Spanish only when Spanish is here.',
      }),
    sample: sampleFlag('the languages someone in the office really speaks on calls'),
  }).label('Languages on calls'),
  foundingYear: number().required().integer().min(1900).max(2100).label('Year founded'),
  founder: object({
    name: string().required().label('Founder'),
    sample: sampleFlag("the founder's real name"),
  }).label('Founder'),
  figures: object({
    familiesServed: string().required().label('Families served'),
    yearsExperience: string().required().label('Years of experience'),
    rating: number().required().min(1).max(5).label('Average review rating (out of 5)'),
    sample: sampleFlag('figures the owner has checked'),
  }).label('Figures on the home page'),
  officeHours: weekHours('Office hours').required().min(1),
  callBackHours: weekHours('Hours we call, text or email families back').meta({
    hint: 'Only if they differ from the office hours: leave empty to promise call backs in office hours. A family is never promised a call, text or email outside these hours.',
  }),
  closedDays: object({
    days: array(
      object({
        date: day().required().label('Date'),
        name: string().required().label('Holiday'),
      }),
    )
      .required()
      .label('Days the office is closed')
      .meta({
        hint: "Holidays: no call back is promised on these days, to families or to applicants. Add next year's before the year ends.",
      }),
    sample: sampleFlag('the holidays the office really closes on'),
  })
    .required()
    .label('Holidays (office closed)'),
  bestTimes: object({
    morning: callWindow('Morning'),
    afternoon: callWindow('Afternoon'),
    evening: callWindow('Evening'),
    sample: sampleFlag('the hours the office really calls families back in'),
  })
    .label('"Best time to reach you" windows')
    .meta({
      hint: "The care request offers a window only when some day's call-back hours reach into it, and shows only the part someone is there for (Evening 5–7 PM with a 6 PM closing shows 5–6 PM). A family who chooses one is promised that part of it, on the first open day after our usual call-back time.",
    }),
  responseTargets: object({
    familyOfficeMinutes: number()
      .required()
      .integer()
      .min(15)
      .max(480)
      .label('Call a family back within (office minutes)'),
    applicantBusinessDays: number()
      .required()
      .integer()
      .min(1)
      .max(10)
      .label('Call an applicant back within (business days)'),
    accessibilityBusinessDays: number()
      .required()
      .integer()
      .min(1)
      .max(10)
      .label('Answer an accessibility report within (business days)'),
    careStartHours: object({
      soonest: number().required().integer().min(1).max(720).label('Soonest (hours)'),
      latest: number().required().integer().min(1).max(720).label('Latest (hours)'),
    })
      .label('In many cases, care can start after the consultation within')
      .test('start-order', 'Latest must not be sooner than Soonest', (value) =>
        Boolean(value && value.latest >= value.soonest),
      ),
    sample: sampleFlag('what the owner promises'),
  }).label('How soon we answer'),
  hourlyRate: object({
    min: number().required().min(10).max(200).label('Lowest hourly rate ($)'),
    max: number().required().min(10).max(200).label('Highest hourly rate ($)'),
    sample: sampleFlag("the agency's real rates"),
  })
    .label('Hourly rate for care')
    .test('rate-order', 'Highest hourly rate must not be lower than the lowest', (value) =>
      Boolean(value && value.max >= value.min),
    ),
  serviceArea: object({
    places: array(
      object({
        place: string()
          .required()
          .oneOf(placeIds)
          .label('Place')
          .meta({ optionLabels: placeNames }),
        zips: array(georgiaZip().required().label('ZIP code')).required().min(1).label('ZIP codes'),
      }),
    )
      .required()
      .min(1)
      .label('Places and their ZIP codes'),
    sample: sampleFlag('the places and ZIP codes the owner has confirmed'),
  }).label('Service area'),
  reviews: object({
    read: httpsLink().required().label('Link to read our reviews'),
    write: httpsLink().required().label('Link to write a review'),
    sample: sampleFlag("the Google Business Profile's own links"),
  }).label('Review links'),
  social: array(
    object({
      network: string()
        .required()
        .oneOf(['Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)'] as const)
        .label('Network'),
      href: httpsLink().required().label('Link'),
    }),
  )
    .required()
    .label('Social media pages'),
});

export type Business = InferType<typeof businessSchema>;
