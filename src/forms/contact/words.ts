import { business } from '../../content/business';
import type { AcknowledgementWords } from '../../content/acknowledgement';
import { businessCopy } from '../../content/businessCopy';

/** Every word of the care request: its fields, its choices, its sections and its toasts. */
export const contactForm = {
  name: 'Care request',
  fields: {
    name: { label: 'Full Name' },
    phone: { label: 'Phone Number' },
    email: { label: 'Email Address' },
    serviceType: { label: 'Type of Care Needed', placeholder: 'Select a service type' },
    bestTime: { label: 'Best Time to Reach You', placeholder: 'Any time is fine' },
    message: {
      label: 'Message',
      hint: 'Tell us a little about your loved one and the help you are looking for. Please leave out diagnoses and medications: we will ask about health by phone.',
    },
    careZip: { label: 'ZIP code where care is needed' },
    howSoon: {
      label: 'How soon is care needed?',
      placeholder: 'Choose one',
      calledInMessages: 'answer',
    },
    payment: {
      label: 'How will care be paid for?',
      placeholder: 'Choose one',
      calledInMessages: 'answer',
    },
    heardFrom: {
      label: 'How did you hear about us?',
      placeholder: 'Choose one',
      calledInMessages: 'answer',
    },
  },
  /** Each choice's options by value: the labels visitors pick and staff read in the email. */
  choices: {
    serviceType: {
      companion: 'Companion Care',
      personal: 'Personal Care',
      meal: 'Meal Preparation',
      alzheimers: "Alzheimer's Support",
      housekeeping: 'Light Housekeeping',
      transportation: 'Transportation',
      respite: 'Respite Care',
      consultation: 'Free Consultation',
    },
    bestTime: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', any: 'Any time' },
    howSoon: {
      now: 'Right away',
      week: 'Within a week',
      month: 'Within a month',
      looking: 'Just looking for now',
    },
    payment: {
      private: 'Private pay',
      'ltc-insurance': 'Long-term care insurance',
      veterans: "Veterans' benefits",
      'medicaid-waiver': 'Medicaid waiver',
      'not-sure': 'Not sure yet',
    },
    heardFrom: {
      'google-search': 'Google search',
      'google-maps': 'Google Maps',
      facebook: 'Facebook',
      hospital: 'Hospital or discharge planner',
      doctor: "Doctor's office",
      friend: 'Friend or family',
      other: 'Other',
    },
  },
  sections: { more: 'A few more questions (optional)' },
  submit: 'Send Message',
  sending: 'Sending…',
  success: {
    title: 'Message Sent Successfully!',
    description: `To talk about the care you need, we'll call you ${businessCopy.familyReply}.`,
  },
  failure: {
    title: 'Error Sending Message',
    fallback: `Please try again or call us directly at ${business.phone.display}.`,
  },
  /** Its pages for a post without JavaScript: each one's head, and what it adds. */
  pages: {
    sent: {
      details: [businessCopy.urgent],
    },
    checkAnswers: {
      noun: 'request',
      back: 'Go to the contact page',
    },
  },
} as const;

/** The visitor's email once the request is kept; only the functions read it. */
export const acknowledgement: AcknowledgementWords = {
  subject: `We received your request – ${business.name}`,
  heading: 'Thank you for contacting us',
  intro: `Your request for care reached our team at ${business.name}.`,
  callBy: (when) => `We will call you ${when}.`,
};
