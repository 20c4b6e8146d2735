import { business } from '../../content/business';
import type { AcknowledgementWords } from '../../content/acknowledgement';
import { businessCopy } from '../../content/businessCopy';
import { clearForm, resumeLimit } from '../../content/forms';

/** Every word of the caregiver application: its fields, choices and sections, and what a send says. */
export const applicationForm = {
  name: 'Caregiver application',
  sections: { personal: 'Personal Information', work: 'Work Information' },
  fields: {
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    email: { label: 'Email Address' },
    phone: { label: 'Phone Number' },
    address: { label: 'Street Address' },
    city: { label: 'City' },
    state: { label: 'State' },
    zipCode: { label: 'ZIP Code' },
    position: {
      label: 'Position',
      hint: 'The job you are applying for, if you saw one listed. Optional.',
      placeholder: 'Any caregiver job',
    },
    availability: { label: 'Availability', placeholder: 'Select your availability' },
    transportation: { label: 'Transportation', placeholder: 'Select your transportation' },
    experience: {
      label: 'Caregiving Experience',
      hint: 'Paid or family caregiving: who you cared for, for how long, and what you did.',
    },
    certifications: {
      label: 'Certifications & Training',
      hint: 'For example CPR/First Aid, CNA, dementia care training. Optional.',
    },
    references: {
      label: 'References',
      hint: 'Names and phone numbers of two people who know your work. Optional.',
    },
    // "Please enter your why do you want to work in home care?" would not do.
    motivation: { label: 'Why do you want to work in home care?', calledInMessages: 'answer' },
    heardFrom: {
      label: 'How did you hear about this job?',
      placeholder: 'Choose one (optional)',
      calledInMessages: 'answer',
    },
  },
  /** Each choice's options by value; the states are listed in this language's alphabetical order. */
  choices: {
    availability: {
      'full-time': 'Full-time (30+ hours/week)',
      'part-time': 'Part-time (15-30 hours/week)',
      weekends: 'Weekends only',
      evenings: 'Evenings/nights',
      'live-in': 'Live-in care',
      flexible: 'Flexible/as needed',
    },
    transportation: {
      'own-vehicle': 'I have my own reliable vehicle with insurance',
      'public-transport': 'I use public transportation',
      'need-transport': 'I need transportation assistance',
    },
    heardFrom: {
      'job-board': 'A job website (Indeed and the like)',
      'google-search': 'Google search',
      facebook: 'Facebook',
      caregiver: 'One of our caregivers',
      friend: 'Friend or family',
      other: 'Other',
    },
    // prettier-ignore
    state: {
      AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
      CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
      FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
      IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
      MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
      MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
      NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
      OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
      SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
      VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin',
      WY: 'Wyoming',
    },
  },
  resume: {
    label: 'Résumé',
    hint: `Optional. A PDF or Word (.docx) file of up to ${resumeLimit}. It is not kept with your saved answers: attach it just before you send.`,
    /** Under the field once a file is chosen: its name and its size, as a phone counts. */
    chosen: (name: string, size: string) => `Your file: ${name}, ${size}`,
  },
  submit: 'Submit Application',
  sending: 'Submitting…',
  draftNote: `Your answers are kept in this browser tab for up to 24 hours, until you send them. On a shared computer, use ${clearForm.label} when you are done.`,
  success: {
    title: 'Application Submitted Successfully!',
    description: `Thank you for your interest! We'll review your application and contact you ${businessCopy.applicantReply}.`,
    again: 'Send another application',
  },
  /** While the application and its résumé go, with a way to stop. */
  upload: {
    label: 'Sending your application',
    percent: (sent: number) => `${sent}% sent`,
    cancel: 'Cancel sending',
    cancelled:
      'Sending stopped. Your answers and your résumé are still here: send them again when you are ready.',
  },
  failure: {
    title: 'Error Submitting Application',
    fallback: `Please try again or contact us directly at ${business.phone.display}.`,
    kept: 'Nothing is lost: your answers are still in the form.',
    keptWithFile: 'Nothing is lost: your answers and your résumé are still in the form.',
    retry: 'Try again',
  },
  /** Its pages for a post without JavaScript: each one's head, and what it adds. */
  pages: {
    sent: {
      details: [`Questions in the meantime? Call us at ${business.phone.display}.`],
    },
    checkAnswers: {
      noun: 'application',
      back: 'Go to the application',
    },
  },
} as const;

/** The applicant's email once the application is kept; only the functions read it. */
export const acknowledgement: AcknowledgementWords = {
  subject: `We received your application – ${business.name}`,
  heading: 'Thank you for applying',
  intro: `Your caregiver application reached our team at ${business.name}.`,
  callBy: (when) => `We will contact you about the next steps ${when}.`,
};
