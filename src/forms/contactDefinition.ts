import {
  contactTimes,
  heardFromOptions,
  howSoonOptions,
  paymentOptions,
  serviceTypes,
} from '../content/formOptions';
import { contactForm } from '../content/forms';
import { emptyValues, type FormDefinition, type ValuesOf } from './definition';
import { limits } from './limits';

/** The care request, field by field, in the order a family fills it in. */
export const contactDefinition = {
  name: 'contact',
  endpoint: '/api/contact',
  pages: { sent: 'requestSent', checkAnswers: 'checkRequest' },
  copy: contactForm.fields,
  fields: [
    { name: 'name', kind: 'text', required: true, max: limits.name },
    { name: 'phone', kind: 'tel', required: true, max: limits.phone },
    { name: 'email', kind: 'email', required: true, max: limits.email, besidePrevious: true },
    {
      name: 'serviceType',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: serviceTypes,
    },
    {
      name: 'bestTime',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: contactTimes,
      besidePrevious: true,
    },
    { name: 'message', kind: 'longText', required: false, max: limits.long },
    {
      name: 'careZip',
      kind: 'zip',
      required: false,
      max: limits.zip,
      servedArea: true,
      section: contactForm.sections.more,
    },
    {
      name: 'howSoon',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: howSoonOptions,
      reported: true,
    },
    {
      name: 'payment',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: paymentOptions,
      reported: true,
    },
    {
      name: 'heardFrom',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: heardFromOptions,
      reported: true,
    },
  ],
} as const satisfies FormDefinition<typeof contactForm.fields>;

export type ContactValues = ValuesOf<typeof contactDefinition>;

export const emptyContact: ContactValues = emptyValues(contactDefinition);
