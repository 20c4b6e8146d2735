import { choiceLabel } from '../definition';
import type { StaffSide } from '../staffSide';
import { contactDefinition } from './definition';
import * as english from './words';
import * as spanish from './words.es';

/** How staff get a care request, and what the family hears back: for the functions only. */
export const contactStaff: StaffSide<typeof contactDefinition> = {
  definition: contactDefinition,
  inbox: 'MAIL_TO_CARE',
  response: 'family',
  title: 'Care request',
  subject: ({ name, serviceType }) =>
    serviceType ? `${name} – ${choiceLabel(contactDefinition, 'serviceType', serviceType)}` : name,
  tag: 'care-request',
  said: {
    en: { sent: english.contactForm.success.description, acknowledgement: english.acknowledgement },
    es: { sent: spanish.contactForm.success.description, acknowledgement: spanish.acknowledgement },
  },
};
