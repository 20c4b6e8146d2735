import { business, location } from './business';
import { businessCopy, serviceAreaText } from './businessCopy';
import { pages } from './pages';

export interface ContactDetail {
  readonly label: string;
  /** The lines shown under the label. */
  readonly lines: readonly string[];
  /** A `tel:` or `mailto:` link, when the detail is one. */
  readonly href?: string;
}

export interface ContactContent {
  readonly heading: string;
  readonly lead: string;
  readonly detailsHeading: string;
  readonly details: {
    readonly phone: ContactDetail;
    readonly email: ContactDetail;
    readonly serviceArea: ContactDetail;
    readonly officeHours: ContactDetail;
  };
  /** Under the service area, after the links to each place's page: the link to them all. */
  readonly allAreas: string;
  readonly consultation: { readonly title: string; readonly text: string };
  readonly form: { readonly heading: string; readonly intro: string };
  readonly responsePromise: string;
  /** Short promises beside the form wherever it is embedded in a closing section. */
  readonly reassurances: readonly string[];
}

export const contact: ContactContent = {
  heading: pages.contact.heading,
  lead: pages.contact.intro,
  detailsHeading: 'How to Reach Us',
  details: {
    phone: {
      label: 'Phone',
      lines: [business.phone.display],
      href: business.phone.href,
    },
    email: {
      label: 'Email',
      lines: [business.email],
      href: `mailto:${business.email}`,
    },
    serviceArea: {
      label: 'Service Area',
      lines: [serviceAreaText, `Our office is in ${location}.`],
    },
    officeHours: {
      label: 'Office Hours',
      lines: [
        ...businessCopy.officeHours.map((o) => `${o.days}: ${o.hours}`),
        ...(businessCopy.alwaysOpen ? [businessCopy.alwaysOpen] : []),
      ],
    },
  },
  allAreas: 'All the towns and ZIP codes we serve',
  consultation: {
    title: 'Free In-Home Consultation',
    text: `We will visit your loved one at home, at no cost, to talk about their needs and answer your questions. You get a care plan and an exact quote. In many cases, care can start ${businessCopy.careStart}.`,
  },
  form: {
    heading: 'Request Information',
    intro:
      'Tell us a little about your loved one and the help you are looking for. A member of our care team will be in touch.',
  },
  responsePromise: `We'll call you ${businessCopy.familyReply}.`,
  reassurances: [
    'Free in-home consultation, with no obligation',
    `We'll call you ${businessCopy.familyReply}`,
    ...(businessCopy.alwaysOpen ? [businessCopy.alwaysOpen] : []),
  ],
};
