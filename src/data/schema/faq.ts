import { array, object, string, type InferType } from 'yup';
import { faqLinkTargets, faqTopics, linkNames, topicNames } from './faqChoices';
import { addressName, idsAreUnique, words } from './rules';

/**
 * The business facts an answer may name in braces, such as `{phone}`: the site fills each in, in
 * the page's language, so an answer never goes stale when a fact changes.
 */
const faqFacts = [
  'phone',
  'business',
  'office',
  'officeHours',
  'phoneReach',
  'licensed',
  'mileage',
  'serviceArea',
  'licenseState',
  'familyReply',
  'applicantReply',
  'careStart',
] as const;
export type FaqFact = (typeof faqFacts)[number];

const factList = faqFacts.map((fact) => `{${fact}}`).join(', ');
const known = new Set<string>(faqFacts);

/** Words that may name business facts in braces, each one the site knows. */
function wordsWithFacts(label: string) {
  return words(label).test(
    'known-facts',
    ({ label: name, value }: { label: string; value: string }) => {
      const unknown = [...value.matchAll(/\{([^{}]*)\}/g)].find(
        ([, fact = '']) => !known.has(fact),
      );
      return unknown
        ? `${name} names ${unknown[0]}, which is not a fact the site knows: use one of ${factList}`
        : `${name} has a brace without its pair: a fact is written like {phone}`;
    },
    (value) => {
      if (!value) return true;
      const rest = value.replace(/\{([^{}]*)\}/g, (whole, fact: string) =>
        known.has(fact) ? '' : whole,
      );
      return !/[{}]/.test(rest);
    },
  );
}

const factHint = `To name a business fact, write it in braces: ${factList}.`;

const questionSchema = object({
  id: addressName(
    'how-soon-can-care-start',
    'Its link is /faq#this-name. Never change it once the question is live.',
  ),
  topic: string()
    .required()
    .oneOf(faqTopics, `\${label} must be one of: ${Object.values(topicNames).join(', ')}`)
    .label('Topic')
    .meta({ optionLabels: topicNames }),
  question: wordsWithFacts('Question').required().max(160),
  answer: wordsWithFacts('Answer')
    .required()
    .max(1200)
    .meta({
      i18n: 'translate',
      widget: 'text',
      hint: `Leave an empty line between paragraphs. ${factHint}`,
    }),
  link: string()
    .required()
    .oneOf(faqLinkTargets, `\${label} must be one of: ${Object.values(linkNames).join(', ')}`)
    .label('Link after the answer')
    .meta({ optionLabels: linkNames }),
  linkLabel: wordsWithFacts('Link words')
    .max(80)
    .meta({
      i18n: 'translate',
      translationOptional: true,
      hint: 'What the link says, such as "Every way to pay for care in Georgia".',
    })
    .when('link', ([link]: string[], label) =>
      link === 'none' ? label : label.required('Link words are required with a link'),
    ),
}).label('Question');

export const faqSchema = object({
  questions: array(questionSchema)
    .required()
    .min(1)
    .label('Questions')
    .meta({ i18n: 'translate', summary: '{{fields.question}}' })
    .test('unique-ids', 'Two questions have the same web address name', idsAreUnique),
});

export type FaqQuestion = InferType<typeof questionSchema>;
