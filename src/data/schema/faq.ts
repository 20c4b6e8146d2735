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

/*
 * What an answer must never say, whoever words it: each rule finds the words that break it in
 * one language's text, and the build names the question they are in (check.ts). The FAQ's pages
 * hold them too, with every fact filled in (content-pages.test.ts).
 */

/** Sentences, as an answer's paragraphs and full stops divide them. */
const sentencesOf = (text: string) => text.split(/\n\s*\n|(?<=[.!?])\s+/).filter(Boolean);

/** A price in dollars: "$28", "$ 28", "28 dollars", "28 dólares", "US$28". */
const dollarPrice = /\$\s?\d|\d[\d,.]*\s*(dollars?|dólares|dolares)\b/i;

/** A price an answer names, such as "$28"; prices change, and the consultation ends with a quote. */
export function priceIn(text: string): string | undefined {
  return sentencesOf(text).find((sentence) => dollarPrice.test(sentence));
}

/** Medicare said to pay or cover, in either language. */
const medicarePays =
  /\bMedicare\b[^.]*\b(pay|pays|paid|paying|cover|covers|covered|covering|pague|paga|pagan|pagará|cubre|cubren|cubrirá|cubra)\b|\b(pay|pays|cover|covers|paga|pagan|cubre|cubren)\b[^.]*\bMedicare\b/i;
/** What keeps a sentence about Medicare paying from being a promise: a no, an only, a "may". */
const notAPromise =
  /\b(not|no|never|nor|rarely|seldom|only|may|might|nunca|ni|solo|sólo|únicamente|rara vez|puede|pueden|podría|podrían)\b|n't\b/i;

/**
 * A sentence that promises Medicare pays for care ("Medicare covers home care"): it does not
 * pay for the non-medical care the agency gives, and the agency does not bill it.
 */
export function medicarePromiseIn(text: string): string | undefined {
  return sentencesOf(text).find(
    (sentence) => medicarePays.test(sentence) && !notAPromise.test(sentence),
  );
}

/** Words saying the phone is answered at every hour, in either language. */
const everyHour =
  /\b(any ?time|any hour|24 hours a day|day or night|around the clock|round the clock|round-the-clock|cualquier momento|cualquier hora|a toda hora|las 24 horas|de día o de noche|día y noche)\b|24\/7/i;
/** A sentence about calling or reaching the office, in either language. */
const aboutCalling =
  /\b(call|calls|calling|phone|reach|answer|answers|llám\w*|llam\w*|teléfono|telefónic\w*|comunicarse|comuníquese|contáctenos|atendemos|contestamos)\b/i;

/**
 * A sentence that says in its own words that the phone is answered day or night: only the
 * `{phoneReach}` fact says it, and only while the owner confirms it (business.json's claims).
 */
function phoneHoursIn(text: string): string | undefined {
  return sentencesOf(text).find(
    (sentence) => everyHour.test(sentence) && aboutCalling.test(sentence),
  );
}

/** A driver's license, asked for in either language. */
const driversLicense = /driver'?s licen[cs]e|licencia de conducir/i;
/** Driving clients, in either language: "jobs that involve driving clients", "llevar a clientes en carro". */
const drivingClients =
  /\b(drive|drives|driving)\b[^.]*\bclients?\b|\bclients?\b[^.]*\b(drive|drives|driving)\b|\bclientes?\b[^.]*\b(carro|auto|coche|conduc\w*|manej\w*)\b|\b(llevar|conduc\w*|manej\w*)\b[^.]*\bclientes?\b/i;

/**
 * A sentence that asks for a driver's license without saying it is only for jobs that drive
 * clients: asking every applicant for one shuts out people who could do most of our jobs.
 */
function licenseForAllIn(text: string): string | undefined {
  return sentencesOf(text).find(
    (sentence) => driversLicense.test(sentence) && !drivingClients.test(sentence),
  );
}

/** The words an answer must not have, each with what the office should do instead. */
const answerRules: readonly {
  name: string;
  find: (text: string) => string | undefined;
  todo: string;
}[] = [
  {
    name: 'no-price',
    find: priceIn,
    todo: 'names a price in dollars. Prices change and differ by care plan: say that the free consultation ends with an exact quote, and leave the price out',
  },
  {
    name: 'no-medicare-promise',
    find: medicarePromiseIn,
    todo: 'says Medicare pays or covers care. Medicare does not pay for the non-medical care we give, and we do not bill it: say so, or say "may" and send the family to /paying-for-care',
  },
  {
    name: 'license-only-when-driving',
    find: licenseForAllIn,
    todo: "asks for a driver's license without saying it is only for jobs that involve driving clients. Say so in the same sentence: most of our jobs need no license",
  },
  {
    name: 'no-phone-hours',
    find: phoneHoursIn,
    todo: 'says in its own words when the phone is answered (day or night, any time). Write {phoneReach} instead: the site fills in what the owner has confirmed, in each language',
  },
];

/** An answer's words, under every rule above. */
function answerWords() {
  return answerRules.reduce(
    (schema, rule) =>
      schema.test(rule.name, function (value) {
        const found = value ? rule.find(value) : undefined;
        if (!found) return true;
        const question = typeof this.parent?.question === 'string' ? this.parent.question : '';
        return this.createError({
          message: `Answer to "${question}" (src/data/faq.json) ${rule.todo}. The words: "${found.trim()}"`,
        });
      }),
    wordsWithFacts('Answer'),
  );
}

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
  answer: answerWords()
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
