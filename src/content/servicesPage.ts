import type { ServiceId } from '../config/services';
import { business } from './business';
import { businessCopy } from './businessCopy';
import { pages } from './pages';

export interface ServiceDetails {
  /** Two plain sentences. Non-medical: reminders, never administering. */
  readonly description: string;
  /** A card that speaks of dementia care offers the Alzheimer's disclosure form after these. */
  readonly features: readonly [string, string, string, string];
}

export interface FeatureBlock {
  readonly title: string;
  readonly text: string;
  readonly points: readonly string[];
}

export interface GettingStartedStep {
  readonly number: 1 | 2 | 3;
  readonly title: 'Free Consultation' | 'Caregiver Matching' | 'Care Begins';
  readonly text: string;
}

export interface ServicesPageContent {
  readonly hero: { readonly heading: string; readonly lead: string };
  /** What each service is and includes, on its card. */
  readonly services: Readonly<Record<ServiceId, ServiceDetails>>;
  readonly featureBlocks: readonly [FeatureBlock, FeatureBlock];
  readonly allServicesHeading: string;
  readonly stepsHeading: string;
  readonly steps: readonly [GettingStartedStep, GettingStartedStep, GettingStartedStep];
  readonly closing: { readonly title: string; readonly subtitle: string };
}

/** The copy of the services page around the grid of services. */
export const servicesPage: ServicesPageContent = {
  hero: { heading: pages.services.heading, lead: pages.services.intro },
  services: {
    'companion-care': {
      description:
        'Long days alone can wear anyone down. Our caregivers bring good company, conversation and the activities your loved one enjoys, so each day feels fuller.',
      features: [
        'Social interaction and conversation',
        'Light activities and hobbies',
        'Emotional support',
        'Reading and entertainment',
      ],
    },
    'personal-care': {
      description:
        "Gentle help with bathing, dressing and getting around, given with patience and respect for your loved one's privacy. Caregivers also give medication reminders, so the day's routine stays on track.",
      features: [
        'Bathing and grooming assistance',
        'Dressing support',
        'Mobility assistance',
        'Medication reminders',
      ],
    },
    'meal-preparation': {
      description:
        'Good, home-cooked meals, made the way your loved one likes them. We plan the week, shop for groceries and cook, following any diet their doctor has asked for.',
      features: [
        'Custom meal planning',
        'Grocery shopping',
        'Meal preparation and cooking',
        'Special diet accommodation',
      ],
    },
    'alzheimers-support': {
      description:
        "Calm, patient care for someone living with Alzheimer's or another form of dementia. Caregivers keep a steady routine, watch out for their safety and help your family understand what to expect.",
      features: [
        'Memory care activities',
        'Behavioral management',
        'Safety monitoring',
        'Family support and education',
      ],
    },
    'light-housekeeping': {
      description:
        'A clean, tidy home without the strain. We take care of the cleaning, laundry and everyday chores that have become harder for your loved one.',
      features: ['Cleaning and organizing', 'Laundry and ironing', 'Bed making', 'Trash removal'],
    },
    transportation: {
      description:
        "Rides to the doctor, the pharmacy, the store or a friend's house, with a caregiver who stays with your loved one. No more missed appointments or days stuck at home.",
      features: [
        'Medical appointments',
        'Shopping trips',
        'Social outings',
        'Errands and appointments',
      ],
    },
    'live-in-care': {
      description:
        'A caregiver who lives in the home, for a loved one who should not be alone by day or by night: there day and night, with time to sleep, to help and to call for help if something goes wrong. If your loved one needs someone awake all night, caregivers can work in shifts instead.',
      features: [
        'Continuous care and monitoring',
        'Overnight assistance',
        'Emergency response',
        'Family peace of mind',
      ],
    },
    'respite-care': {
      description:
        'Caring for a parent is rewarding, and it is also exhausting. We step in for a few hours, a weekend or a regular day each week, so you can rest knowing your loved one is in good hands.',
      features: [
        'Flexible scheduling',
        'Short-term or recurring',
        'Family caregiver support',
        'Maintained care continuity',
      ],
    },
  },
  featureBlocks: [
    {
      title: 'Compassionate Companionship',
      text: 'Growing older can be lonely, especially when friends have moved away or driving is no longer safe. A caregiver who comes back week after week becomes a familiar, friendly face your loved one looks forward to.',
      points: [
        'Conversation, card games, puzzles and favorite shows',
        'Walks, outings and visits with friends',
        'Help keeping up with hobbies, letters and phone calls',
        'The same caregiver whenever we can, so trust can grow',
      ],
    },
    {
      title: 'Mobility & Independence Support',
      text: 'Most older adults want to stay in their own home, doing things their own way. Our caregivers give just the help that is needed, and let your loved one do the rest.',
      points: [
        'A steady arm getting up, sitting down and moving around the house',
        'Help with bathing and dressing, at their own pace',
        'Clear walkways and a tidy home, with trip hazards out of the way',
        'Rides to appointments, shopping and social outings',
      ],
    },
  ],
  allServicesHeading: 'All Our Services',
  stepsHeading: 'How We Get Started',
  steps: [
    {
      number: 1,
      title: 'Free Consultation',
      text: 'We visit your loved one at home, at no cost. We listen, learn about their routine and needs, and answer your questions.',
    },
    {
      number: 2,
      title: 'Caregiver Matching',
      text: 'We choose a caregiver whose skills, schedule and personality suit your loved one. Tell us how it is going: the match should feel right to both of you.',
    },
    {
      number: 3,
      title: 'Care Begins',
      text: `Care can often start ${businessCopy.careStart} of your consultation. We check in with you regularly and adjust the plan as needs change.`,
    },
  ],
  closing: {
    title: 'Ready to Create a Care Plan?',
    subtitle: `Tell us about your loved one, or call us at ${business.phone.display}. The consultation is free, and there is no obligation.`,
  },
};
