import { business } from './business';
import { resumeLimit } from './forms';

/** What the functions answer, by key; shown to the visitor as the toast's description. */
export const serverMessages = {
  invalid: 'Some answers need another look. Please check the highlighted fields.',
  resumeTooLarge: `Your résumé is larger than the ${resumeLimit} we can take online. Please attach a smaller file, send the form without it, or call us at ${business.phone.display}.`,
  tooLarge: `That is more text than we can take online. Please shorten it, or call us at ${business.phone.display}.`,
  unsupported: 'Please send the form from our website.',
  notAllowed: 'Please send the form from our website.',
  unavailable: `We couldn't send your message just now. Please try again in a few minutes, or call us at ${business.phone.display}.`,
  crossSite: `Please send the form from our own website, or call us at ${business.phone.display}.`,
  busy: `We couldn't take your request right now. Please call us at ${business.phone.display}: we will help you on the phone.`,
  misconfigured: `Our online form is not working right now. Please call us at ${business.phone.display}.`,
} as const;
