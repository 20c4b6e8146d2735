import { absoluteUrl, siteUrl } from '../config/site';
import { business } from '../content/business';
import { businessCopy } from '../content/businessCopy';
import type { FaqCategory } from '../content/faq';

export type JsonLd = Record<string, unknown>;

/** The agency as schema.org sees it, on every page. No self-awarded rating is marked up. */
export function localBusiness(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    slogan: businessCopy.tagline,
    description: businessCopy.blurb,
    url: `${siteUrl}/`,
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl('/og-image.png'),
    telephone: business.phone.href.replace('tel:', ''),
    email: business.email,
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.town.city,
      addressRegion: business.town.state,
      addressCountry: business.town.country,
    },
    areaServed: business.serviceArea.map(({ kind }, index) => ({
      '@type': kind,
      name: businessCopy.serviceArea[index],
    })),
    openingHoursSpecification: business.officeHours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.dayOfWeek,
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

/** The FAQ page's questions and answers, for search results. */
export function faqPage(categories: readonly FaqCategory[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}
