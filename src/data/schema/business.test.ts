import { describe, expect, it } from 'vitest';
import { checkFile } from '../check';
import { collections } from '../collections';
import { disclosureNeeded } from './business';

const business = collections.find((each) => each.name === 'business')!;

/**
 * A business file of this test's own: only the dementia-care claim matters, so everything else
 * is a plain valid value, not the office's.
 */
function fileWith(dementiaCare: { disclosure: string; sample: boolean }) {
  return {
    name: 'Example Home Care',
    contact: { phone: '(404) 555-0100', email: 'office@example.com', sample: false },
    town: { city: 'Atlanta', state: 'GA' },
    license: { number: 'PHCP-1', sample: false },
    claims: {
      licensedAndInsured: { holds: true, sample: false },
      phoneAnyHour: { holds: false, sample: false },
      dementiaCare,
    },
    mileage: { paid: true, sample: false },
    callLanguages: { spoken: ['en'], sample: false },
    foundingYear: 2020,
    founder: { name: 'A. Founder', sample: false },
    figures: { familiesServed: '10', yearsExperience: '1', rating: 5, sample: false },
    officeHours: [{ dayOfWeek: ['Monday'], opens: '09:00', closes: '17:00' }],
    callBackHours: [],
    closedDays: { days: [{ date: '2026-12-25', name: 'Christmas Day' }], sample: false },
    bestTimes: {
      morning: { from: '09:00', to: '12:00' },
      afternoon: { from: '12:00', to: '17:00' },
      evening: { from: '17:00', to: '19:00' },
      sample: false,
    },
    responseTargets: {
      familyOfficeMinutes: 30,
      applicantBusinessDays: 3,
      accessibilityBusinessDays: 3,
      careStartHours: { soonest: 12, latest: 72 },
      sample: false,
    },
    hourlyRate: { min: 20, max: 40, sample: false },
    serviceArea: { places: [{ place: 'douglasville', zips: ['30135'] }], sample: false },
    reviews: {
      read: 'https://example.com/reviews',
      write: 'https://example.com/write',
      sample: false,
    },
    social: [],
  };
}

describe("the Alzheimer's disclosure behind a confirmed dementia-care claim (local review, should-fix 7)", () => {
  it('refuses the claim confirmed without the link, naming the file and the field', () => {
    const problems = checkFile(business, fileWith({ disclosure: '', sample: false }));
    expect(problems).toEqual([
      {
        file: 'src/data/business.json',
        field: 'claims.dementiaCare.disclosure',
        message: disclosureNeeded,
      },
    ]);
    // In the office's words: the file, and the field as the editor labels it.
    expect(disclosureNeeded).toContain('src/data/business.json');
    expect(disclosureNeeded).toContain("Link to the Alzheimer's disclosure form");
  });

  it('takes it confirmed with a link, or still a sample without one', () => {
    expect(checkFile(business, fileWith({ disclosure: '', sample: false }))).toHaveLength(1);
    expect(
      checkFile(business, fileWith({ disclosure: '/files/disclosure.pdf', sample: false })),
    ).toEqual([]);
    expect(checkFile(business, fileWith({ disclosure: '', sample: true }))).toEqual([]);
  });
});
