import { confirmationPaths } from '../../src/config/paths';
import { serverMessages } from '../../src/content/forms';
import { applicationSchema, type Application } from '../../src/forms/applicationSchema';
import { contactSchema, type ContactRequest } from '../../src/forms/contactSchema';
import type { MailConfig } from './config';
import {
  applicationEmail,
  careRequestEmail,
  type DeliveryNotes,
  type EmailContent,
} from './emails';
import type { FormName, StoredSubmission } from './store';
import type { FormDefinition } from './submission';

export const careRequest: FormDefinition<ContactRequest> = {
  name: 'contact',
  schema: contactSchema,
  compose: careRequestEmail,
  recipient: (config) => config.to.care,
  sentMessage: serverMessages.contactSent,
  pages: {
    sent: confirmationPaths.requestSent,
    notSent: confirmationPaths.notSent,
    checkAnswers: confirmationPaths.checkRequest,
    tooLarge: confirmationPaths.tooLarge,
    resumeTooLarge: confirmationPaths.resumeTooLarge,
    crossSite: confirmationPaths.crossSite,
  },
};

export const caregiverApplication: FormDefinition<Application> = {
  name: 'apply',
  schema: applicationSchema,
  compose: applicationEmail,
  recipient: (config) => config.to.careers,
  sentMessage: serverMessages.applicationSent,
  pages: {
    sent: confirmationPaths.applicationSent,
    notSent: confirmationPaths.notSent,
    checkAnswers: confirmationPaths.checkApplication,
    tooLarge: confirmationPaths.tooLarge,
    resumeTooLarge: confirmationPaths.resumeTooLarge,
    crossSite: confirmationPaths.crossSite,
  },
  takesResume: true,
};

/** The staff email for a kept submission; its answers were validated when it arrived. */
export function composeStored(record: StoredSubmission, notes: DeliveryNotes): EmailContent {
  return record.form === 'contact'
    ? careRequest.compose(record.fields as unknown as ContactRequest, notes)
    : caregiverApplication.compose(record.fields as unknown as Application, notes);
}

export function recipientOf(form: FormName, config: MailConfig): string | undefined {
  return form === 'contact'
    ? careRequest.recipient(config)
    : caregiverApplication.recipient(config);
}
