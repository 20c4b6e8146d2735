import { business } from '../../content/business';
import { promiseWords, type AcknowledgementWords } from '../../content/acknowledgement';
import { offeredWindow } from '../../config/callWindows';
import { businessCopy } from '../../content/businessCopy';

/** Each window as the form offers it: cut to the hours someone is there to reach a family. */
const bestTimes = {
  morning: offeredWindow('morning'),
  afternoon: offeredWindow('afternoon'),
  evening: offeredWindow('evening'),
};

/** Every word of the care request: its fields, choices and sections, and what a send says. */
export const contactForm = {
  name: 'Care request',
  fields: {
    name: { label: 'Full Name' },
    phone: { label: 'Phone Number' },
    email: { label: 'Email Address' },
    serviceType: { label: 'Type of Care Needed', placeholder: 'Select a service type' },
    bestTime: { label: 'Best Time to Reach You' },
    reachBy: { label: 'How should we reach you?' },
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
    /** Each window with its hours, from the business facts; "Any time" keeps our usual time. */
    bestTime: {
      any: 'Any time',
      morning: promiseWords.choice('morning', bestTimes.morning.from, bestTimes.morning.to),
      afternoon: promiseWords.choice('afternoon', bestTimes.afternoon.from, bestTimes.afternoon.to),
      evening: promiseWords.choice('evening', bestTimes.evening.from, bestTimes.evening.to),
    },
    reachBy: { call: 'A phone call', text: 'A text message', email: 'An email' },
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
    // Said without JavaScript too, where the page cannot know the way they chose.
    description: `To talk about the care you need, we'll be in touch ${businessCopy.familyReply}: by phone, or by text or email if you asked for one.`,
    again: 'Send another request',
  },
  failure: {
    title: 'Error Sending Message',
    fallback: `Please try again or call us directly at ${business.phone.display}.`,
    kept: 'Nothing is lost: your answers are still in the form.',
    retry: 'Try again',
  },
  /** Its pages for a post without JavaScript: each one's head, and what it adds. */
  pages: {
    sent: {
      details: [businessCopy.urgent],
      /**
       * On the page a post without JavaScript lands on, which cannot know the answer: the time
       * above is the office's own, unless the family chose one.
       */
      chosenTime:
        'If you chose a best time to reach you, we will reach you in that time, on the first day the office is open then. Our email to you names the day.',
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
  callBy: (when, reach) =>
    `We will ${{ call: 'call', text: 'text', email: 'email' }[reach]} you ${when}.`,
};
