import { placeById } from '../../config/areas';
import { hospital } from '../../config/localResources';
import { business } from '../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from './placeCopy';

const { name, zips } = placeById('villa-rica');
const zip = zips.join(', ');
const tanner = hospital('tanner-villa-rica').name;
const wellstarDouglas = hospital('wellstar-douglas');

export const place: PlaceCopy<'villa-rica'> = {
  meta: {
    title: `Home Care in ${name}, GA | ${business.name}`,
    description: `In-home senior care across ${name}'s ${zip} ZIP code, Carroll and Douglas sides alike: companionship, rides to the doctor, respite for family.`,
  },
  heading: `Home care in ${name}, on both sides of the county line`,
  intro: `Your mother may live near downtown ${name} or out on a county road past the city limits. Either way, a caregiver can come to her, starting with a free consultation at her kitchen table.`,
  coverage: {
    heading: `Where we go in and around ${name}`,
    paragraphs: [
      `We serve all of ZIP code ${zip}, in town and in the country around it. A little over half of ${name} is in Carroll County and the east side is in Douglas County; the ZIP code also takes in some homes in unincorporated Paulding County, to the north. We serve every part of it alike.`,
      `Our office is in ${business.town.city}, east along I-20. Care can be a few hours a week, daily visits, nights, or a caregiver who lives in the home.`,
    ],
  },
  services: {
    heading: `What ${name} families ask us for`,
    intro: 'Houses here are spread out, and grown children often drive I-20 to work in Atlanta.',
    items: {
      transportation:
        'Outside town, the doctor and the pharmacy can be a long drive. A caregiver drives your father and stays with him, so no visit is missed because nobody could get off work.',
      'companion-care':
        'Past the city limits, a week can go by without a neighbor stopping in. Regular visits bring conversation and someone who notices when something seems off.',
      'respite-care':
        'For the spouse or grown child nearby who does all the caregiving: an afternoon off, or a full night of sleep.',
    },
  },
  hospitals: {
    heading: 'Coming home from the hospital',
    paragraphs: [
      `The hospital in town is ${tanner}; the east side may be closer to ${wellstarDouglas.name}. Before discharge, tell the discharge planner that we will be helping at home, and give them our number.`,
      'If you ask, we can meet you at the hospital before your mother leaves, or at her house the day she gets home. In the first days a caregiver helps her settle in, picks up new prescriptions and helps her bathe safely.',
    ],
  },
  resources: {
    heading: `Public help for older adults in ${name}`,
    intro: `ZIP code ${zip} reaches into three counties, and each has its own Area Agency on Aging. The county on the property tax bill tells you which one serves the house.`,
    items: {
      'three-rivers-aaa':
        'For homes on the Carroll County side: meals, support for family caregivers, services paid for by Medicaid.',
      empowerline: 'For homes on the Douglas County side, with the same kinds of help.',
      'northwest-georgia-aaa': `For a ${name} address in unincorporated Paulding County, north of town: the agency that serves Paulding, with the same kinds of help again.`,
      'georgia-adrc':
        'One number for all of Georgia, if you are not sure which agency serves the house.',
    },
  },
  questions: {
    heading: `Questions from ${name} families`,
    items: [
      {
        question: `Mom's address says ${name}, but she lives in Carroll County. Do you still come?`,
        answer: `Yes, anywhere in ZIP code ${zip}, whether the house is in Carroll, Douglas or Paulding County. Unsure about an address? Call us at ${business.phone.display}.`,
      },
      {
        question: "I work in Atlanta and can't see Dad every day. How will I know how he is?",
        answer: `We check in with you regularly, and you can call us ${businessCopy.phoneReach}. If his caregiver notices a change, such as eating less or being unsteady on his feet, we tell you.`,
      },
    ],
  },
};
