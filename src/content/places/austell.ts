import { placeById } from '../../config/areas';
import { hospital } from '../../config/localResources';
import { zipsAcrossCountyLines } from '../../data/places';
import { areas } from '../areas';
import { business } from '../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from './placeCopy';

const { name, zips } = placeById('austell');
/** Powder Springs' ZIP code reaches Paulding County: said while the ZIP code is on the list. */
const pastCobbAndDouglas = zipsAcrossCountyLines.filter(
  (crossing) => crossing.place === 'austell' && zips.includes(crossing.zip),
);
const wellstarCobb = hospital('wellstar-cobb');
const wellstarDouglas = hospital('wellstar-douglas');

export const place: PlaceCopy<'austell'> = {
  meta: {
    title: `Home Care in ${name}, GA | ${business.name}`,
    description: `Senior home care in ${name}, Mableton and Powder Springs: help bathing and dressing, dementia care, respite for family and support after a hospital stay.`,
  },
  heading: `Caregivers for ${name}, Mableton and Powder Springs`,
  intro: `${name} sits where Cobb County meets Douglas County, just over the line from our ${business.town.city} office. We care for older adults here and in the south Cobb towns next door.`,
  coverage: {
    heading: 'The south Cobb homes we visit',
    paragraphs: [
      `Along with ${name}, we cover Mableton to the east and Powder Springs to the northwest. Whether your dad is in the ranch house he bought decades ago or has moved in with you, the care comes to him.`,
      ...pastCobbAndDouglas.map(
        ({ zip, town, county }) =>
          `The ${town} ZIP code, ${zip}, also takes in some homes over the line in ${areas.countyNames[county]} County. We serve them too; for public help there, the county's Area Agency on Aging is listed below.`,
      ),
      'If your mother lives with you, the hours can fit around work and school: two mornings a week, every weekday, or a caregiver who lives in the home.',
    ],
  },
  services: {
    heading: 'Care south Cobb families call about',
    intro:
      'Most calls from here follow a change: a fall, a new diagnosis, or a relative who has been doing all the caregiving and is worn out.',
    items: {
      'personal-care':
        'After a fall, bathing and dressing can become the hardest part of the day. A caregiver gives a steady hand in the shower and on the stairs.',
      'alzheimers-support':
        'When a parent with memory loss lives with you, late afternoons can be hard on everyone. Our caregivers keep the day calm and predictable and watch for wandering.',
      'respite-care':
        'If you look after your father while holding down a job, respite care gives you back a Saturday or an evening out, with someone he already knows.',
    },
  },
  hospitals: {
    heading: `From the hospital back home to ${name}`,
    paragraphs: [
      `${wellstarCobb.name} is right here in ${wellstarCobb.city}; homes near the Douglas County side may be closer to ${wellstarDouglas.name}. While your parent is still a patient, tell the case manager you are arranging home care with us.`,
      'Call us once a discharge date is set; if you want, we can see your parent in the hospital first. The first week home is often the shakiest: a caregiver helps with the bathroom, keeps track of follow-up appointments and tells you if something seems wrong.',
    ],
  },
  resources: {
    heading: 'Who else can help in south Cobb',
    intro: `Depending on the address, a family in ${name} deals with Cobb County's offices or Douglas County's, and a few Powder Springs homes are in Paulding County.`,
    items: {
      'cobb-senior-services': `The county office for older residents of ${name}, Mableton and Powder Springs: ask what it offers them and the relatives who care for them.`,
      'douglas-senior-services':
        'The county office to call instead when the house is on the Douglas side of the line.',
      empowerline:
        'The Area Agency on Aging for Cobb and Douglas counties: one call points you to services for your parent and support for you.',
      'northwest-georgia-aaa':
        'For a Powder Springs address on the Paulding County side: the Area Agency on Aging that serves Paulding.',
    },
  },
  questions: {
    heading: `What ${name} families want to know`,
    items: [
      {
        question: 'We live in Cobb County and your office is in Douglas County. Does that matter?',
        answer: `Not for your care: we serve south Cobb just as we serve Douglas County. The county only matters when you call public offices.`,
      },
      {
        question: 'Dad is in the hospital now. How soon can care start?',
        answer: `Call us at ${business.phone.display}, even before discharge. We set up the free consultation first; in many cases care can start ${businessCopy.careStart} after it.`,
      },
    ],
  },
};
