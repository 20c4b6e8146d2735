import type { Page } from '@playwright/test';
import { placeById, placePath } from '#src/config/areas';
import { localResource } from '#src/config/localResources';
import { localizedPath, type Locale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import { businessCopy } from '#src/content/businessCopy';
import { businessCopy as spanishCopy } from '#src/content/es/businessCopy';
import programsFile from '#src/data/payment-programs.json';
import { zipsAcrossCountyLines } from '#src/data/places';
import { expect, indexablePages, spanishPages, test } from './fixtures';

const languages = [
  { locale: 'en', copy: businessCopy },
  { locale: 'es', copy: spanishCopy },
] as const satisfies readonly { locale: Locale; copy: unknown }[];

/**
 * The words of the page's main content as a reader meets them, closed answers included, without
 * the words of its forms (a form's choices and hints are the visitor's, not an offer of ours).
 */
async function mainWords(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('form, script, style').forEach((element) => element.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });
}

/** The sentences of some words, split at their stops. */
const sentences = (words: string) => words.split(/(?<=[.!?:;])\s+/);

/** A promise of a call or an answer, which names a time but is no visit. */
const aboutCalling = /\b(call|phone|answer)|llam|tel[eé]fono|contest/i;

test.describe('the Douglasville page and the shortest visit (local review, must-fix 1)', () => {
  const { minimumVisitHours } = programsFile.pricing;

  for (const { locale } of languages) {
    test(`offers no visit shorter than the minimum in the payment facts (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, placePath('douglasville')));
      const words = await mainWords(page);
      expect(words).not.toMatch(/short visits?|visitas? cortas?|visitas? breves?/i);
      const visits = sentences(words).filter((sentence) => !aboutCalling.test(sentence));
      // No "an evening hour", "una hora al caer la tarde": an hour is never a visit here.
      expect(
        visits.filter((sentence) => /\b(an?|one)( \w+)? hour\b|\buna hora\b/i.test(sentence)),
      ).toEqual([]);
      // Any number of hours the page names is at least the shortest visit we offer.
      for (const [, count] of words.matchAll(/\b(\d+)(?:[–-]\d+)? (?:hours?|horas?)\b/gi)) {
        expect(Number(count)).toBeGreaterThanOrEqual(minimumVisitHours);
      }
    });
  }
});

test.describe('the South Fulton ZIP codes that cross county lines (local review, should-fix 3)', () => {
  const served = placeById('south-fulton').zips;
  const crossings = zipsAcrossCountyLines.filter(
    (crossing) => crossing.place === 'south-fulton' && served.includes(crossing.zip),
  );
  const adrc = localResource('georgia-adrc');

  for (const { locale } of languages) {
    test(`names each county a listed ZIP code reaches, and the line that reaches its services (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, placePath('south-fulton')));
      const words = await mainWords(page);
      for (const { zip, county } of crossings) {
        expect(words).toContain(zip);
        expect(words).toMatch(new RegExp(`\\b${county}\\b`, 'i'));
      }
      if (crossings.length > 0) expect(words).toContain(adrc.phone!);
      // The counties named are Clayton and Coweta while the office lists 30296 and 30268.
      if (served.includes('30296')) expect(words).toContain('Clayton');
      if (served.includes('30268')) expect(words).toContain('Coweta');
    });
  }
});

/** Words that advertise Alzheimer's or dementia care, in either language. */
const dementia = /alzheimer|dementia|demencia/i;

/**
 * Pages whose main words mention dementia without offering the care: an insurance policy's
 * trigger on /paying-for-care.
 */
const notAnOffer = new Set<string>([paths.payingForCare]);

test.describe("the Alzheimer's disclosure on every page that advertises dementia care (local review, should-fix 7)", () => {
  for (const { locale, copy } of languages) {
    // Every page search engines may index in this language, each with the English it translates.
    const all =
      locale === 'en'
        ? indexablePages.map(({ path }) => ({ path, english: path }))
        : spanishPages.map(({ path, english }) => ({ path, english }));
    const { offer, form } = copy.alzheimersDisclosure;

    test(`is offered, and its link answers, on each such page (${locale})`, async ({ page }) => {
      const advertising: string[] = [];
      for (const { path, english } of all) {
        if (notAnOffer.has(english)) continue;
        await page.goto(path);
        const words = await mainWords(page);
        if (!dementia.test(words)) continue;
        advertising.push(path);
        const links = page.locator('main a', { hasText: offer });
        expect(await links.count(), path).toBeGreaterThan(0);
        const href = await links.first().getAttribute('href');
        expect(href, path).toBe(form ?? localizedPath(locale, paths.contact));
        const answer = await page.request.get(href!);
        expect(answer.status(), `${path} → ${href}`).toBe(200);
      }
      // The services page, the FAQ and at least one place page are among them.
      expect(advertising).toEqual(
        expect.arrayContaining([paths.services, paths.faq].map((p) => localizedPath(locale, p))),
      );
      expect(advertising.some((path) => path.includes(`${paths.areas}/`))).toBe(true);
    });

    test(`sits with each FAQ answer and service card that speaks of dementia (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, paths.faq));
      const answers = page.locator('main details');
      let about = 0;
      for (const answer of await answers.all()) {
        if (!dementia.test((await answer.textContent()) ?? '')) continue;
        about += 1;
        await expect(answer.locator('a', { hasText: offer })).toHaveCount(1);
      }
      expect(about).toBeGreaterThan(0);
      await page.goto(localizedPath(locale, paths.services));
      let cards = 0;
      for (const card of await page.locator('main li[id]').all()) {
        if (!dementia.test((await card.textContent()) ?? '')) continue;
        cards += 1;
        await expect(card.locator('a', { hasText: offer })).toHaveCount(1);
      }
      expect(cards).toBeGreaterThan(0);
    });
  }
});
