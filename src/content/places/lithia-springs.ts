import { placeById } from '../../config/areas';
import { hospital, localResource } from '../../config/localResources';
import { listInWords } from '../../lib/words';
import { business } from '../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from './placeCopy';

const zip = listInWords(placeById('lithia-springs').zips);
const austell = placeById('austell').name;
const phone = business.phone.display;
const cobb = hospital('wellstar-cobb');
const gdvs = localResource('georgia-veterans-service').name;

export const place: PlaceCopy<'lithia-springs'> = {
  meta: {
    title: `Home Care in Lithia Springs, GA | ${business.name}`,
    description: `Non-medical home care in Lithia Springs (${zip}): respite for working families, meals, housekeeping, and help home from ${cobb.name}.`,
  },
  heading: 'Senior care at home in Lithia Springs',
  intro:
    'Lithia Springs sits in east Douglas County, where Thornton Road meets I-20 near the Cobb County line. We bring non-medical care into homes here, from a few hours of company to help through the night.',
  coverage: {
    heading: `East Douglas County, ZIP code ${zip}`,
    paragraphs: [
      'Lithia Springs has no city hall: it is unincorporated Douglas County, one ZIP code on both sides of I-20.',
      `Some families here straddle the Cobb line, a mother in Lithia Springs and a daughter in ${austell}. We serve both sides, so care can follow your parent if they move in with you.`,
    ],
  },
  services: {
    heading: 'Where Lithia Springs families want a hand',
    intro:
      'Grown children caring for a parent here often work full time and commute on I-20. They want Mom or Dad safe and fed while they are away.',
    items: {
      'respite-care':
        'For the son or daughter who covers every evening and weekend: a regular afternoon off, or a whole weekend.',
      'meal-preparation':
        "A caregiver shops, cooks and leaves meals ready in the refrigerator, following the doctor's diet, so your father isn't living on crackers and coffee.",
      'light-housekeeping':
        'Laundry, dishes, fresh sheets, the trash out to the curb: chores that pile up once bending and carrying get harder.',
    },
  },
  hospitals: {
    heading: 'When your parent leaves the hospital',
    paragraphs: [
      'Two of the hospitals below are close, one on each side of the county line. Ask the discharge planner or case manager for the written instructions and share them with us; we build the first week around them, from medication reminders to rides to follow-up visits.',
      'If you like, we can meet you at the hospital before discharge or at the house that afternoon, and taper the hours as your parent gets stronger.',
    ],
  },
  resources: {
    heading: 'Public help for Lithia Springs seniors',
    intro: 'Here the county and the region, not a town hall, run public programs for older adults.',
    items: {
      empowerline:
        'Start here if you are unsure what your parent qualifies for, including support for family caregivers.',
      'georgia-adrc':
        "Georgia's statewide line for older adults. Ask about Medicaid programs that help people stay at home.",
      'va-benefits': `For a parent who served. If Dad already gets his health care from the VA, ask his VA social worker about help at home. For a pension or Aid and Attendance, the ${gdvs} helps with the claim at no cost.`,
    },
  },
  questions: {
    heading: 'Questions we hear in Lithia Springs',
    items: [
      {
        question: 'Our house is right by the Cobb County line. Does the side matter?',
        answer: `Not to us: we serve all of ${zip} and the ${austell} area across the line. It does matter for public programs, so ask us which office to call.`,
      },
      {
        question: 'I work all day in Atlanta. Can a caregiver come while I am at work?',
        answer: `Yes. Care can cover exactly the hours you are gone, and you can reach us at ${phone} ${businessCopy.phoneReach}.`,
      },
    ],
  },
};
