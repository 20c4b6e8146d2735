import { afterEach, describe, expect, it, vi } from 'vitest';
import realBusiness from '../data/business.json';

/** Every module whose words promise a family or an applicant when they hear back. */
const promising = [
  './home',
  './about',
  './contact',
  '../forms/contact/words',
  './pages',
  './careers',
  './apply',
  '../forms/apply/words',
  './faq',
  './servicesPage',
  './places/austell',
  './es/home',
  './es/about',
  './es/contact',
  '../forms/contact/words.es',
  './es/pages',
  './es/careers',
  './es/apply',
  '../forms/apply/words.es',
  './es/faq',
  './es/servicesPage',
  './es/places/austell',
];

/** All the words of those modules, built with these response targets in the business facts. */
async function wordsWith(targets: Partial<(typeof realBusiness)['responseTargets']>) {
  vi.resetModules();
  const business = {
    ...realBusiness,
    responseTargets: { ...realBusiness.responseTargets, ...targets },
  };
  // The file as JSON imports read it: whole, or a key at a time.
  vi.doMock('../data/business.json', () => ({ default: business, ...business }));
  const modules = await Promise.all(promising.map((path) => import(/* @vite-ignore */ path)));
  return JSON.stringify(modules);
}

afterEach(() => {
  vi.doUnmock('../data/business.json');
  vi.resetModules();
});

describe('the times the site promises', () => {
  it('come from the response targets in the business facts, on every page and in both languages', async () => {
    const text = await wordsWith({
      familyOfficeMinutes: 30,
      applicantBusinessDays: 3,
      careStartHours: { soonest: 12, latest: 72 },
    });
    const count = (phrase: string) => text.split(phrase).length - 1;
    // At least each place that speaks of the time: six for families, six for applicants (the
    // FAQ's answer included), in each language.
    expect(
      count('within 30 minutes in office hours, or 30 minutes after we next open'),
    ).toBeGreaterThanOrEqual(6);
    expect(count('en menos de 30 minutos en horario de oficina')).toBeGreaterThanOrEqual(6);
    expect(count('within 3 business days')).toBeGreaterThanOrEqual(6);
    expect(count('en un plazo de 3 días hábiles')).toBeGreaterThanOrEqual(6);
    // How soon care can start: the contact page, the services page, the FAQ and Austell's page.
    expect(count('within 12–72 hours')).toBeGreaterThanOrEqual(4);
    expect(count('entre 12 y 72 horas')).toBeGreaterThanOrEqual(4);
    for (const typed of [
      /24[-–]48 hours/,
      /24 to 48 hours/,
      /24 y 48 horas/,
      /within 24 hours/,
      /en menos de 24 horas/,
      /within 2[-–]3 business days/,
      /2 a 3 días hábiles/,
      /within 2 business days/,
      /within an hour/,
    ])
      expect(text).not.toMatch(typed);
  });
});
