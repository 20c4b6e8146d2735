import { hospital } from '../../config/localResources';
import { business } from '../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from './placeCopy';

const phone = business.phone.display;
const douglas = hospital('wellstar-douglas').name;

export const place: PlaceCopy<'douglasville'> = {
  meta: {
    title: `Home Care in Douglasville, GA | ${business.name}`,
    description: `In-home senior care from our Douglasville office: personal care, company, rides to appointments, and help home from ${douglas}.`,
  },
  heading: 'Care at home in Douglasville, where our office is',
  intro:
    'Our office is in Douglasville, so help for your mother or father is close by. It starts with a free consultation at the house; the plan can be a few hours a week or care around the clock.',
  coverage: {
    heading: 'Every corner of Douglasville, north and south of I-20',
    paragraphs: [
      'We care for older adults all over town, from the older neighborhoods near downtown to the newer subdivisions along Highway 5.',
      "Being close makes it easy to fit care around your parent's day: a morning shift that covers a shower, breakfast and a reminder to take the pills, or an evening shift that makes sure your dad has eaten, is settled for the night and has locked up.",
    ],
  },
  services: {
    heading: 'What Douglasville families ask us for',
    intro:
      'Families here often call when a parent still manages at home, but not everything, and not as safely as before.',
    items: {
      'personal-care':
        "Help with bathing, dressing and moving around, at your parent's own pace. Care often starts here after a fall or a hospital stay.",
      'companion-care':
        'Conversation, cards and a walk around the block for a widowed parent facing long, quiet days in a once-full house.',
      transportation:
        'Errands here mean a drive on I-20 or Highway 5. When your mother should stop driving, a caregiver takes her to the doctor or the store and stays with her.',
    },
  },
  hospitals: {
    heading: 'Coming home after a hospital stay',
    paragraphs: [
      'When a discharge date comes up, call us, and give our number to the discharge planner or case manager. If you ask, we can visit before discharge or meet your parent at home that day, so the first night is not spent alone.',
      'After that, a caregiver can come a few hours a day for medication reminders, meals and a watchful eye, with fewer hours as strength returns.',
    ],
  },
  resources: {
    heading: 'More help for older adults in Douglas County',
    intro: 'These public services are worth a call too.',
    items: {
      'douglas-senior-services':
        "The county's programs for older residents: ask what is on offer and how to sign up.",
      empowerline:
        'The Area Agency on Aging for Douglas County. Its counselors explain which programs your parent may qualify for, including public help at home.',
      'georgia-cares':
        'Free, unbiased Medicare counseling. Worth a call each fall, before plans change.',
    },
  },
  questions: {
    heading: 'Questions from Douglasville families',
    items: [
      {
        question:
          'My parents live outside the city limits, with a Douglasville address. Are they in your area?',
        answer: `Yes. Many homes in unincorporated Douglas County have a Douglasville address, and we serve every Douglasville ZIP code listed on this page. Not sure? Call ${phone}.`,
      },
      {
        question: 'I live out of state. How will I know how Mom is doing?',
        answer: `We check in regularly, call you if we notice a change in your mother, and answer the phone ${businessCopy.phoneReach}.`,
      },
    ],
  },
};
