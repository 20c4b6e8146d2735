import type { aboutReasons, aboutValues, CardsWords } from '../config/iconCards';
import { business } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';

const founder = business.founder.name;

export interface AboutContent {
  readonly hero: {
    readonly heading: string;
    readonly lead: string;
    readonly callAction: string;
    readonly servicesAction: 'View Our Services';
  };
  readonly story: { readonly heading: 'Our Story'; readonly paragraphs: readonly string[] };
  readonly mission: { readonly heading: 'Our Mission'; readonly text: string };
  readonly valuesHeading: string;
  readonly values: CardsWords<typeof aboutValues>;
  readonly whyChooseUsHeading: string;
  readonly whyChooseUs: CardsWords<typeof aboutReasons>;
  readonly trusted: { readonly heading: string; readonly text: string };
  readonly closing: { readonly title: string; readonly subtitle: string };
}

export const about: AboutContent = {
  hero: {
    heading: pages.about.heading,
    lead: pages.about.intro,
    callAction: `Call ${business.phone.display}`,
    servicesAction: 'View Our Services',
  },
  story: {
    heading: 'Our Story',
    // The founder's name is sample content (see business.founder); confirm the story with her.
    paragraphs: [
      `When ${founder}'s grandmother began to need help at home, the family learned how hard it is to find care that is dependable, kind and close by.`,
      `That experience stayed with her. In ${business.foundingYear}, ${founder} founded ${business.name} in ${business.town.city} to be the agency she wished her family had found: local, personal, and easy to reach when you need us.`,
      `Today our team cares for families across ${serviceAreaText}. We have grown, but the idea is the same. Every client is someone's mother, father or grandparent, and we care for them that way.`,
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: `To help older adults in ${serviceAreaText} live safely, comfortably and with dignity in their own homes, and to give their families peace of mind.`,
  },
  valuesHeading: 'Our Values',
  values: {
    compassion: {
      title: 'Compassion',
      text: 'We treat your loved one with patience, warmth and respect, the way we would want our own family treated.',
    },
    community: {
      title: 'Community',
      text: `We are based in ${business.town.city}, and our caregivers live nearby. We are proud to care for our own neighbors.`,
    },
    excellence: {
      title: 'Excellence',
      text: 'We screen and train our caregivers carefully, check in on every care plan, and keep asking how we can do better.',
    },
    reliability: {
      title: 'Reliability',
      text: 'When we say a caregiver will be there, we mean it. If something changes, you hear it from us first.',
    },
  },
  whyChooseUsHeading: 'Why Families Choose Us',
  whyChooseUs: {
    'licensed-and-insured': businessCopy.licensed
      ? {
          title: businessCopy.licensed.title,
          text: `${businessCopy.licensed.sentence}, so you can welcome us into your home with confidence.`,
        }
      : null,
    'screened-caregivers': {
      title: 'Carefully Screened Caregivers',
      text: "Every caregiver passes our interviews and reference checks, then a background check, Georgia's fingerprint check and a drug screening, and completes our training before meeting a client.",
    },
    'care-plans': {
      title: 'Personalized Care Plans',
      text: "We build the plan with you after a free in-home consultation, and we change it as your loved one's needs change.",
    },
    support: {
      title: businessCopy.supportTitle,
      text: `Our phone is answered ${businessCopy.phoneReach}: you can reach our team at ${business.phone.display}.`,
    },
  },
  trusted: {
    heading: `Trusted by ${business.figures.familiesServed} Families`,
    text: `Since ${business.foundingYear}, ${business.figures.familiesServed} families in ${serviceAreaText} have trusted us with the care of someone they love. We would be honored to help yours.`,
  },
  closing: {
    title: "Let's Meet Your Family",
    subtitle: `Call us at ${business.phone.display} or send us a message to book a free in-home consultation. We'll call you ${businessCopy.familyReply}.`,
  },
};
