import { choiceLabel } from '../definition';
import { saidIn, type StaffSide } from '../staffSide';
import { contactDefinition } from './definition';
import * as english from './words';
import * as spanish from './words.es';

/** How staff get a care request, and what the family hears back: for the functions only. */
export const staff: StaffSide<typeof contactDefinition> = {
  definition: contactDefinition,
  inbox: 'MAIL_TO_CARE',
  response: 'family',
  title: 'Care request',
  subject: ({ name, serviceType }) =>
    serviceType ? `${name} – ${choiceLabel(contactDefinition, 'serviceType', serviceType)}` : name,
  reach: ({ reachBy, phone, email }) =>
    reachBy === 'email'
      ? { way: 'email', to: email }
      : { way: reachBy === 'text' ? 'text' : 'call', to: phone },
  tag: 'care-request',
  said: saidIn(english, spanish, (words) => ({
    sent: words.contactForm.success.description,
    acknowledgement: words.acknowledgement,
  })),
};
