import { placeById } from '../config/areas';
import { locales } from '../config/locales';
import type { Opening } from '../content/openingsOpen';
import { absoluteUrl, siteUrl } from '../config/site';
import { business } from '../content/business';
import { locale } from '../content/locale';
import { escapeHtml } from '../lib/escapeHtml';
import type { JsonLd } from './structuredData';

/** The description Google shows: the job's summary and duties, as the careers page shows them. */
function description(words: Opening, dutiesHeading: string): string {
  const duties = words.duties.map((duty) => `<li>${escapeHtml(duty)}</li>`).join('');
  return `<p>${escapeHtml(words.summary)}</p><p>${escapeHtml(dutiesHeading)}:</p><ul>${duties}</ul>`;
}

/**
 * One opening as schema.org's `JobPosting`, with every property Google's job listings require
 * (title, description, datePosted, hiringOrganization, jobLocation) and the pay range.
 */
export function jobPosting(opening: Opening, dutiesHeading: string): JsonLd {
  const place = placeById(opening.place);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: description(opening, dutiesHeading),
    identifier: { '@type': 'PropertyValue', name: business.name, value: opening.id },
    datePosted: opening.firstDay,
    validThrough: opening.lastDay,
    employmentType: opening.employmentType,
    inLanguage: locales[locale].lang,
    hiringOrganization: {
      '@type': 'Organization',
      name: business.name,
      sameAs: `${siteUrl}/`,
      logo: absoluteUrl('/icon-512.png'),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.name,
        addressRegion: business.town.state,
        postalCode: opening.zip,
        addressCountry: business.town.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: opening.payMin,
        maxValue: opening.payMax,
        unitText: 'HOUR',
      },
    },
  };
}
