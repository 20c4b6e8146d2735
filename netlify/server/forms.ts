import { confirmationPaths } from '../../src/config/paths';
import { serverMessages } from '../../src/content/forms';
import { applicationSchema, type Application } from '../../src/forms/applicationSchema';
import { contactSchema, type ContactRequest } from '../../src/forms/contactSchema';
import { applicationEmail, careRequestEmail } from './emails';
import type { FormDefinition } from './submission';

export const careRequest: FormDefinition<ContactRequest> = {
  name: 'contact',
  schema: contactSchema,
  compose: careRequestEmail,
  recipient: (config) => config.to.care,
  sentMessage: serverMessages.contactSent,
  pages: { sent: confirmationPaths.requestSent, notSent: confirmationPaths.notSent },
};

export const caregiverApplication: FormDefinition<Application> = {
  name: 'apply',
  schema: applicationSchema,
  compose: applicationEmail,
  recipient: (config) => config.to.careers,
  sentMessage: serverMessages.applicationSent,
  pages: { sent: confirmationPaths.applicationSent, notSent: confirmationPaths.notSent },
};
