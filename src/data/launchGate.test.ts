import { describe, expect, it } from 'vitest';
import business from './business.json';
import localFacts from './local-facts.json';
import notice from './notice.json';
import testimonials from './testimonials.json';
import { collections } from './collections';
import { launchItems, launchVerdict } from './launchGate';
import { testOpening } from '../test/testOpening';

const stillListed = testOpening('day-aide-douglasville', { lastDay: '2027-01-31' });
const pastItsLastDay = testOpening('night-aide-winston', { lastDay: '2026-11-15' });
const jobs = { openings: [stillListed, pastItsLastDay] };

/*
 * The files as a site starts out, whatever staff have confirmed at /admin/ since: the founder a
 * sample, every hospital unchecked, and two jobs of our own. The tests below clear them.
 */
const founderSample = structuredClone(business);
founderSample.founder.sample = true;
const unchecked = structuredClone(localFacts);
for (const hospital of unchecked.hospitals) hospital.checkedOn = '';
const [firstHospital, secondHospital] = unchecked.hospitals;

const today: Record<string, unknown> = {
  'src/data/business.json': founderSample,
  'src/data/openings.json': { en: jobs, es: jobs },
  'src/data/testimonials.json': testimonials,
  'src/data/local-facts.json': unchecked,
  'src/data/notice.json': notice,
};

describe('the launch gate', () => {
  it('lists every sample and every unchecked fact with its file and field', () => {
    const items = launchItems(collections, (file) => today[file], '2026-11-24');
    expect(items).toContainEqual({
      file: 'src/data/business.json',
      field: 'founder',
      todo: "Founder: a sample until it is the founder's real name",
    });
    expect(items).toContainEqual({
      file: 'src/data/openings.json',
      field: `en.openings[${stillListed.id}]`,
      todo: 'Job opening: a sample until it is a job the agency is really hiring for',
    });
    expect(items).toContainEqual({
      file: 'src/data/local-facts.json',
      field: `hospitals[${firstHospital!.id}]`,
      todo: `not yet checked at its source at ${firstHospital!.source}; enter the day you did`,
    });
    // An opening past its last day never goes live, so it needs no clearing.
    expect(items.map((item) => item.field)).not.toContain(`en.openings[${pastItsLastDay.id}]`);
    expect(
      launchItems(collections, (file) => today[file], '2026-11-15').map((item) => item.field),
    ).toContain(`en.openings[${pastItsLastDay.id}]`);
    // One line per item, not one per language.
    expect(items.filter((item) => item.field.includes(stillListed.id))).toHaveLength(1);
  });

  it('clears an item once staff turn off its flag or enter the day they checked it', () => {
    const checked = structuredClone(unchecked);
    checked.hospitals[0]!.checkedOn = '2026-11-20';
    const real = structuredClone(founderSample);
    real.founder.sample = false;
    const files: Record<string, unknown> = {
      ...today,
      'src/data/local-facts.json': checked,
      'src/data/business.json': real,
    };
    const fields = launchItems(collections, (file) => files[file], '2026-11-24').map(
      (item) => item.field,
    );
    expect(fields).not.toContain(`hospitals[${firstHospital!.id}]`);
    expect(fields).not.toContain('founder');
    expect(fields).toContain(`hospitals[${secondHospital!.id}]`);
  });

  it('lists each claim every page makes until the owner confirms it, whether it holds or not', () => {
    const claims = (sample: boolean, holds: boolean) => {
      const facts = structuredClone(business);
      facts.claims.licensedAndInsured = { holds, sample };
      facts.claims.phoneAnyHour = { holds, sample };
      facts.claims.dementiaCare = { disclosure: '', sample };
      const files: Record<string, unknown> = { ...today, 'src/data/business.json': facts };
      return launchItems(collections, (file) => files[file], '2026-11-24')
        .map((item) => item.field)
        .filter((field) => field.startsWith('claims.'));
    };
    const all = ['claims.licensedAndInsured', 'claims.phoneAnyHour', 'claims.dementiaCare'];
    expect(claims(true, true)).toEqual(all);
    // Softened but unconfirmed is still the owner's to check; confirmed, it goes.
    expect(claims(true, false)).toEqual(all);
    expect(claims(false, true)).toEqual([]);
  });

  it('refuses a production build while items remain, unless a pre-launch deploy is allowed', () => {
    expect(launchVerdict(3, { CONTEXT: 'production' })).toBe('refuse');
    expect(launchVerdict(3, { CONTEXT: 'production', ALLOW_SAMPLE_CONTENT: 'true' })).toBe(
      'allowed',
    );
    expect(launchVerdict(3, { CONTEXT: 'production', ALLOW_SAMPLE_CONTENT: 'yes' })).toBe('refuse');
    expect(launchVerdict(3, { CONTEXT: 'deploy-preview' })).toBe('warn');
    expect(launchVerdict(3, {})).toBe('warn');
    expect(launchVerdict(0, { CONTEXT: 'production' })).toBe('clear');
  });
});
