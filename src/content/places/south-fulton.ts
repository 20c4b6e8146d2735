import { placeById } from '../../config/areas';
import { hospital, localResource, withPhone } from '../../config/localResources';
import { zipsAcrossCountyLines } from '../../data/places';
import { listInWords } from '../../lib/words';
import { areas } from '../areas';
import { business } from '../business';
import { businessCopy } from '../businessCopy';
import type { PlaceCopy } from './placeCopy';

const { name, zips } = placeById('south-fulton');
const grady = hospital('grady');
const piedmontFayette = hospital('piedmont-fayette');
const va = localResource('va-atlanta');
const gdvs = localResource('georgia-veterans-service').name;
const adrc = withPhone(localResource('georgia-adrc'));
const empowerline = withPhone(localResource('empowerline'));
/** "Empowerline", without its long name in brackets. */
const soleName = (full: string) => full.replace(/ \(.*\)$/, '');
/** The ZIP codes listed here that take in homes beyond Fulton County, while they are listed. */
const acrossCountyLines = zipsAcrossCountyLines.filter(
  (crossing) => crossing.place === 'south-fulton' && zips.includes(crossing.zip),
);

export const place: PlaceCopy<'south-fulton'> = {
  meta: {
    title: `Home Care in ${name}, GA | ${business.name}`,
    description: `Senior home care in ${name}, Union City, Fairburn, Palmetto, College Park and East Point: rides, dementia care, live-in help, care after a hospital stay.`,
  },
  heading: `In-home care in ${name} and its neighbors`,
  intro: `Families from East Point to Palmetto call us when a parent needs more help than they can give between work and everything else. Our caregivers come to the house and help with the day.`,
  coverage: {
    heading: 'The ZIP codes we cover in south Fulton',
    paragraphs: [
      `We serve homes in these ZIP codes: ${listInWords(zips)}. Between them they take in parts of the City of ${name} and of its neighbors: Union City, Fairburn and Palmetto out along I-85, and College Park and East Point near I-285.`,
      ...(acrossCountyLines.length > 0
        ? [
            // Examples, not a full list: others are still to check (local review, should-fix 4).
            `Some of these ZIP codes reach past Fulton County, for example ${listInWords(
              acrossCountyLines.map(
                ({ zip, town, county }) =>
                  `${zip} (${town}) into ${areas.countyNames[county]} County`,
              ),
            )}. If the county on your property tax bill is not Fulton, call Georgia's statewide line, the ${adrc.name}, at ${adrc.phone}${
              acrossCountyLines.some(({ county }) => county === 'clayton')
                ? ` (in ${areas.countyNames.clayton} County, ${soleName(empowerline.name)}, at ${empowerline.phone}, serves you too)`
                : ''
            }.`,
          ]
        : []),
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
        'A familiar face and the same routine every day help a parent with dementia most. Our caregivers keep things calm and safe, and we share what we have learned with the family.',
      'live-in-care':
        'When your father should not be left alone, a caregiver can live in the home: there day and night, with time to sleep. If he needs someone awake all night, caregivers can work in shifts instead.',
    },
  },
  hospitals: {
    heading: 'Home from the hospital, with help waiting',
    paragraphs: [
      `A hospital stay may mean ${grady.name} downtown, or ${piedmontFayette.name} in ${piedmontFayette.city}, southeast of Fairburn and Palmetto. Either way the ride home is long, and discharge day rarely runs on time.`,
      'Ask the case manager for the expected date and the instructions for home, and tell them we will be helping. If you ask, we can be at the house when your parent arrives. In the first days a caregiver helps with meals and the bathroom, and writes down questions for the follow-up visit.',
    ],
  },
  resources: {
    heading: 'County, state and veterans’ help',
    intro: 'Public programs can add to what family and a caregiver do.',
    items: {
      'fulton-senior-services':
        "The county office for older residents, reached through the county's STARline: ask about senior centers near your parent, meals and other services.",
      empowerline:
        'The Area Agency on Aging for Fulton County: what help your parent may qualify for at home, and support for you as the family caregiver.',
      'va-benefits': `If your parent served in the military and gets care at the ${va.name} in ${va.city}, ask the VA social worker there about home care. For a pension or Aid and Attendance, start with the ${gdvs} or a veterans service organization: their help with the claim is free.`,
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
        answer: `Yes: early mornings, nights and weekends included. You can reach us by phone ${businessCopy.phoneReach}.`,
      },
    ],
  },
};
