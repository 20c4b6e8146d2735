import type { Page } from '@playwright/test';
import { localizedPath, type Locale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import { businessCopy } from '#src/content/businessCopy';
import { businessCopy as spanishCopy } from '#src/content/es/businessCopy';
import businessFile from '#src/data/business.json';
import { expect, test } from './fixtures';

/*
 * The FAQ reaches the phone through the claim fact, never "any time" of its own (local
 * review, must-fix 3); the hiring steps read in one order on /apply and in the FAQ, with
 * Georgia's fingerprint check named (local review, should-fix 11, and the Spanish review's
 * "Outside" note). Each reads the built pages in both languages; the words it looks for are the
 * business facts' own, or a step's keyword, never a sentence of the copy.
 */

/** The answers the FAQ's anchors name: `/faq#<id>`, an address that never changes once live. */
const careGoing = 'how-will-we-know-how-care-is-going';
const screening = 'how-are-caregivers-screened';
const afterApplying = 'what-happens-after-i-apply';

/** A promise to answer "any time" or "at any moment", with no fact behind it. */
const anyTime = /\bany ?time\b|\bat any moment\b|cualquier momento|en todo momento/i;

/**
 * The hiring steps, each as the words that name it in each language, in no particular order:
 * the pages give the order, and the test compares it.
 */
const stepWords: Record<Locale, Record<string, RegExp>> = {
  en: {
    'phone interview': /phone interview/i,
    references: /\breferences?\b/i,
    'in-person interview': /in-person interview|face to face/i,
    'background check': /background check/i,
    'fingerprint check': /fingerprint/i,
    'drug screening': /drug screening/i,
    training: /\btraining\b/i,
  },
  es: {
    'phone interview': /entrevista telefónica/i,
    references: /\breferencias\b/i,
    'in-person interview': /entrevista en persona|en persona/i,
    'background check': /verificación de antecedentes/i,
    'fingerprint check': /huellas digitales/i,
    'drug screening': /prueba de drogas/i,
    training: /\bcapacitación\b/i,
  },
};

const languages = [
  { locale: 'en', copy: businessCopy },
  { locale: 'es', copy: spanishCopy },
] as const;

/** The text of an element, its spaces as a reader sees them. */
async function textOf(page: Page, selector: string): Promise<string> {
  const text = await page.locator(selector).first().textContent();
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The steps `text` names, in the order it first names them. */
function stepsIn(text: string, locale: Locale): string[] {
  return Object.entries(stepWords[locale])
    .map(([step, words]) => ({ step, at: text.search(words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ step }) => step);
}

/** The sentences of `text`, as a reader meets them. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

for (const { locale, copy } of languages) {
  test.describe(`the FAQ and what it claims (${locale})`, () => {
    test('reaches the phone in the words the contact page uses, never "any time"', async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, paths.faq));
      const faq = await textOf(page, 'main');
      const answer = await textOf(page, `details[id="${careGoing}"]`);
      expect(answer.length).toBeGreaterThan(0);
      // The answer says when we answer the phone as the business facts word it, in this language.
      expect(answer).toContain(copy.phoneReach);
      expect(sentences(faq).filter((sentence) => anyTime.test(sentence))).toEqual([]);

      await page.goto(localizedPath(locale, paths.contact));
      const contact = await textOf(page, 'main');
      if (businessFile.claims.phoneAnyHour.holds) {
        // While the owner lets the site say it, the contact page promises the same hours.
        expect(contact).toContain(copy.phoneReach);
      }
    });

    test('tells the hiring steps in the order /apply does, the fingerprint check among them', async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, paths.apply));
      const apply = stepsIn(await textOf(page, '[aria-labelledby="next-steps-heading"]'), locale);
      expect(apply).toContain('fingerprint check');
      expect(apply.length).toBeGreaterThanOrEqual(6);

      await page.goto(localizedPath(locale, paths.faq));
      for (const id of [screening, afterApplying]) {
        const answer = stepsIn(await textOf(page, `details[id="${id}"]`), locale);
        expect(answer, id).toContain('fingerprint check');
        // The steps both name, in the order /apply gives them.
        const shared = answer.filter((step) => apply.includes(step));
        expect(shared.length, id).toBeGreaterThanOrEqual(5);
        expect(shared, id).toEqual(apply.filter((step) => shared.includes(step)));
      }

      // The about page's card on how we choose caregivers names the fingerprint check too.
      await page.goto(localizedPath(locale, paths.about));
      expect(await textOf(page, 'main')).toMatch(stepWords[locale]['fingerprint check']!);
    });
  });
}
