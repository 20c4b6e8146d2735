import { longDate } from '../lib/words';
import { business } from './business';

/** The words of the shared layout and components, which no page's copy owns. */
export const ui = {
  skipLink: 'Skip to main content',
  /** The call-to-action's second button, which dials the agency. */
  callUs: `Call ${business.phone.display}`,
  mainNav: 'Main',
  social: 'Social media',
  /** The name of the dated notice above every page (holiday hours). */
  notice: 'Notice',
  socialLink: (network: string) => `${business.name} on ${network} (opens in a new tab)`,
  footer: {
    areas: 'Areas We Serve',
    quickLinks: 'Quick Links',
    services: 'Our Services',
    privacy: 'Privacy Notice',
    accessibility: 'Accessibility',
  },
  /** Before a numbered step's title, for screen readers. */
  step: (number: number) => `Step ${number}: `,
  rating: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
  /** The label of the field only bots fill in. */
  honeypot: 'Leave this field empty',
  /** Announced when a form is sent with answers to fix. */
  answersToFix: (count: number) =>
    count === 1 ? '1 answer needs another look.' : `${count} answers need another look.`,
  /** "May 4, 2026" from "2026-05-04". */
  longDate,
  /** Under a ZIP code we do not list as served: a note, never a refusal. */
  outsideServiceArea:
    'This ZIP code is outside the area we usually serve, but please send your request anyway: we will call you and help you find care.',
  /** The language switch's accessible description, in the language it leads to. */
  switchLanguage: 'Leer esta página en español',
} as const;
