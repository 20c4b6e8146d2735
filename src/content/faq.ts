import { en } from '../data/faq.json';
import { faqIn } from '../config/faq';
import type { FaqQuestion } from '../data/schema/faq';
import { business } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';
import { faqFacts } from './faqFacts';

const phone = business.phone.display;

/**
 * The FAQ in English: the questions and answers are this language's block of `src/data/faq.json`,
 * which staff edit at /admin/; the topics' titles and the facts an answer names are worded here.
 */
export const faqCategories = faqIn(en.questions as readonly FaqQuestion[], {
  titles: {
    'about-our-services': 'About Our Services',
    'getting-started': 'Getting Started',
    'care-quality-and-safety': 'Care Quality & Safety',
    'pricing-and-payment': 'Pricing & Payment',
    'for-potential-caregivers': 'For Potential Caregivers',
  },
  facts: faqFacts(businessCopy, serviceAreaText),
});

export const faqPage = {
  topicsLabel: 'Jump to a topic',
  stillHaveQuestions: {
    title: 'Still Have Questions?',
    text: `We are happy to help. Send us a message, or call us at ${phone}.`,
    contactAction: 'Contact Us',
    callAction: `Call ${phone}`,
  },
} as const;
