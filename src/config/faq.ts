import { paths } from './paths';

/**
 * The FAQ's sections and questions, in order: each id (the question's anchor, `/faq#<id>`) and
 * the page of the site some answers link to. Their words are in content/faq.ts and its twin.
 */
const faqOutline = [
  {
    id: 'about-our-services',
    questions: [
      { id: 'what-care-do-you-provide' },
      { id: 'which-areas-do-you-serve', link: paths.areas },
      { id: 'how-many-hours-of-care' },
      { id: 'dementia-care' },
    ],
  },
  {
    id: 'getting-started',
    questions: [
      { id: 'how-do-we-get-started' },
      { id: 'how-soon-can-care-start' },
      { id: 'what-happens-at-the-consultation' },
      { id: 'when-can-we-reach-you' },
    ],
  },
  {
    id: 'care-quality-and-safety',
    questions: [
      { id: 'how-are-caregivers-screened' },
      { id: 'are-you-licensed-and-insured' },
      { id: 'caregiver-not-a-good-match' },
      { id: 'how-will-we-know-how-care-is-going' },
    ],
  },
  {
    id: 'pricing-and-payment',
    questions: [
      { id: 'how-much-does-care-cost', link: paths.payingForCare },
      { id: 'how-can-we-pay', link: paths.payingForCare },
      { id: 'does-medicare-pay', link: `${paths.payingForCare}#medicare` },
    ],
  },
  {
    id: 'for-potential-caregivers',
    questions: [
      { id: 'what-do-i-need-to-apply' },
      { id: 'do-i-need-experience' },
      { id: 'what-happens-after-i-apply' },
      { id: 'can-i-choose-my-hours' },
    ],
  },
] as const;

type QuestionOutline = (typeof faqOutline)[number]['questions'][number];
type FaqCategoryId = (typeof faqOutline)[number]['id'];
type FaqQuestionId = QuestionOutline['id'];
type LinkedQuestionId = Extract<QuestionOutline, { link: string }>['id'];

/** One question's words; a question whose answer links to a page also names the link. */
type QuestionWords<Id extends FaqQuestionId> = {
  readonly question: string;
  /** Plain-text paragraphs. */
  readonly answer: readonly string[];
} & (Id extends LinkedQuestionId ? { readonly linkLabel: string } : unknown);

/** The FAQ's words in one language: each section's title and each question, by id. */
export interface FaqWords {
  readonly titles: Readonly<Record<FaqCategoryId, string>>;
  readonly questions: { readonly [Id in FaqQuestionId]: QuestionWords<Id> };
}

export interface FaqItem {
  readonly id: FaqQuestionId;
  readonly question: string;
  readonly answer: readonly string[];
  /** A page of the site that answers it at length, linked after the answer. */
  readonly link?: { readonly label: string; readonly to: string };
}

export interface FaqCategory {
  readonly id: FaqCategoryId;
  readonly title: string;
  readonly questions: readonly FaqItem[];
}

/** The FAQ in one language: the outline's order and links, with that language's words. */
export function faqIn(words: FaqWords): readonly FaqCategory[] {
  return faqOutline.map(({ id, questions }) => ({
    id,
    title: words.titles[id],
    questions: questions.map((outline): FaqItem => {
      const { question, answer } = words.questions[outline.id];
      if (!('link' in outline)) return { id: outline.id, question, answer };
      const { linkLabel } = words.questions[outline.id];
      return { id: outline.id, question, answer, link: { label: linkLabel, to: outline.link } };
    }),
  }));
}
