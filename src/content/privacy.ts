import { budgets, CLIENT_DAY_PER_HOUR } from '../config/budgets';
import {
  acknowledgedHours,
  emailServiceRetentionDays,
  draftLifetimeHours,
  hiringRecordsYears,
  leadCountsMonths,
  retentionDays,
} from '../config/retention';
import { business } from './business';
import { clearForm } from './forms';
import { pages } from './pages';

const hiringRecordsKept = hiringRecordsYears === 1 ? 'one year' : `${hiringRecordsYears} years`;

/** What one internet address may add to the counts in an hour and in a day (`budgets.ts`). */
const perAddress = {
  taps: { hour: budgets.tapsPerClientHour, day: CLIENT_DAY_PER_HOUR * budgets.tapsPerClientHour },
  visits: {
    hour: budgets.visitsPerClientHour,
    day: CLIENT_DAY_PER_HOUR * budgets.visitsPerClientHour,
  },
};

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A bulleted list under the paragraphs. */
  readonly items?: readonly string[];
  /**
   * The section that opens with what each form asks for: the page lists it from each registered
   * form's own definition and words (`src/pages/privacy/`), so a field added to a form is in the
   * notice without a word here.
   */
  readonly listsForms?: boolean;
}

/** The words around the list of what each form asks for, which the page makes from the forms. */
export interface FormFieldsWords {
  /** Before the forms' lists. */
  readonly intro: string;
  /** Over a form's fields that must be filled in. */
  readonly required: string;
  /** Over those a visitor may leave empty. */
  readonly optional: string;
  /** After a choice that starts with an answer chosen: "(“A phone call” unless you choose another)". */
  readonly preset: (choice: string) => string;
  /** A form's file (the résumé), by its label in the form, and what is kept of it. */
  readonly file: (label: string) => string;
}

export interface PrivacyContent {
  readonly heading: string;
  readonly lead: string;
  /** ISO date of the last change to this notice. */
  readonly lastUpdated: string;
  readonly lastUpdatedLabel: string;
  readonly formFields: FormFieldsWords;
  readonly sections: readonly PrivacySection[];
  readonly closing: {
    readonly title: string;
    readonly text: string;
    readonly emailAction: string;
  };
}

export const privacy: PrivacyContent = {
  heading: pages.privacy.heading,
  lead: pages.privacy.intro,
  lastUpdated: '2026-11-29',
  lastUpdatedLabel: 'Last updated',
  formFields: {
    intro: 'Each of our forms asks for the following, in the words the form itself uses.',
    required: 'What you must fill in:',
    optional: 'What you may add, if you choose:',
    preset: (choice) => `(“${choice}” unless you choose another)`,
    file: (label) =>
      `${label}: the file you attach, sent to our staff with your answers and kept by the website no longer than the rest of the form (see “Where your information goes”)`,
  },
  sections: [
    {
      heading: 'What our forms collect',
      listsForms: true,
      paragraphs: [
        'Along with your answers, a form sends the language of the page and the address of the page it is on. With JavaScript on, it also sends a random code that lets us recognize the same form sent twice (when a slow connection makes it try again), and where your visit began (see “Where your visit began”). Each form also has one box that people never see and only robots fill in, so we can tell spam from a real person.',
        'We receive what you type into a form and send, with what is listed above, and counts of the pages visited and of taps on our phone number (see “Counting visits and taps”). The website collects nothing else about you.',
        'The forms are not for medical records. Please do not type diagnoses, medications or other health details into them: we ask about health by phone or at the consultation.',
      ],
    },
    {
      heading: 'Where your information goes',
      paragraphs: [
        `When you press send, your answers are emailed to the staff of ${business.name}: care requests to our care team, applications to the people who handle hiring. An email delivery service carries the message.`,
        `So that no request is lost when the email service is slow or down, the website keeps its own copy of what you send, résumé included, until the email has reached our staff. It deletes that copy at most ${retentionDays.sent} days after delivery.`,
        `A form that our spam filter holds back, or that arrives while the website is receiving far more forms than usual, is kept for up to ${retentionDays.held} days, without any résumé sent with it, so our staff can check that it was not sent by a real person, and then deleted. When even that space is full, the website keeps nothing of the form and asks you to call us instead.`,
        `When your form reaches us, we email you a short confirmation with the day and time we will contact you. It repeats nothing you typed. A mailbox gets at most one a day: to know that, the website keeps a one-way code of the address, made with a secret key (not the address), for ${acknowledgedHours} hours.`,
        `The email delivery service (Postmark) keeps a copy of each email it sends for ${emailServiceRetentionDays} days, then deletes it.`,
        `So that a flood from one place cannot crowd out families or fill our counts, the website keeps a tally for each internet address, under a one-way code of the address made with a secret key (not the address): of the forms sent from it in the current hour, and of its taps and visit counts (see “Counting visits and taps”) in the current hour and in the current day. From one address it counts at most ${perAddress.taps.hour} taps an hour and ${perAddress.taps.day} a day, and ${perAddress.visits.hour} visit counts an hour and ${perAddress.visits.day} a day. Each tally is deleted once its hour or its day is over.`,
        'Like most websites, our hosting provider may keep short technical logs, such as IP addresses, to keep the site running and secure.',
      ],
    },
    {
      heading: 'Answers kept in your browser',
      paragraphs: [
        `While you fill in the caregiver application, your answers are kept in your browser tab, so an accidental reload does not lose them. They are deleted when you send the form, press ${clearForm.label}, close the tab, or after ${draftLifetimeHours} hours. They never leave your computer until you press send.`,
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information only to answer you: to reply to your question, arrange a consultation and plan care, or to consider your application.',
        'We never sell your information, and we do not use it or share it for advertising.',
      ],
    },
    {
      heading: 'Where your visit began',
      paragraphs: [
        'When you arrive, your browser tab notes the first page you opened, the website that linked you here (its address only, without anything after it), and the campaign labels in that link, if any (such as utm_source). For a link from an ad, it notes only which kind of ad it was, never its code. This stays in your tab and is deleted when you close it.',
        `It is sent with a form only when you send one, and kept with it as long as the form (see above), so that our staff know which of our pages and campaigns help families find us. Counts without your name or any of your details (how many requests came in a day, from which kind of source) are kept for ${leadCountsMonths} months.`,
      ],
    },
    {
      heading: 'Counting visits and taps',
      paragraphs: [
        'When a page has loaded, the website counts the visit. It also counts the steps of a form, how fast the page was, and taps on our phone number or on a link to call or text. Each count keeps only what is listed here, with the day it was made:',
      ],
      items: [
        'A page view: the page, its language, whether your screen is the size of a phone’s and, of where your visit began, only the kind of source (such as a search engine, an ad or a printed flyer).',
        'A step of a form: which form, whether you started it or sent it, or which field stopped a send (such as the phone number), never what you typed; and the language of the page and the kind of source of your visit.',
        'A tap: the page, its language, whether it was a call or a text, whether the number was ours or another one the page gives (such as a county office’s), and the kind of source of your visit. Not the number itself.',
        'How fast the page loaded and answered your taps: the kind of page (such as the home page or a job’s page), whether your screen is a phone’s, and each measurement, rounded.',
      ],
    },
    {
      heading: 'How the counts are kept',
      paragraphs: [
        'Counting visits and taps sets no cookie, stores nothing on your device, and sends nothing that could tell who you are or which device you use: no name, no address, no number that follows you from page to page. Nothing goes to anyone else: the counts come to this website only. When JavaScript is off, nothing is sent at all.',
        `Each count arrives on its own, with a random code that ties it to nothing else. Once an hour is over, the website adds up that hour’s page views, form steps and speeds and keeps only the totals; once the day is over, it keeps only the day’s totals. Each tap stays a single count for its day. All these counts are kept for ${leadCountsMonths} months, then deleted.`,
      ],
    },
    {
      heading: 'Cookies and trackers',
      paragraphs: [
        "This website sets no cookies at all, and it loads no tracking or advertising scripts and nothing from anyone else's servers.",
      ],
    },
    {
      heading: 'Asking us to delete your information',
      paragraphs: [
        `To see or delete what you sent us, email ${business.email} or call ${business.phone.display}. We will delete the emails that hold your details, unless the law requires us to keep them.`,
        `A job application is one of those: federal rules (29 CFR 1602.14) require employers to keep applications, and the other records of hiring, for ${hiringRecordsKept} from the application or from the decision on it, whichever is later. We keep yours that long, whether or not we hire you.`,
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'If we change how we handle your information, we will update this page and the date it was last updated.',
      ],
    },
  ],
  closing: {
    title: 'Questions About Your Information?',
    text: `Email us at ${business.email} or call ${business.phone.display}. We will answer you in plain words.`,
    emailAction: 'Email Us',
  },
};
