import {
  availabilityOptions,
  defaultState,
  jobHeardFromOptions,
  transportationOptions,
  usStates,
} from '../content/formOptions';
import { applicationForm } from '../content/forms';
import { emptyValues, type FormDefinition, type ValuesOf } from './definition';
import { limits } from './limits';

const { sections } = applicationForm;

/** The caregiver application, field by field, in the order an applicant fills it in. */
export const applicationDefinition = {
  name: 'apply',
  endpoint: '/api/apply',
  takesResume: true,
  pages: { sent: 'applicationSent', checkAnswers: 'checkApplication' },
  copy: applicationForm.fields,
  fields: [
    {
      name: 'firstName',
      kind: 'text',
      required: true,
      max: limits.name,
      section: sections.personal,
    },
    { name: 'lastName', kind: 'text', required: true, max: limits.name, besidePrevious: true },
    { name: 'email', kind: 'email', required: true, max: limits.email },
    { name: 'phone', kind: 'tel', required: true, max: limits.phone, besidePrevious: true },
    { name: 'address', kind: 'text', required: true, max: limits.line },
    { name: 'city', kind: 'text', required: true, max: limits.name },
    {
      name: 'state',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: usStates,
      initial: defaultState,
      besidePrevious: true,
    },
    { name: 'zipCode', kind: 'zip', required: true, max: limits.zip },
    {
      name: 'availability',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: availabilityOptions,
      section: sections.work,
    },
    {
      name: 'transportation',
      kind: 'choice',
      required: true,
      max: limits.line,
      options: transportationOptions,
      besidePrevious: true,
    },
    { name: 'experience', kind: 'longText', required: true, max: limits.long },
    { name: 'certifications', kind: 'longText', required: false, max: limits.long },
    { name: 'references', kind: 'longText', required: false, max: limits.long },
    { name: 'motivation', kind: 'longText', required: true, max: limits.long },
    {
      name: 'heardFrom',
      kind: 'choice',
      required: false,
      max: limits.line,
      options: jobHeardFromOptions,
      reported: true,
    },
  ],
} as const satisfies FormDefinition<typeof applicationForm.fields>;

export type ApplicationValues = ValuesOf<typeof applicationDefinition>;

export const emptyApplication: ApplicationValues = emptyValues(applicationDefinition);

/** Where the application's draft is kept between reloads of the tab. */
export const APPLICATION_DRAFT_KEY = 'hearthside:application-draft';
