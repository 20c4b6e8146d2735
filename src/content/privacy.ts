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

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PrivacyContent {
  readonly heading: string;
  readonly lead: string;
  /** ISO date of the last change to this notice. */
  readonly lastUpdated: string;
  readonly lastUpdatedLabel: string;
  readonly sections: readonly PrivacySection[];
  readonly closing: {
    readonly title: string;
    readonly text: string;
    readonly emailAction: string;
  };
}

/**
 * What each form collects, by form name, as the notice says it. Its keys are the registry's
 * form names: the form contract (scripts/form-contract.test.ts) does not compile while a form
 * the registry has is missing here, or one it lacks is listed.
 */
export const formsCollect = {
  contact: [
    'The care request form asks for your name, phone number and email address, and, if you choose, the type of care you need, the best time to reach you and a message. It also asks, if you choose, the ZIP code where care is needed, how soon it is needed, how it will be paid for and how you heard about us.',
  ],
  apply: [
    'The caregiver application asks for your name, email address, phone number and home address, your availability, how you get to work, your caregiving experience, and why you want to work in home care. Certifications, training, references and a résumé are optional, and so is how you heard about the job.',
  ],
} satisfies Readonly<Record<string, readonly string[]>>;

export const privacy: PrivacyContent = {
  heading: pages.privacy.heading,
  lead: pages.privacy.intro,
  lastUpdated: '2026-11-28',
  lastUpdatedLabel: 'Last updated',
  sections: [
    {
      heading: 'What our forms collect',
      paragraphs: [
        ...Object.values(formsCollect).flat(),
        'We receive what you type into a form and send, where your visit began, and counts of the pages visited and of taps on our phone number (see below). The website collects nothing else about you.',
        'The forms are not for medical records. Please do not type diagnoses, medications or other health details into them: we ask about health by phone or at the consultation.',
      ],
    },
    {
      heading: 'Where your information goes',
      paragraphs: [
        `When you press send, your answers are emailed to the staff of ${business.name}: care requests to our care team, applications to the people who handle hiring. An email delivery service carries the message.`,
        `So that no request is lost when the email service is slow or down, the website keeps its own copy of what you send, résumé included, until the email has reached our staff. It deletes that copy at most ${retentionDays.sent} days after delivery.`,
        `A form that our spam filter holds back, or that arrives while the website is receiving far more forms than usual, is kept for up to ${retentionDays.held} days, without any résumé sent with it, so our staff can check that it was not sent by a real person, and then deleted. When even that space is full, the website keeps nothing of the form and asks you to call us instead.`,
        `When your form reaches us, we email you a short confirmation with the time we will call you. It repeats nothing you typed. A mailbox gets at most one a day: to know that, the website keeps a one-way code of the address, made with a secret key (not the address), for ${acknowledgedHours} hours.`,
        `The email delivery service (Postmark) keeps a copy of each email it sends for ${emailServiceRetentionDays} days, then deletes it.`,
        'So that a flood of forms from one place cannot crowd out families, the website counts the forms and phone taps sent from each internet address in the current hour, under a one-way code of the address made with a secret key (not the address), and deletes the count after the hour.',
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
        `When you tap our phone number or a link to call or text, the website counts the tap: the page, whether it was a call or a text, and the kind of source of your visit (such as a search engine or an ad). Nothing that could tell who you are is counted, not even your phone number, and nothing is sent when JavaScript is off. These counts are kept for ${leadCountsMonths} months.`,
      ],
    },
    {
      heading: 'Counting visits',
      paragraphs: [
        'When a page has loaded, the website counts the visit. It sends the page you opened, where your visit began (see above), whether your screen is the size of a phone’s, and how fast the page loaded and answered your taps. Of where your visit began, the website keeps only its kind (such as a search engine, an ad or a printed flyer). On a form it counts the steps: that you started it, that you sent it, and the names of the fields a send was stopped for (such as “phone”), never what you typed.',
        'Counting visits sets no cookie, stores nothing on your device, and sends nothing that could tell who you are or which device you use: no name, no address, no number that follows you from page to page. Nothing goes to anyone else: the counts come to this website only. When JavaScript is off, nothing is sent at all.',
        `The website adds these up into counts for each day, with nothing about you in them, and keeps the counts for ${leadCountsMonths} months.`,
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
