import { faqIn, type FaqWords } from '../config/faq';
import { business, location } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';

const phone = business.phone.display;

/** The FAQ's words; the order, the anchors and the links are in config/faq.ts. */
const words: FaqWords = {
  titles: {
    'about-our-services': 'About Our Services',
    'getting-started': 'Getting Started',
    'care-quality-and-safety': 'Care Quality & Safety',
    'pricing-and-payment': 'Pricing & Payment',
    'for-potential-caregivers': 'For Potential Caregivers',
  },
  questions: {
    'what-care-do-you-provide': {
      question: 'What kind of care do you provide?',
      answer: [
        'We provide non-medical care at home: companionship, help with bathing, dressing and getting around, medication reminders, meals, light housekeeping, transportation, dementia care, live-in care and respite care for family caregivers.',
        "We do not provide medical care, such as giving injections, dressing wounds or administering medication. Our caregivers can work alongside any nurses or therapists your loved one's doctor arranges.",
      ],
    },
    'which-areas-do-you-serve': {
      question: 'Which areas do you serve?',
      answer: [
        `We care for families across ${serviceAreaText}, from our office in ${location}.`,
        `Not sure whether your loved one's home is in our area? Call us at ${phone} and we will tell you.`,
      ],
      linkLabel: 'The towns and ZIP codes we serve',
    },
    'how-many-hours-of-care': {
      question: 'How many hours of care can we arrange?',
      answer: [
        'As many as your loved one needs: a few hours a week, daily visits, overnight help, or a live-in caregiver around the clock.',
        'Needs change, and the schedule can change with them. Just let us know.',
      ],
    },
    'dementia-care': {
      question: "Can you care for someone with Alzheimer's or dementia?",
      answer: [
        "Yes. Our Alzheimer's and dementia care focuses on a calm, steady routine, activities that engage your loved one, and keeping them safe at home.",
        'We also help your family understand what to expect and how to respond to changes in mood or behavior.',
      ],
    },
    'how-do-we-get-started': {
      question: 'How do we get started?',
      answer: [
        `Call us at ${phone} or send us a message through our contact form. We will set up a free consultation in your loved one's home.`,
        'After the consultation, we write a care plan with you and match your loved one with a caregiver.',
      ],
    },
    'how-soon-can-care-start': {
      question: 'How soon can care start?',
      answer: [
        'In many cases, care can start within 24–48 hours of your consultation. If you need help sooner, tell us when you call and we will do our best.',
      ],
    },
    'what-happens-at-the-consultation': {
      question: 'What happens during the free consultation?',
      answer: [
        'A member of our team visits your loved one at home. We talk about their daily routine, any health conditions we should know about, what they enjoy, and the help you are hoping for. We also look for anything in the home that could make moving around unsafe.',
        'The consultation costs nothing. At the end, you get a care plan and an exact quote, and you decide whether to go ahead.',
      ],
    },
    'when-can-we-reach-you': {
      question: 'When can we reach you?',
      answer: [
        `Our office hours are ${businessCopy.officeHoursInText}.`,
        `Phone and emergency support are available ${business.figures.support}, so you can call ${phone} at any time, day or night.`,
      ],
    },
    'how-are-caregivers-screened': {
      question: 'How do you screen your caregivers?',
      answer: [
        'Every caregiver goes through a phone interview, a background check and drug screening, reference verification, and an in-person interview with a skills assessment. Only then do they complete our training and orientation.',
        "Our caregivers must also have reliable transportation and a valid driver's license, and hold CPR/First Aid certification or be willing to get it.",
      ],
    },
    'are-you-licensed-and-insured': {
      question: 'Are you licensed and insured?',
      answer: [
        `Yes. ${business.name} is licensed and insured in ${business.licenseState}. Ask us for the details at your consultation.`,
      ],
    },
    'caregiver-not-a-good-match': {
      question: "What if my loved one doesn't get along with their caregiver?",
      answer: [
        'Tell us. A good match matters, for your loved one and for the caregiver.',
        'We will talk with you about what is not working and look for a caregiver who is a better fit.',
      ],
    },
    'how-will-we-know-how-care-is-going': {
      question: 'How will we know how things are going?',
      answer: [
        'We check in with you regularly, and you can call us at any time. If we notice a change in your loved one, we will tell you.',
        'When needs change, we update the care plan with you.',
      ],
    },
    'how-much-does-care-cost': {
      question: 'How much does in-home care cost?',
      answer: [
        'Care is charged by the hour. The cost depends on the care plan: the kind of help your loved one needs and how many hours a week.',
        'The free consultation ends with an exact quote, so you know the cost before care begins.',
      ],
      linkLabel: 'Estimate the cost of a schedule',
    },
    'how-can-we-pay': {
      question: 'How can we pay for care?',
      answer: [
        'Most families pay privately. If your loved one has long-term care insurance, the policy may cover in-home care, and we can help with the paperwork.',
        'Not sure what a policy covers? Bring the details to your consultation and we will go through them with you.',
      ],
      linkLabel: 'Every way to pay for care in Georgia',
    },
    'does-medicare-pay': {
      question: 'Does Medicare pay for your services?',
      answer: [
        'Usually not. Medicare generally does not cover non-medical home care such as companionship, personal care or help around the house, and we do not bill Medicare.',
        'If you have questions about other coverage your loved one may have, ask us at your consultation.',
      ],
      linkLabel: 'What Medicare covers, and what it does not',
    },
    'what-do-i-need-to-apply': {
      question: 'What do I need to become a caregiver with you?',
      answer: [
        "You need to be 18 or older, with a high school diploma or equivalent, reliable transportation and a valid driver's license. You must pass a background check and drug screening, and hold CPR/First Aid certification or be willing to get it.",
        'We also look for good communication skills and the physical ability to help clients move around safely.',
      ],
    },
    'do-i-need-experience': {
      question: 'Do I need caregiving experience?',
      answer: [
        'Caregiving experience is preferred. Tell us about the experience you have on your application, including any certifications or training.',
        'Every new caregiver completes our training and orientation before working with a client.',
      ],
    },
    'what-happens-after-i-apply': {
      question: 'What happens after I apply?',
      answer: [
        'We review every application and contact you within 2–3 business days.',
        'Next come a phone interview, a background check and reference verification, and an in-person interview with a skills assessment. Once you are hired, you complete training and orientation.',
      ],
    },
    'can-i-choose-my-hours': {
      question: 'Can I choose my hours?',
      answer: [
        'Yes. We have full-time, part-time, weekend, evening and overnight, and live-in work, as well as flexible, as-needed shifts.',
        `Tell us your availability on the application, and we will match you with clients in ${serviceAreaText} whose schedules fit yours.`,
      ],
    },
  },
};

export const faqCategories = faqIn(words);

export const faqPage = {
  topicsLabel: 'Jump to a topic',
  stillHaveQuestions: {
    title: 'Still Have Questions?',
    text: `We are happy to help. Send us a message, or call us at ${phone}.`,
    contactAction: 'Contact Us',
    callAction: `Call ${phone}`,
  },
} as const;
