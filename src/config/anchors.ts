import type { faqTopics } from '../data/schema/faqChoices';
import { paths } from './paths';

/**
 * Places inside a page that links land on, so a link lands on what it names, not two screens
 * above it. The page's global `scroll-padding-top` keeps each one clear of the sticky header.
 */
export const anchors = {
  /** The care request form on the contact page (its card, heading first). */
  careRequest: 'request',
  /** The cost estimator on /paying-for-care. */
  estimator: 'estimate',
} as const;

/** "Request Care": straight to the form. */
export const careRequestPath = `${paths.contact}#${anchors.careRequest}`;

/** The FAQ's "Estimate the cost" and any link to the estimator itself. */
export const estimatorPath = `${paths.payingForCare}#${anchors.estimator}`;

const caregiverTopic: (typeof faqTopics)[number] = 'for-potential-caregivers';

/** The FAQ's questions for caregivers: where a job seeker's questions go, not the family form. */
export const caregiverFaqPath = `${paths.faq}#${caregiverTopic}`;
