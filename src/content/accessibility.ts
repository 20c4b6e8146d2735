import { business } from './business';
import { businessCopy } from './businessCopy';
import { pages } from './pages';

export interface AccessibilitySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A bulleted list under the paragraphs. */
  readonly items?: readonly string[];
}

/**
 * What the statement says a form does once JavaScript runs, one sentence each: after a send
 * (`SentState`), when a send fails (`SendFailed`) and while a résumé goes (`SendProgress`).
 * `src/pages/accessibility/formClaims.test.tsx` finds each on the page, in both languages, and
 * renders the component that does it to check what the sentence says.
 */
export type FormClaim = 'sent' | 'failed' | 'upload';

/**
 * The accessibility statement. What it says about testing and limits must stay true of the
 * site: the checks are in e2e/ (axe with scripts/wcag.ts at three widths, keyboard, no
 * JavaScript, reflow, Spanish) and scripts/audit.ts (Lighthouse and axe on every page).
 */
export interface AccessibilityContent {
  readonly heading: string;
  readonly lead: string;
  /** ISO date of the last review: `business.accessibilityReviewed`. */
  readonly lastReviewed: string;
  readonly lastReviewedLabel: string;
  /** Each sentence about what a form does, by what it does: a section's items list them. */
  readonly formClaims: Readonly<Record<FormClaim, string>>;
  readonly sections: readonly AccessibilitySection[];
  readonly closing: {
    readonly title: string;
    readonly text: string;
    readonly emailAction: string;
  };
}

const replyTime = businessCopy.withinBusinessDays(
  business.responseTargets.accessibilityBusinessDays,
);

const formClaims: AccessibilityContent['formClaims'] = {
  sent: 'When a form is sent, a message takes its place, saying so and when we will be in touch. The page scrolls to it and the focus moves to its heading, so screen readers announce it once. It stays until you press its button to send another, or leave the page.',
  failed:
    'If a form cannot be sent, it says so inside the form, right after the send button, with our phone number as a link you can tap to call. The focus moves to that message, so screen readers read it, and everything you typed stays in the form, so you can try again or call us.',
  upload:
    'When you send your application with a résumé, a progress bar that screen readers can read shows how much has gone. A button stops the send and keeps every answer and the résumé, so you can send them again when you are ready.',
};

export const accessibility: AccessibilityContent = {
  heading: pages.accessibility.heading,
  lead: pages.accessibility.intro,
  lastReviewed: business.accessibilityReviewed,
  lastReviewedLabel: 'Last reviewed',
  formClaims,
  sections: [
    {
      heading: 'Our goal',
      paragraphs: [
        'We want this website to work for everyone who visits it, including people who use a screen reader, a keyboard instead of a mouse, larger text or a zoomed-in screen.',
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These are the international standard for making websites easy to use for people with disabilities.',
      ],
    },
    {
      heading: 'How we check the site',
      paragraphs: [
        'Each time we change the website, automated tests check our English and Spanish pages:',
      ],
      items: [
        'An accessibility checker (axe) tests each page against the WCAG 2.2 rules it can check, on screens the size of a phone, a tablet and a computer. These rules include clear contrast between text and background, and buttons big enough to tap.',
        'Google Lighthouse scores the accessibility of each page, and only a perfect score passes.',
        'The care request and the caregiver application are filled in and sent with the keyboard alone.',
        'When an answer needs fixing, the form takes you straight to it and explains the problem right beside it.',
        'Every page fits a small phone screen, and a computer screen zoomed to 200%, without scrolling sideways.',
        'Each page has one main heading, and its headings follow in order, so you can move through the page by heading.',
        'Pages can be read, and both forms sent, with JavaScript turned off in the browser.',
        'When you follow a link to another of our pages, the focus moves to its main heading, so a screen reader announces the new page and the keyboard goes on from there.',
        'The FAQ answers and the language switch work with the keyboard, and the Escape key closes the menu on small screens.',
        'Spanish pages are marked as Spanish, so screen readers pronounce them correctly, and the longer Spanish words fit every button and link.',
      ],
    },
    {
      heading: 'When you send a form',
      paragraphs: [
        'With JavaScript on, our forms tell you what happened right where you are. Without it, sending takes you to a page that says whether your form reached us, with our phone number.',
      ],
      items: [formClaims.sent, formClaims.failed, formClaims.upload],
    },
    {
      heading: 'What we know falls short',
      paragraphs: ['No website is perfect. These are the limits we know of:'],
      items: [
        'Automated tests find only some kinds of problems. We do not yet test the site with screen readers or with people who have disabilities.',
        'Our tests run in the engine behind Google Chrome and Microsoft Edge. Safari and Firefox are not tested automatically.',
        "With JavaScript turned off, if you leave a required answer empty, the reminder comes from your web browser, in the browser's own language, which may not be the language of the page.",
        "You attach a résumé with your browser's own file picker, whose look and words depend on your browser. The résumé is optional: if attaching it is hard, send your application without it and tell us when we contact you.",
        'Links to our social media pages open other websites in a new tab. We cannot control how accessible those websites are.',
      ],
    },
    {
      heading: 'Tell us about a problem',
      paragraphs: [
        `If something on this site is hard to use, or you need its information in another way, please tell us. Call us at ${business.phone.display} or email ${business.email}. Tell us which page you were on and what got in your way.`,
        `A member of our team will reply ${replyTime}. You never need the website to ask for care: you can always call us instead.`,
      ],
    },
  ],
  closing: {
    title: 'Found Something Hard to Use?',
    text: `Email us at ${business.email} or call ${business.phone.display}. We will reply ${replyTime}.`,
    emailAction: 'Email Us',
  },
};
