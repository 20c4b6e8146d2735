import { describe, expect, it } from 'vitest';
import { business } from '../content/business';
import { usPhoneDigits } from '../data/schema/usPhone';
import { businessCopy } from '../content/businessCopy';
import { faqCategories } from '../content/faq';
import { faqPage, localBusiness } from './structuredData';

describe('structured data', () => {
  it('describes the agency in the page’s words, with the languages its staff speak on calls', () => {
    const agency = localBusiness();
    expect(agency).toMatchObject({
      '@type': 'LocalBusiness',
      name: business.name,
      slogan: businessCopy.tagline,
      // The phone in business.json, as staff type it at /admin/, in the international form.
      telephone: `+1${usPhoneDigits(business.contact.phone)}`,
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Douglas County' },
        // Austell's and Villa Rica's counties, as the local-facts review found them.
        { '@type': 'AdministrativeArea', name: 'Cobb County' },
        { '@type': 'AdministrativeArea', name: 'Fulton County' },
        { '@type': 'AdministrativeArea', name: 'Carroll County' },
        { '@type': 'Place', name: 'Metro Atlanta' },
        {
          '@type': 'Place',
          name: 'Douglasville, GA',
          url: 'https://hearthside.test/areas/douglasville',
        },
        {
          '@type': 'Place',
          name: 'Lithia Springs, GA',
          url: 'https://hearthside.test/areas/lithia-springs',
        },
        { '@type': 'Place', name: 'Winston, GA', url: 'https://hearthside.test/areas/winston' },
        {
          '@type': 'Place',
          name: 'Villa Rica, GA',
          url: 'https://hearthside.test/areas/villa-rica',
        },
        { '@type': 'Place', name: 'Austell, GA', url: 'https://hearthside.test/areas/austell' },
        {
          '@type': 'Place',
          name: 'South Fulton, GA',
          url: 'https://hearthside.test/areas/south-fulton',
        },
      ],
    });
    const languages = business.callLanguages.spoken.map((code) => ({
      '@type': 'Language',
      name: { en: 'English', es: 'Español' }[code],
      alternateName: code,
    }));
    expect(agency.knowsLanguage).toEqual(languages);
    expect(agency.contactPoint).toMatchObject({ availableLanguage: languages });
    expect(JSON.stringify(agency)).not.toMatch(/aggregateRating|review/i);
  });

  it('gives the FAQ page every question with its answer, in the page’s language', () => {
    const page = faqPage(faqCategories);
    const count = faqCategories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(page).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en' });
    expect(page.mainEntity).toHaveLength(count);
  });
});
