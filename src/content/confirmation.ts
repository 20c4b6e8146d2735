import type { ConfirmationKey } from '../config/paths';
import { business } from './business';
import { applicationForm, contactForm } from './forms';
import type { PageCopy } from './pages';

export interface ConfirmationCopy extends PageCopy {
  /** Extra lines under the introduction. */
  details: string[];
  back: { label: string; to: string };
}

/** Where a form posted without JavaScript lands: sent, or not sent and what to do now. */
export const confirmations: Record<ConfirmationKey, ConfirmationCopy> = {
  requestSent: {
    title: `Message Sent | ${business.name}`,
    description: 'Your care request reached our team.',
    noindex: true,
    heading: contactForm.success.title,
    intro: contactForm.success.description,
    details: [`If it is urgent, call us now at ${business.phone.display}. ${business.alwaysOpen}.`],
    back: { label: 'Return to Home', to: '/' },
  },
  applicationSent: {
    title: `Application Submitted | ${business.name}`,
    description: 'Your caregiver application reached our team.',
    noindex: true,
    heading: applicationForm.success.title,
    intro: applicationForm.success.description,
    details: [`Questions in the meantime? Call us at ${business.phone.display}.`],
    back: { label: 'Return to Home', to: '/' },
  },
  notSent: {
    title: `Not Sent | ${business.name}`,
    description: 'Your form could not be sent.',
    noindex: true,
    heading: "We couldn't send your form",
    intro: `Something went wrong on our side, and your answers did not reach us. Please call us at ${business.phone.display} (${business.alwaysOpen.toLowerCase()}).`,
    details: [
      "To try again, use your browser's Back button: what you typed should still be there.",
      'If a field was marked as needing another look, please check it before sending.',
    ],
    back: { label: 'Go to the contact page', to: '/contact' },
  },
};
