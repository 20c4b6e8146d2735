import { RESUME_MAX_BYTES } from '../forms/resume';
import { business } from './business';

export const resumeLimit = `${RESUME_MAX_BYTES / 1024 / 1024} MB`;

/** Every word the two forms show, the toasts they raise and the server's answers. */
export const contactForm = {
  name: 'Care request',
  fields: {
    name: { label: 'Full Name', autoComplete: 'name' },
    phone: { label: 'Phone Number', autoComplete: 'tel' },
    email: { label: 'Email Address', autoComplete: 'email' },
    serviceType: { label: 'Type of Care Needed', placeholder: 'Select a service type' },
    bestTime: { label: 'Best Time to Reach You', placeholder: 'Any time is fine' },
    message: {
      label: 'Message',
      hint: 'Tell us a little about your loved one and the help you are looking for.',
    },
    careZip: { label: 'ZIP code where care is needed', autoComplete: 'postal-code' },
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
  sections: { more: 'A few more questions (optional)' },
  submit: 'Send Message',
  sending: 'Sending…',
  success: {
    title: 'Message Sent Successfully!',
    description: "We'll contact you within 24 hours to discuss your care needs.",
  },
  failure: {
    title: 'Error Sending Message',
    fallback: `Please try again or call us directly at ${business.phone.display}.`,
  },
} as const;

export const applicationForm = {
  name: 'Caregiver application',
  sections: { personal: 'Personal Information', work: 'Work Information' },
  fields: {
    firstName: { label: 'First Name', autoComplete: 'given-name' },
    lastName: { label: 'Last Name', autoComplete: 'family-name' },
    email: { label: 'Email Address', autoComplete: 'email' },
    phone: { label: 'Phone Number', autoComplete: 'tel' },
    address: { label: 'Street Address', autoComplete: 'street-address' },
    city: { label: 'City', autoComplete: 'address-level2' },
    state: { label: 'State', autoComplete: 'address-level1' },
    zipCode: { label: 'ZIP Code', autoComplete: 'postal-code' },
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
  resume: {
    label: 'Résumé',
    hint: `Optional. A PDF or Word (.docx) file of up to ${resumeLimit}. It is not kept with your saved answers: attach it just before you send.`,
  },
  submit: 'Submit Application',
  sending: 'Submitting…',
  draftNote:
    'Your answers are kept in this browser tab for up to 24 hours, until you send them. On a shared computer, use Clear form when you are done.',
  clear: {
    label: 'Clear form',
    confirm: 'Clear every answer on this form? This cannot be undone.',
  },
  success: {
    title: 'Application Submitted Successfully!',
    description:
      "Thank you for your interest! We'll review your application and contact you within 2-3 business days.",
  },
  failure: {
    title: 'Error Submitting Application',
    fallback: `Please try again or contact us directly at ${business.phone.display}.`,
  },
} as const;

/** What the functions answer; shown to the visitor as the toast's description. */
/**
 * The short line under each form, linking to the privacy notice. Here, not with the notice, so a
 * page with a form does not download the whole notice.
 */
export const privacyNotice = {
  text: 'We email your answers to our staff. The website keeps a copy only until it is delivered.',
  linkLabel: 'Read our privacy notice',
};

export const serverMessages = {
  invalid: 'Some answers need another look. Please check the highlighted fields.',
  resumeTooLarge: `Your résumé is larger than the ${resumeLimit} we can take online. Please attach a smaller file, send the form without it, or call us at ${business.phone.display}.`,
  tooLarge: `That is more text than we can take online. Please shorten it, or call us at ${business.phone.display}.`,
  unsupported: 'Please send the form from our website.',
  notAllowed: 'Please send the form from our website.',
  unavailable: `We couldn't send your message just now. Please try again in a few minutes, or call us at ${business.phone.display}.`,
  crossSite: `Please send the form from our own website, or call us at ${business.phone.display}.`,
  misconfigured: `Our online form is not working right now. Please call us at ${business.phone.display}.`,
  contactSent: contactForm.success.description,
  applicationSent: applicationForm.success.description,
} as const;

/** How the page of answers (no JavaScript) says what each answer needs. */
export const answerRuleWords = {
  required: 'Required',
  optional: 'Optional',
  upTo: (max: number) => `Up to ${max} characters.`,
  choice: 'One of the choices in the list.',
} as const;

/** Validation messages, written for a person rather than a programmer. */
export const validationMessages = {
  required: (label: string) => `Please enter your ${label.toLowerCase()}.`,
  choose: (label: string) => `Please choose your ${label.toLowerCase()}.`,
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  email: 'Please enter an email address like name@example.com.',
  emailTypo:
    'This email address looks like it has a typo: please check the dots and the part after the @, like name@example.com.',
  phone: 'Please enter a phone number with its area code, like (770) 555-0142.',
  zipCode: 'Please enter a 5-digit ZIP code, like 30134.',
  unknownOption: 'Please choose one of the options in the list.',
  notText: 'Please send this answer as text.',
  resumeTooLarge: `Please attach a résumé of up to ${resumeLimit}, or send the form without it.`,
  resumeType: 'Please attach your résumé as a PDF or a Word (.docx) file.',
  resumeOne: 'Please attach one file only.',
  resumeNotFile: 'Please attach your résumé as a file.',
} as const;
