import type { careersBenefits, careersHighlights, CardsWords } from '../config/iconCards';
import { business } from './business';
import { businessCopy } from './businessCopy';
import { driving } from './hiring';
import { pages } from './pages';

export interface CareersContent {
  readonly hero: {
    readonly heading: string;
    readonly lead: string;
    readonly primaryAction: string;
    readonly secondaryAction: string;
    /** Read with the button's text, so the link says where it goes ("Learn More" alone does not). */
    readonly secondaryActionContext: string;
  };
  readonly highlights: CardsWords<typeof careersHighlights>;
  readonly benefitsHeading: string;
  readonly benefits: CardsWords<typeof careersBenefits>;
  readonly requirementsHeading: string;
  readonly requirementsIntro: string;
  /** The same list in every language, item for item. */
  readonly requirements: readonly [string, ...string[]];
  readonly testimonialHeading: string;
  readonly closing: {
    readonly title: string;
    readonly subtitle: string;
    readonly applyAction: string;
    readonly questionsAction: string;
  };
}

export const careers: CareersContent = {
  hero: {
    heading: pages.careers.heading,
    lead: pages.careers.intro,
    primaryAction: 'Apply Now',
    secondaryAction: 'Learn More',
    secondaryActionContext: ' about caregiving jobs in our FAQ',
  },
  highlights: {
    'flexible-scheduling': {
      title: 'Flexible Scheduling',
      text: 'Full-time, part-time, weekends, evenings or live-in. Tell us the hours that fit your life.',
    },
    support: {
      title: businessCopy.supportTitle,
      text: `Our office is a phone call away, ${businessCopy.phoneReach}. You are never on your own with a client.`,
    },
  },
  benefitsHeading: 'Why Work With Us',
  benefits: {
    pay: {
      title: 'Competitive Pay',
      text: 'Pay that respects the work you do. We talk about rates openly at your interview.',
    },
    'flexible-scheduling': {
      title: 'Flexible Scheduling',
      text: 'Work the shifts that fit around your family, school or other commitments. We build your schedule with you.',
    },
    development: {
      title: 'Professional Development',
      text: 'Training and orientation before your first client, and chances to keep learning as you grow in your career.',
    },
    'meaningful-work': {
      title: 'Meaningful Work',
      text: 'Help an older adult stay in the home they love. You will see the difference you make on every visit.',
    },
    team: {
      title: 'Supportive Team',
      text: `Office staff who pick up when you call, ${businessCopy.phoneReach}, and coworkers who are glad to share what they know.`,
    },
    recognition: {
      title: 'Recognition Program',
      text: 'We notice good work and we say so. Caregivers who go the extra mile for their clients get thanked and recognized.',
    },
  },
  requirementsHeading: 'What We Look For',
  requirementsIntro: 'To join our team, you will need:',
  requirements: [
    'High school diploma or equivalent',
    'Caregiving experience preferred',
    "Reliable transportation to your clients' homes",
    driving.requirement,
    "Ability to pass a background check, Georgia's fingerprint check and a drug screening",
    'CPR/First Aid certification, or willingness to obtain it',
    'Good communication skills',
    'Physical ability to help clients move, stand and get around safely',
    '18 years of age or older',
  ],
  testimonialHeading: 'From Our Caregivers',
  closing: {
    title: 'Ready to Make a Difference?',
    subtitle: `Apply online in a few minutes. We review every application and reply ${businessCopy.applicantReply}. Questions first? Call us at ${business.phone.display}.`,
    applyAction: 'Apply Online Now',
    questionsAction: 'Have Questions?',
  },
};
