import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as retention from '../config/retention';
import realBusiness from '../data/business.json';

/*
 * The licence named as Georgia issues it, the urgent line that never stands in for 911,
 * and the privacy notice's year for job applications, each read from its fact. The facts are
 * this test's own (a mocked business file, a mocked retention), never today's values.
 */

type Business = typeof realBusiness;

/** The English and Spanish business copy and privacy notice, built with these facts. */
async function copyWith(changes: Partial<Business>, hiringRecordsYears?: number) {
  vi.resetModules();
  const business = { ...realBusiness, ...changes };
  // The file as JSON imports read it: whole, or a key at a time.
  vi.doMock('../data/business.json', () => ({ default: business, ...business }));
  if (hiringRecordsYears !== undefined) {
    vi.doMock('../config/retention', async (original) => ({
      ...(await original<typeof retention>()),
      hiringRecordsYears,
    }));
  }
  const [en, es, enAbout, esAbout, enPrivacy, esPrivacy] = await Promise.all([
    import('./businessCopy'),
    import('./es/businessCopy'),
    import('./about'),
    import('./es/about'),
    import('./privacy'),
    import('./es/privacy'),
  ]);
  return {
    en: { ...en, about: enAbout.about, privacy: privacyText(enPrivacy.privacy) },
    es: { ...es, about: esAbout.about, privacy: privacyText(esPrivacy.privacy) },
  };
}

function privacyText(notice: { sections: readonly { paragraphs: readonly string[] }[] }) {
  return notice.sections.flatMap((section) => section.paragraphs).join(' ');
}

const claimsHolding = (holds: boolean): Business['claims'] => ({
  ...realBusiness.claims,
  licensedAndInsured: { holds, sample: false },
  phoneAnyHour: { holds, sample: false },
});

afterEach(() => {
  vi.doUnmock('../data/business.json');
  vi.doUnmock('../config/retention');
  vi.resetModules();
});

describe('the licence line (local review, should-fix 9)', () => {
  it.each([
    ['en', /private home care provider license no\. (\S+)\)/],
    ['es', /licencia de proveedor privado de cuidado en casa n\.º (\S+)\)/],
  ] as const)(
    'in %s, names the licence Georgia issues with its number, in the footer, on /about and in the FAQ',
    async (locale, licence) => {
      const copy = (
        await copyWith({
          license: { number: 'PHCP-00042', sample: false },
          claims: claimsHolding(true),
        })
      )[locale];
      const card = copy.about.whyChooseUs['licensed-and-insured'];
      for (const text of [
        copy.copyrightLine(2030),
        card?.text ?? '',
        copy.businessCopy.licensedAnswer,
      ])
        expect(text.match(licence)?.[1]).toBe('PHCP-00042');
      // The card is a sentence, not the footer's label followed by a clause.
      expect(card?.text).not.toContain(copy.businessCopy.licensed?.line);
    },
  );
});

describe('the urgent line (Spanish review, should-fix 1)', () => {
  it.each([true, false])(
    'sends an emergency to 911 in both languages, and never calls the office emergency support (phone any hour: %s)',
    async (holds) => {
      const copy = await copyWith({ claims: claimsHolding(holds) });
      for (const { businessCopy } of [copy.en, copy.es]) {
        expect(businessCopy.urgent).toMatch(/\b911\b/);
        for (const line of [businessCopy.urgent, businessCopy.alwaysOpen ?? ''])
          expect(line).not.toMatch(/emergency support|de emergencias/i);
        // The hours the phone is answered are the claim's own words.
        expect(businessCopy.urgent).toContain(businessCopy.phoneReach);
      }
    },
  );
});

describe('job applications in the privacy notice (local review, should-fix 8)', () => {
  it('states the years an employer keeps them, from the retention facts, in both languages', async () => {
    const copy = await copyWith({}, 3);
    expect(copy.en.privacy).toMatch(/applications[^.]*for 3 years/);
    expect(copy.es.privacy).toMatch(/solicitudes[^.]*durante 3 años/);
    for (const text of [copy.en.privacy, copy.es.privacy]) expect(text).toContain('29 CFR 1602.14');
  });
});
