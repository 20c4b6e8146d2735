import { business, location } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';
import type { HomeServiceId } from '../config/services';

const ratingScore = `${business.rating.value}/${business.rating.outOf}`;

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface HomeContent {
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly lead: string;
    readonly primaryAction: string;
    readonly secondaryAction: string;
    /** Under the buttons: what care costs and who pays, in one line before `costLink`. */
    readonly costLine: string;
    /** The link to /paying-for-care that ends `costLine`. */
    readonly costLink: string;
  };
  /** The accessible name of the band that holds the stats and the rating. */
  readonly statsLabel: string;
  /** Two to three figures: round-the-clock support only while the owner lets the site claim it. */
  readonly stats: readonly [Stat, Stat, ...Stat[]];
  readonly ratingBadge: {
    /** "4.9/5", from `business.rating`. */
    readonly score: string;
    /** The badge's visible text, and with `action` its accessible name. */
    readonly text: string;
    /** Says where the badge leads: it scrolls to the testimonials. */
    readonly action: string;
  };
  readonly welcome: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly servicesHeading: string;
  readonly servicesIntro: string;
  /** One sentence for each featured service's card; the title comes from `services`. */
  readonly serviceBlurbs: Readonly<Record<HomeServiceId, string>>;
  readonly exploreServices: string;
  readonly mobility: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly points: readonly string[];
  };
  readonly testimonialsHeading: string;
  readonly testimonialsIntro: string;
  /** Links to the agency's reviews on Google, under the testimonials. */
  readonly reviewLinks: { readonly read: string; readonly write: string; readonly newTab: string };
  readonly closing: { readonly title: string; readonly subtitle: string };
}

export const home: HomeContent = {
  hero: {
    eyebrow: `In-home senior care in ${location}`,
    heading: pages.home.heading,
    lead: pages.home.intro,
    primaryAction: 'Request Care',
    secondaryAction: 'Join Our Team',
    costLine: 'What does care cost, and what do Medicare, Medicaid and the VA pay?',
    costLink: 'Costs and ways to pay',
  },
  statsLabel: `${business.name} at a glance`,
  stats: [
    { value: business.figures.familiesServed, label: 'Families Served' },
    { value: business.figures.yearsExperience, label: 'Years Experience' },
    ...(businessCopy.supportStat ? [businessCopy.supportStat] : []),
  ],
  ratingBadge: {
    score: ratingScore,
    text: `Rated ${ratingScore} by the families we serve`,
    action: 'Read what families say',
  },
  welcome: {
    heading: `Welcome to ${business.name}`,
    paragraphs: [
      `We are a home care agency based in ${business.town.city}. Since ${business.foundingYear}, we have helped older adults across ${serviceAreaText} stay in the homes they love.`,
      "Our caregivers help with everyday things: a warm meal, a ride to the doctor, a bath without worry, a friendly face at the kitchen table. Our care is non-medical, and it is built around your loved one's routine, not ours.",
      "It starts with a free consultation in your loved one's home. We listen, get to know them, and plan care that fits. Then we match a caregiver who suits them, and we stay in touch with you every step of the way.",
    ],
  },
  servicesHeading: 'How We Can Help',
  servicesIntro:
    'From a few hours of company each week to help with personal care, we fit care around your loved one.',
  serviceBlurbs: {
    'companion-care':
      'Good company, conversation and favorite activities, so your loved one feels less alone.',
    'personal-care':
      'Patient help with bathing, dressing, getting around and medication reminders.',
    'meal-preparation': 'Healthy, home-cooked meals made the way your loved one likes them.',
    'alzheimers-support':
      'Calm, steady care for someone living with memory loss, and support for your family.',
  },
  exploreServices: 'Explore Our Services',
  mobility: {
    heading: 'Staying Steady and Independent at Home',
    paragraphs: [
      'A fall, a new walker or a little less strength in the legs can make home feel harder to live in. It does not have to mean leaving it.',
      'Our caregivers give a steady arm where it is needed and step back where it is not. Your loved one keeps doing what they can, their own way, with someone beside them for the rest.',
    ],
    points: [
      'Help getting up, sitting down and moving around the house',
      "Bathing and dressing at your loved one's own pace",
      'Clear walkways and a tidy home, with trip hazards out of the way',
      'Short walks and outings to stay active and connected',
      'Rides to appointments, shopping and visits with friends',
    ],
  },
  testimonialsHeading: 'What Families Say',
  testimonialsIntro: 'In their own words, from families we care for.',
  reviewLinks: {
    read: 'Read our reviews',
    write: 'Review us on Google',
    newTab: '(opens in a new tab)',
  },
  closing: {
    title: "Let's Talk About Your Loved One",
    subtitle: `Call us at ${business.phone.display} or send us a message. The in-home consultation is free, and we'll call you back ${businessCopy.familyReply}.`,
  },
};
