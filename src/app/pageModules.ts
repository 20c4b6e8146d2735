import type { ComponentType } from 'react';
import type { PageKey } from '../config/paths';

export interface PageModule {
  /** The source file, as Vite's build manifest names it, for the prerender's modulepreload. */
  file: string;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * Each page is its own chunk, loaded with its route: a visitor downloads the page they opened
 * and the shared layout, not the whole site. A unit test checks that `file` matches `load`.
 */
export const pageModules: Record<PageKey, PageModule> = {
  home: {
    file: 'src/pages/home/HomePage.tsx',
    load: () => import('../pages/home/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  about: {
    file: 'src/pages/about/AboutPage.tsx',
    load: () => import('../pages/about/AboutPage').then((m) => ({ Component: m.AboutPage })),
  },
  services: {
    file: 'src/pages/services/ServicesPage.tsx',
    load: () =>
      import('../pages/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
  },
  careers: {
    file: 'src/pages/careers/CareersPage.tsx',
    load: () => import('../pages/careers/CareersPage').then((m) => ({ Component: m.CareersPage })),
  },
  faq: {
    file: 'src/pages/faq/FaqPage.tsx',
    load: () => import('../pages/faq/FaqPage').then((m) => ({ Component: m.FaqPage })),
  },
  contact: {
    file: 'src/pages/contact/ContactPage.tsx',
    load: () => import('../pages/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  apply: {
    file: 'src/pages/apply/ApplyPage.tsx',
    load: () => import('../pages/apply/ApplyPage').then((m) => ({ Component: m.ApplyPage })),
  },
  privacy: {
    file: 'src/pages/privacy/PrivacyPage.tsx',
    load: () => import('../pages/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  },
};
