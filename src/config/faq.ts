import type { PagesView } from '../data/schema/pagesView';
import type { FaqFact, FaqQuestion } from '../data/schema/faq';
import { faqTopics, type faqLinkTargets } from '../data/schema/faqChoices';
import { estimatorPath } from './anchors';
import { paths } from './paths';

type FaqTopic = (typeof faqTopics)[number];
type FaqLinkTarget = Exclude<(typeof faqLinkTargets)[number], 'none'>;

const linkPaths: Record<FaqLinkTarget, string> = {
  areas: paths.areas,
  services: paths.services,
  'paying-for-care': paths.payingForCare,
  'cost-estimator': estimatorPath,
  medicare: `${paths.payingForCare}#medicare`,
  careers: paths.careers,
  apply: paths.apply,
  contact: paths.contact,
};

export interface FaqItem {
  /** Its anchor: `/faq#<id>`. */
  readonly id: string;
  readonly question: string;
  /** Plain-text paragraphs. */
  readonly answer: readonly string[];
  /** A page of the site that answers it at length, linked after the answer. */
  readonly link?: { readonly label: string; readonly to: string };
}

export interface FaqCategory {
  readonly id: FaqTopic;
  readonly title: string;
  readonly questions: readonly FaqItem[];
}

/** The words a language gives the FAQ's facts (`{phone}`) and its topics' titles. */
export interface FaqLanguage {
  readonly facts: Readonly<Record<FaqFact, string>>;
  readonly titles: Readonly<Record<FaqTopic, string>>;
}

/**
 * An answer's words with each `{fact}` filled in. A fact that ends a sentence itself ("6:00
 * p. m.") takes the sentence's own full stop.
 */
function withFacts(text: string, facts: FaqLanguage['facts']): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    if (!(name in facts)) return whole;
    const value = facts[name as FaqFact];
    return value.endsWith('.') ? value : value + stop;
  });
}

/**
 * The FAQ in one language, from that language's block of `src/data/faq.json` (which staff edit
 * at /admin/): the topics in their fixed order, each with its questions in the file's order.
 */
export function faqIn(
  questions: readonly PagesView<FaqQuestion>[],
  { facts, titles }: FaqLanguage,
): readonly FaqCategory[] {
  const fill = (text: string) => withFacts(text, facts);
  return faqTopics
    .map((topic) => ({
      id: topic,
      title: titles[topic],
      questions: questions
        .filter((entry) => entry.topic === topic)
        .map(({ id, question, answer, link, linkLabel }): FaqItem => {
          const item = {
            id,
            question: fill(question),
            answer: answer.split(/\n\s*\n/).map((paragraph) => fill(paragraph.trim())),
          };
          if (link === 'none' || !linkLabel) return item;
          return { ...item, link: { label: fill(linkLabel), to: linkPaths[link] } };
        }),
    }))
    .filter((category) => category.questions.length > 0);
}
