import { places } from '../config/areas';
import type { PageKey } from '../config/paths';
import { listInWords } from '../lib/words';
import { areas } from './areas';
import { business, location } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';

export interface PageMeta {
  /** The document title, at most 60 characters. */
  title: string;
  /** The meta description, at most 160 characters. */
  description: string;
  /** Kept out of search results (not-found and confirmation pages). */
  noindex?: boolean;
}

export interface PageIntro {
  heading: string;
  intro: string;
}

export type PageCopy = PageMeta & PageIntro;

const placeNames = places.map((place) => place.name);

/** The county most of each place is in, once each: "Douglas, Carroll, Cobb and Fulton". */
const mainCounties = listInWords([
  ...new Set(places.map((place) => areas.countyNames[place.counties[0]])),
]).replace(/, and /, ' and ');

export const pages: Record<PageKey, PageCopy> = {
  home: {
    title: `${business.name} | In-Home Care in ${location}`,
    description: `In-home senior care in ${location}: companionship, personal care, meals and respite across ${mainCounties} counties. Free consultation.`,
    heading: 'Compassionate in-home care for the people you love',
    intro: `${business.name} helps older adults stay safe, comfortable and independent at home, with caregivers from your own community.`,
  },
  about: {
    title: `About Us | ${business.name}`,
    description: `A locally owned home care agency in ${location}, founded in ${business.foundingYear}${businessCopy.licensed ? `. ${businessCopy.licensed.brief},` : ','} with carefully screened caregivers.`,
    heading: `About ${business.name}`,
    intro: `Since ${business.foundingYear}, we have cared for families in ${serviceAreaText} as if they were our own.`,
  },
  services: {
    title: `Our Services | ${business.name}`,
    description: `Companion care, personal care, meal preparation, dementia support, housekeeping, transportation, live-in and respite care in ${location} and nearby.`,
    heading: 'Comprehensive Care Services',
    intro:
      'Every care plan is built around your loved one: a few hours a week, or care around the clock.',
  },
  careers: {
    title: `Caregiver Jobs in ${location} | ${business.name}`,
    description: `Caregiver jobs in ${location}: flexible schedules, competitive pay and real support from our team. Apply online in minutes.`,
    heading: 'Join Our Caring Team',
    intro: 'Meaningful work close to home, with a team that has your back.',
  },
  faq: {
    title: `Frequently Asked Questions | ${business.name}`,
    description: `Answers about our in-home care services, getting started, caregiver screening, pricing and payment, and working with ${business.name}.`,
    heading: 'Frequently Asked Questions',
    intro: 'Straight answers to the questions families and caregivers ask us most.',
  },
  contact: {
    title: `Contact Us | ${business.name}`,
    description: `Call ${business.phone.display} or send us a message to arrange a free in-home consultation. Serving ${serviceAreaText}.`,
    heading: 'Get in Touch',
    intro: `Tell us a little about your loved one. We'll call you ${businessCopy.familyReply}.`,
  },
  apply: {
    title: `Caregiver Application | ${business.name}`,
    description: `Apply to become a caregiver with ${business.name} in ${location}. We review every application and reply ${businessCopy.applicantReply}.`,
    heading: 'Caregiver Application',
    intro: `Tell us about yourself. We'll review your application and contact you ${businessCopy.applicantReply}.`,
  },
  privacy: {
    title: `Privacy Notice | ${business.name}`,
    description: `What our contact and application forms collect, how it reaches our staff, and how to ask us to delete it.`,
    heading: 'Privacy Notice',
    intro: 'What our forms collect, where it goes, and how to ask us to delete it.',
  },
  accessibility: {
    title: `Accessibility Statement | ${business.name}`,
    description:
      'How we make our website easy to use for everyone, how we test it, what we know still falls short, and how to tell us about a problem.',
    heading: 'Accessibility Statement',
    intro:
      'We want everyone to be able to use this website. Here is what we aim for, how we check it, and how to tell us when something gets in your way.',
  },
  areas: {
    title: `Areas We Serve | ${business.name}`,
    description: `In-home senior care in ${listInWords(placeNames)}: the ZIP codes we cover, nearby hospitals and local help.`,
    heading: 'Areas We Serve',
    intro: `From our office in ${location}, our caregivers visit families across ${serviceAreaText}.`,
  },
  payingForCare: {
    title: `Paying for Home Care in Georgia | ${business.name}`,
    description:
      "How Georgia families pay for home care: private pay, long-term care insurance, VA benefits, Medicare's limits, Medicaid waivers, and a cost estimator.",
    heading: 'Paying for Care at Home in Georgia',
    intro:
      'Most families ask what care will cost before anything else. Here is what home care costs with us, and the ways families in Georgia pay for it.',
  },
};

export const notFoundPage: PageCopy = {
  title: `Page Not Found | ${business.name}`,
  description: 'The page you were looking for could not be found.',
  noindex: true,
  heading: 'Oops! Page not found',
  intro: 'The page may have moved, or the address may have a typo.',
};

/** The not-found page's way on: the phone and the two things most visitors come for. */
export const notFoundHelp = {
  lead: 'Call us, or go straight to what most visitors come for:',
  call: `Call ${business.phone.display}`,
  careRequest: 'Request care for a loved one',
  jobs: 'See caregiver jobs',
};

export const errorPage = {
  heading: 'Unexpected Application Error!',
  help: `Please try again, or call us at ${business.phone.display}.`,
  home: 'Return to Home',
};
