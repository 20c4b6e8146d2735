import { placePath, places } from '../config/areas';
import { localizedPath, locales } from '../config/locales';
import { absoluteUrl, siteUrl } from '../config/site';
import { business } from '../content/business';
import { businessCopy } from '../content/businessCopy';
import type { FaqCategory } from '../config/faq';
import { locale } from '../content/locale';

export type JsonLd = Record<string, unknown>;

/** The languages staff speak on calls, as the owner keeps them (`callLanguages` at /admin). */
const spokenLanguages = business.callLanguages.spoken.map((code) => ({
  '@type': 'Language',
  name: locales[code].name,
  alternateName: locales[code].lang,
}));

/** The agency as schema.org sees it, on every page, in the page's language. No self-awarded rating is marked up. */
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
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: business.phone.href.replace('tel:', ''),
      availableLanguage: spokenLanguages,
    },
    knowsLanguage: spokenLanguages,
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.town.city,
      addressRegion: business.town.state,
      addressCountry: business.town.country,
    },
    areaServed: [
      ...business.serviceArea.map(({ kind }, index) => ({
        '@type': kind,
        name: businessCopy.serviceArea[index],
      })),
      // Each place with a page of its own, which says what the agency does there.
      ...places.map((place) => ({
        '@type': 'Place',
        name: `${place.name}, ${business.town.state}`,
        url: absoluteUrl(localizedPath(locale, placePath(place.id))),
      })),
    ],
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
    inLanguage: locales[locale].lang,
    mainEntity: categories.flatMap((category) =>
      category.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}
