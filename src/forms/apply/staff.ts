import { choiceLabel } from '../definition';
import { saidIn, type StaffSide } from '../staffSide';
import { applicationDefinition } from './definition';
import * as english from './words';
import * as spanish from './words.es';

/** How staff get a caregiver application, and what the applicant hears back: functions only. */
export const staff: StaffSide<typeof applicationDefinition> = {
  definition: applicationDefinition,
  inbox: 'MAIL_TO_CAREERS',
  response: 'applicant',
  title: 'Caregiver application',
  subject: ({ firstName, lastName, availability }) =>
    `${firstName} ${lastName} – ${choiceLabel(applicationDefinition, 'availability', availability)}`,
  tag: 'caregiver-application',
  said: saidIn(english, spanish, (words) => ({
    sent: words.applicationForm.success.description,
    acknowledgement: words.acknowledgement,
  })),
};
