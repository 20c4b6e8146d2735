import { sample } from './sample';
import { listInWords } from '../lib/words';

/**
 * Every business fact the site, the emails and the structured data show. Nothing else
 * hard-codes them. Phone and email are values reserved for fiction until launch.
 */
export const business = {
  name: 'Hearthside Senior Care',
  tagline: 'Compassion that comes to you.',
  blurb:
    'Non-medical in-home care for older adults in Douglasville and the west side of Metro Atlanta: companionship, personal care and help around the home, from caregivers who live nearby.',
  phone: {
    display: '(770) 555-0142',
    href: 'tel:+17705550142',
  },
  email: 'care@hearthsideseniorcare.example',
  town: { city: 'Douglasville', state: 'GA', country: 'US' },
  serviceArea: ['Douglas County', 'Fulton County', 'Metro Atlanta'],
  licenseState: 'Georgia',
  foundingYear: 2014,
  founder: sample(
    { name: 'Margaret Ellison', role: 'Founder' },
    "the founder's real name and role",
  ),
  stats: {
    familiesServed: '500+',
    yearsExperience: '10+',
    support: '24/7',
  },
  rating: { value: 4.9, outOf: 5 },
  officeHours: [
    {
      days: 'Monday–Friday',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      hours: '8:00 AM–6:00 PM',
      opens: '08:00',
      closes: '18:00',
    },
    {
      days: 'Saturday',
      dayOfWeek: ['Saturday'],
      hours: '9:00 AM–4:00 PM',
      opens: '09:00',
      closes: '16:00',
    },
  ],
  alwaysOpen: 'Phone and emergency support 24/7',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'X (Twitter)', href: 'https://twitter.com/' },
  ],
} as const;

export type SocialNetwork = (typeof business.social)[number]['network'];

export const location = `${business.town.city}, ${business.town.state}`;

/** "Douglas County, Fulton County, and Metro Atlanta", for running text. */
export const serviceAreaText = listInWords(business.serviceArea);

export function copyrightLine(year: number): string {
  return `© ${year} ${business.name}. Licensed and insured in ${business.licenseState}.`;
}
