import type { ConfirmationKey } from '../config/paths';
import { business } from './business';
import type { PageMeta } from './pages';

export const head = (title: string, description: string): PageMeta => ({
  title: `${title} | ${business.name}`,
  description,
  noindex: true,
});

/**
 * The title and description of each page a form posted without JavaScript lands on. Apart from
 * their words (`confirmation.ts`), which load with the page, so other pages do not carry them.
 */
export const confirmationHeads: Record<ConfirmationKey, PageMeta> = {
  notSent: head('Not Sent', 'Your form could not be sent.'),
  tooLarge: head('Form Not Sent', 'The form was more than we can take online.'),
  resumeTooLarge: head('Résumé Too Large', 'The résumé was larger than we can take online.'),
  tooManyTries: head('Please Wait a Minute', 'The form was sent too many times in a short while.'),
  crossSite: head('Form Not Accepted', 'The form was sent from a page outside our website.'),
};
