import { emptyValues, registered, type Unregistered, type ValuesOf } from '../definition';
import { limits } from '../limits';
import { optionsOf } from '../options';
import { offeredBestTimes } from '../../config/callWindows';
import { contactForm } from './words';

const { choices } = contactForm;

/** The care request, field by field, in the order a family fills it in. */
export const contactDefinition = registered('contact', {
  copy: contactForm.fields,
  fields: [
    { name: 'name', kind: 'text', required: true, max: limits.name, autoComplete: 'name' },
    { name: 'phone', kind: 'tel', required: true, max: limits.phone, autoComplete: 'tel' },
    {
      name: 'email',
      kind: 'email',
      required: true,
      max: limits.email,
      autoComplete: 'email',
      besidePrevious: true,
    },
    {
      name: 'serviceType',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: optionsOf(
        [
          'companion',
          'personal',
          'meal',
          'alzheimers',
          'housekeeping',
          'transportation',
          'respite',
          'consultation',
        ],
        choices.serviceType,
      ),
    },
    {
      name: 'bestTime',
      kind: 'choice',
      required: false,
      max: limits.line,
      // "Any time" (the office's own call-back target) once, and chosen until the family picks
      // one of the windows the office really calls in (business facts), each once.
      initial: 'any',
      options: optionsOf(['any', ...offeredBestTimes()], choices.bestTime),
      besidePrevious: true,
    },
    {
      name: 'reachBy',
      kind: 'choice',
      required: false,
      max: limits.line,
      // A call unless the family says otherwise: the staff email leads with the way they chose.
      initial: 'call',
      options: optionsOf(['call', 'text', 'email'], choices.reachBy),
    },
    { name: 'message', kind: 'longText', required: false, max: limits.long },
    {
      name: 'careZip',
      kind: 'zip',
      required: false,
      max: limits.zip,
      autoComplete: 'postal-code',
      servedArea: true,
      section: contactForm.sections.more,
    },
    {
      name: 'howSoon',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: optionsOf(['now', 'week', 'month', 'looking'], choices.howSoon),
      reported: true,
    },
    {
      name: 'payment',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: optionsOf(
        ['private', 'ltc-insurance', 'veterans', 'medicaid-waiver', 'not-sure'],
        choices.payment,
      ),
      reported: true,
      acceptedPayment: true,
    },
    {
      name: 'heardFrom',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: optionsOf(
        ['google-search', 'google-maps', 'facebook', 'hospital', 'doctor', 'friend', 'other'],
        choices.heardFrom,
      ),
      reported: true,
    },
  ],
} as const satisfies Unregistered<typeof contactForm.fields>);

export type ContactValues = ValuesOf<typeof contactDefinition>;

export const emptyContact: ContactValues = emptyValues(contactDefinition);
