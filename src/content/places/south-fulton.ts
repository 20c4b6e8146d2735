import { placeById } from '../../config/areas';
import { hospital, localResource } from '../../config/localResources';
import { business } from '../business';
import type { PlaceCopy } from './placeCopy';

const { name } = placeById('south-fulton');
const grady = hospital('grady');
const piedmontFayette = hospital('piedmont-fayette');
const va = localResource('va-atlanta');

export const place: PlaceCopy<'south-fulton'> = {
  meta: {
    title: `Home Care in ${name}, GA | ${business.name}`,
    description: `Senior home care in ${name}, Union City, Fairburn, Palmetto, College Park and East Point: rides, dementia care, live-in help, care after a hospital stay.`,
  },
  heading: `In-home care across ${name} and its neighbors`,
  intro: `Families from East Point to Palmetto call us when a parent needs more help than they can give between work and everything else. Our caregivers come to the house and help with the day.`,
  coverage: {
    heading: 'The cities we cover in south Fulton',
    paragraphs: [
      `We serve the City of ${name} and its neighbors: Union City, Fairburn and Palmetto out along I-85, and College Park and East Point near I-285.`,
      `Our office is in ${business.town.city}, across the county line to the west. Care can fit the days you work, come daily or overnight, or be live-in.`,
    ],
  },
  services: {
    heading: 'The help south Fulton families need most',
    intro:
      'Many parents here live alone in homes they have had for years, while their children work long shifts or live across town.',
    items: {
      transportation:
        'Doctors can be spread across metro Atlanta. A caregiver drives your parent to appointments or church, and stays the whole time.',
      'alzheimers-support':
        'A familiar face and the same routine every day help a parent with dementia most. Our caregivers keep things calm and safe and help the family learn what is coming.',
      'live-in-care':
        'When your father should not be alone at any hour, a caregiver who lives in the home is there day and night, ready to call for help and stay with him.',
    },
  },
  hospitals: {
    heading: 'Home from the hospital, with help waiting',
    paragraphs: [
      `A hospital stay may mean ${grady.name} downtown, or ${piedmontFayette.name} in ${piedmontFayette.city}, south of Fairburn and Palmetto. Either way the ride home is long, and discharge day rarely runs on time.`,
      'Ask the case manager for the expected date and the instructions for home, and tell them we will be helping. If you ask, we can be at the house when your parent arrives. In the first days a caregiver helps with meals and the bathroom, and writes down questions for the follow-up visit.',
    ],
  },
  resources: {
    heading: 'County, state and veterans’ help',
    intro: 'Public programs can add to what family and a caregiver do.',
    items: {
      'fulton-senior-services':
        'The county office for older residents: ask about senior centers near your parent, meals and other services.',
      empowerline:
        'The Area Agency on Aging for Fulton County: what help your parent may qualify for at home, and support for you as the family caregiver.',
      'va-atlanta': `If your parent served in the military, the VA in ${va.city} can tell you what care and benefits a veteran may be eligible for, including help at home.`,
    },
  },
  questions: {
    heading: 'Questions we hear from south Fulton',
    items: [
      {
        question: `Do you really come from ${business.town.city} as far as Palmetto and East Point?`,
        answer: `Yes, to every ZIP code on this page. If an address is near the edge, call us at ${business.phone.display} and we will check it.`,
      },
      {
        question: 'My father is a veteran. Should we call the VA or you first?',
        answer:
          'Both. VA benefits can take time to sort out, and our consultation is free, so you can see what care at home would look like while you wait.',
      },
      {
        question: 'I work long shifts. Can care cover the hours I am gone?',
        answer: `Yes: early mornings, nights and weekends included. Our phone is answered ${business.figures.support}, so you can reach us mid-shift.`,
      },
    ],
  },
};
