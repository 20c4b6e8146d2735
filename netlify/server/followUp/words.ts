import { business } from '#src/content/business';

/** The follow-up page's words: for staff, in English, as the staff emails are. */
export const followUpWords = {
  title: 'Called back?',
  lead: (form: string, firstName: string) => `${form} from ${firstName}`,
  sent: 'Sent',
  promised: 'Promised',
  reachBy: 'Asked to be reached by',
  reach: { call: 'A phone call', text: 'A text message', email: 'An email' },
  recorded: 'Calls, texts and emails recorded',
  noneYet: 'Nothing recorded yet: no call, text or email.',
  question: 'What happened when you reached out?',
  initials: 'Who reached out (your initials, optional)',
  record: 'Record what happened',
  another: 'Record another attempt',
  saved: 'Recorded. Thank you.',
  corrected: 'Changed. Thank you.',
  correctable:
    'Recorded by mistake, or by someone the link was forwarded to? Change or remove it here until a week after the first one was recorded.',
  correct: 'Change or remove this',
  correctQuestion: 'What really happened?',
  remove: 'It did not happen: remove it',
  correctInitials: 'Who is changing it (your initials, optional)',
  saveCorrection: 'Save the change',
  changedFrom: (outcome: string, when: string) => `changed from “${outcome}” on ${when}`,
  callGone:
    'That one is no longer recorded, so nothing was changed. What is recorded now is above.',
  closed: {
    heading: 'This record is closed',
    text: 'Its first call, text or email was recorded more than a week ago, so this link no longer records or changes anything. Nothing was recorded.',
  },
  privacy:
    'This page shows only the first name, the form, how they asked to be reached and the times: the answers stay in the email. The link may have been forwarded, so nothing else is here.',
  badLink: {
    status: 403,
    heading: 'This link is not valid',
    text: 'It may have been changed or cut short. Open the link again from the staff email, or copy it whole.',
  },
  gone: {
    status: 410,
    heading: 'This lead is no longer kept',
    text: `The website keeps a lead only for a while after it is sent, or this link belongs to another copy of the site. Nothing was recorded. Look it up in your own notes, or call ${business.phone.display} to ask the office.`,
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
  chooseOutcome: 'Choose what happened, then press the button again.',
} as const;

export type FollowUpProblem = 'badLink' | 'gone' | 'notSetUp' | 'unavailable';
