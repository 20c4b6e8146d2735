import { describe, expect, it } from 'vitest';
import type { FaqQuestion } from '../data/schema/faq';
import { faqIn, type FaqLanguage } from './faq';

const language: FaqLanguage = {
  titles: {
    'about-our-services': 'Services',
    'getting-started': 'Start',
    'care-quality-and-safety': 'Safety',
    'pricing-and-payment': 'Paying',
    'for-potential-caregivers': 'Caregivers',
  },
  facts: {
    phone: '(770) 555-0100',
    business: 'Hearthside',
    office: 'Douglasville, GA',
    officeHours: 'de 8:00 a. m. a 6:00 p. m.',
    phoneReach: 'at any hour',
    licensed: 'Yes.',
    mileage: 'We pay mileage.',
    serviceArea: 'Douglas County',
    licenseState: 'Georgia',
    familyReply: 'within an hour in office hours',
    applicantReply: 'within 2 business days',
    careStart: 'within 24–48 hours',
  },
};

const question = (fields: Partial<FaqQuestion> & Pick<FaqQuestion, 'id' | 'topic'>) =>
  ({ question: 'Q?', answer: 'A.', link: 'none', linkLabel: '', ...fields }) as FaqQuestion;

describe('the FAQ as a page reads it', () => {
  it('fills in each fact an answer names, and splits its paragraphs at empty lines', () => {
    const [category] = faqIn(
      [
        question({
          id: 'reach',
          topic: 'getting-started',
          question: 'Can I call {business}?',
          answer:
            'Call {phone} {phoneReach}.\n\n  We reply {applicantReply}.  \n\nAbierto {officeHours}.',
        }),
      ],
      language,
    );
    expect(category?.questions).toEqual([
      {
        id: 'reach',
        question: 'Can I call Hearthside?',
        // A fact that ends in a full stop takes the sentence's own: "p. m." is not doubled.
        answer: [
          'Call (770) 555-0100 at any hour.',
          'We reply within 2 business days.',
          'Abierto de 8:00 a. m. a 6:00 p. m.',
        ],
      },
    ]);
  });

  it('orders the topics as the page does, each with its questions in the file order, and drops an empty topic', () => {
    const categories = faqIn(
      [
        question({ id: 'c', topic: 'for-potential-caregivers' }),
        question({ id: 'a', topic: 'about-our-services' }),
        question({ id: 'b', topic: 'for-potential-caregivers' }),
      ],
      language,
    );
    expect(
      categories.map(({ title, questions }) => [title, questions.map(({ id }) => id)]),
    ).toEqual([
      ['Services', ['a']],
      ['Caregivers', ['c', 'b']],
    ]);
  });

  it("links to the chosen page with the link's words, and to none without them", () => {
    const [category] = faqIn(
      [
        question({
          id: 'm',
          topic: 'pricing-and-payment',
          link: 'medicare',
          linkLabel: 'Medicare',
        }),
        question({ id: 'n', topic: 'pricing-and-payment', link: 'none', linkLabel: 'ignored' }),
      ],
      language,
    );
    expect(category?.questions.map((item) => item.link)).toEqual([
      { label: 'Medicare', to: '/paying-for-care#medicare' },
      undefined,
    ]);
  });
});
