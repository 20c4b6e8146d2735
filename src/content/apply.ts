import { business } from './business';
import { businessCopy } from './businessCopy';
import { pages } from './pages';

export interface NextStep {
  readonly title: string;
  readonly text: string;
}

export interface ApplyContent {
  readonly heading: string;
  readonly lead: string;
  readonly sections: {
    readonly personal: 'Personal Information';
    readonly work: 'Work Information';
  };
  readonly nextStepsHeading: string;
  /**
   * The hiring steps in their one order: phone interview, references, in-person interview, the
   * checks (after the FCRA disclosure), training. The FAQ's answers in src/data/faq.json
   * (`how-are-caregivers-screened`, `what-happens-after-i-apply`) tell them in the same order;
   * e2e/faq-and-claims.spec.ts compares the two pages.
   */
  readonly nextSteps: readonly [NextStep, NextStep, NextStep, NextStep];
  readonly closing: {
    readonly title: 'Have Questions About Applying?';
    readonly text: string;
    /** Calls the office: a caregiver's questions never go to the family form. */
    readonly button: 'Contact HR';
    /** The second button: the FAQ's questions for caregivers. */
    readonly faqAction: string;
  };
}

export const apply: ApplyContent = {
  heading: pages.apply.heading,
  lead: pages.apply.intro,
  sections: {
    personal: 'Personal Information',
    work: 'Work Information',
  },
  nextStepsHeading: 'Next Steps',
  nextSteps: [
    {
      title: 'Phone Interview',
      text: `We review your application and call you ${businessCopy.applicantReply} for a short conversation about you and the work.`,
    },
    {
      title: 'References and In-Person Interview',
      text: 'We speak with your references. Then you meet our team face to face, for an interview and a skills assessment: you show us the caregiving skills you already have.',
    },
    {
      title: 'Background Checks',
      text: "With your written permission, given on a separate form, we run a background check, Georgia's fingerprint check and a drug screening.",
    },
    {
      title: 'Training and Orientation',
      text: 'Before your first client, we train you in how we work and introduce you to the team who will support you.',
    },
  ],
  closing: {
    title: 'Have Questions About Applying?',
    text: `We are happy to talk it through. Call us at ${business.phone.display}, or read the answers to the questions caregivers ask us most.`,
    button: 'Contact HR',
    faqAction: 'Questions caregivers ask',
  },
};
