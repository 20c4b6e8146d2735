/*
 * The FAQ's fixed choices, apart from its schema: the pages read them without loading yup.
 */

/** The FAQ's topics, in the page's order; each language titles them in its content module. */
export const faqTopics = [
  'about-our-services',
  'getting-started',
  'care-quality-and-safety',
  'pricing-and-payment',
  'for-potential-caregivers',
] as const;

export const topicNames: Record<(typeof faqTopics)[number], string> = {
  'about-our-services': 'About our services',
  'getting-started': 'Getting started',
  'care-quality-and-safety': 'Care quality and safety',
  'pricing-and-payment': 'Pricing and payment',
  'for-potential-caregivers': 'For potential caregivers',
};

/** The pages an answer may send the reader on to (config/faq.ts has their addresses). */
export const faqLinkTargets = [
  'none',
  'areas',
  'services',
  'paying-for-care',
  'cost-estimator',
  'medicare',
  'careers',
  'apply',
  'contact',
] as const;

export const linkNames: Record<(typeof faqLinkTargets)[number], string> = {
  none: 'No link',
  areas: 'Areas we serve',
  services: 'Services',
  'paying-for-care': 'Paying for care',
  'cost-estimator': 'Paying for care: the cost estimator',
  medicare: 'Paying for care: Medicare',
  careers: 'Careers',
  apply: 'Apply to be a caregiver',
  contact: 'Contact us',
};
