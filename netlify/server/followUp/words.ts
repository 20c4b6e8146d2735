import { business } from '#src/content/business';

/** The follow-up page's words: for staff, in English, as the staff emails are. */
export const followUpWords = {
  title: 'Called back?',
  lead: (form: string, firstName: string) => `${form} from ${firstName}`,
  sent: 'Sent',
  promised: 'Promised call back',
  recorded: 'Calls recorded',
  noneYet: 'No call recorded yet.',
  question: 'What happened on the call?',
  initials: 'Who called (your initials, optional)',
  record: 'Record this call',
  another: 'Record another attempt',
  saved: 'Recorded. Thank you.',
  corrected: 'Changed. Thank you.',
  correctable:
    'Recorded by mistake, or by someone the link was forwarded to? Change or remove a call here until a week after the first call.',
  correct: 'Change or remove this call',
  correctQuestion: 'What really happened on this call?',
  remove: 'Not a call: remove it',
  correctInitials: 'Who is changing it (your initials, optional)',
  saveCorrection: 'Save the change',
  changedFrom: (outcome: string, when: string) => `changed from “${outcome}” on ${when}`,
  callGone:
    'That call is no longer recorded, so nothing was changed. The calls recorded now are above.',
  closed: {
    heading: 'This record is closed',
    text: 'Its first call was recorded more than a week ago, so this link no longer records or changes anything. Nothing was recorded.',
  },
  privacy:
    'This page shows only the first name, the form and the times: the answers stay in the email. The link may have been forwarded, so nothing else is here.',
  badLink: {
    status: 403,
    heading: 'This link is not valid',
    text: 'It may have been changed or cut short. Open the link again from the staff email, or copy it whole.',
  },
  gone: {
    status: 410,
    heading: 'This lead is no longer kept',
    text: `The website keeps a lead only for a while after it is sent, or this link belongs to another copy of the site. Nothing was recorded. Look the call up in your own notes, or call ${business.phone.display} to ask the office.`,
  },
  notSetUp: {
    status: 503,
    heading: 'Follow-up links are not set up',
    text: 'This deploy has no FOLLOW_UP_SECRET, so it cannot check the link. Nothing was recorded. Ask the web developer.',
  },
  unavailable: {
    status: 503,
    heading: 'We could not reach our records',
    text: 'Nothing was recorded this time. Please try again in a minute: the link still works.',
  },
  chooseOutcome: 'Choose what happened on the call, then press the button again.',
} as const;

export type FollowUpProblem = 'badLink' | 'gone' | 'notSetUp' | 'unavailable';
