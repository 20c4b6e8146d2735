import { afterEach, describe, expect, it, vi } from 'vitest';
import realBusiness from '../data/business.json';

/** Every module whose words reach a page, an email or the structured data, in both languages. */
const wording = [
  './businessCopy',
  './home',
  './about',
  './contact',
  './confirmation',
  './acknowledgement',
  './pages',
  './careers',
  './services',
  './servicesPage',
  './faq',
  './places/douglasville',
  './places/lithia-springs',
  './places/winston',
  './places/villa-rica',
  './places/austell',
  './places/south-fulton',
  './es/businessCopy',
  './es/home',
  './es/about',
  './es/contact',
  './es/confirmation',
  './es/acknowledgement',
  './es/pages',
  './es/careers',
  './es/services',
  './es/servicesPage',
  './es/faq',
  './es/places/douglasville',
  './es/places/lithia-springs',
  './es/places/winston',
  './es/places/villa-rica',
  './es/places/austell',
  './es/places/south-fulton',
];

type Claims = (typeof realBusiness)['claims'];

/** All the words of those modules (the footer's line included), built with these claims. */
async function wordsWith(claims: Claims) {
  vi.resetModules();
  const business = { ...realBusiness, claims };
  // The file as JSON imports read it: whole, or a key at a time.
  vi.doMock('../data/business.json', () => ({ default: business, ...business }));
  const modules = await Promise.all(wording.map((path) => import(/* @vite-ignore */ path)));
  const footers = [modules[0], modules[wording.indexOf('./es/businessCopy')]].map(
    (copy: { copyrightLine: (year: number) => string }) => copy.copyrightLine(2026),
  );
  return JSON.stringify([modules, footers]);
}

const claimsWith = (holds: boolean, disclosure = ''): Claims => ({
  licensedAndInsured: { holds, sample: false },
  phoneAnyHour: { holds, sample: false },
  dementiaCare: { disclosure, sample: false },
});

/** The words of each claim, in either language. */
const claimWords = {
  anyHour:
    /24\/7|\bany hour|day or night|de día o de noche|(teléfono|telefónica[^.]*) las 24 horas/,
  // Said, not asked: the FAQ may ask "Are you licensed and insured?" and answer as the fact allows.
  licensed: /[Ll]icensed and insured in|Licensed & Insured|(tiene|tenemos|con) licencia y seguro/,
};

/**
 * The Alzheimer's disclosure form, linked: in each language's offer, and said to be in English
 * beside the Spanish one. Without the link the offer stays, and leads to the contact page.
 */
const disclosureLinked = /\/files\/dementia-disclosure\.pdf|\(en inglés\)/;

/** Each place `pattern` matches in `text`, with a little of the words around it. */
function found(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map(({ index }) =>
    text.slice(Math.max(0, index - 60), index + 40),
  );
}

afterEach(() => {
  vi.doUnmock('../data/business.json');
  vi.resetModules();
});

describe("the claims only the owner can confirm (issue 35's review, must-fix 3 to 5)", () => {
  it(
    'are said on every page that makes them while the business facts say they hold',
    { retry: 2 },
    async () => {
      const text = await wordsWith(claimsWith(true, '/files/dementia-disclosure.pdf'));
      const count = (pattern: RegExp) => found(text, pattern).length;
      // The footer, /about, its description and the FAQ, in each language; the urgent line, the
      // contact page, careers and four place pages for the phone.
      expect(count(claimWords.licensed)).toBeGreaterThanOrEqual(8);
      expect(count(claimWords.anyHour)).toBeGreaterThanOrEqual(20);
      expect(count(disclosureLinked)).toBe(3);
    },
  );

  // Retried: under a full `npm test` the mocked file once failed to replace the real one for a
  // whole import (every claim still said); a claim really left on fails every try.
  it(
    'leave every page, in both languages, when the owner turns them off',
    { retry: 2 },
    async () => {
      const text = await wordsWith(claimsWith(false));
      for (const words of Object.values(claimWords)) expect(found(text, words)).toEqual([]);
      expect(found(text, disclosureLinked)).toEqual([]);
      // What the pages say instead.
      expect(text).toContain('whenever our office is open');
      expect(text).toContain('durante nuestro horario de atención');
    },
  );
});

/** Every file of words under src/content and src/data as text, but those that word the claims. */
const wordFiles: Record<string, string> = import.meta.glob(
  [
    './**/*.ts',
    '../data/**/*.{ts,json}',
    '!./**/*.test.ts',
    '!../data/**/*.test.ts',
    '!./businessCopy.ts',
    '!./es/businessCopy.ts',
    '!../data/schema/business.ts',
    // The FAQ's schema names the round-the-clock words in order to refuse them in an answer.
    '!../data/schema/faq.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('no page names a claim except through its fact', () => {
  it('finds "24/7", round-the-clock phone words and the licence claim only in businessCopy', () => {
    expect(Object.keys(wordFiles).length).toBeGreaterThan(50);
    const typed = Object.entries(wordFiles).flatMap(([file, text]) =>
      [...found(text, claimWords.anyHour), ...found(text, claimWords.licensed)].map(
        (words) => `${file}: ${words}`,
      ),
    );
    expect(typed).toEqual([]);
  });
});
