import type { Locator, Page } from '@playwright/test';
import { careRequestPath } from '#src/config/anchors';
import { localizedPath, type Locale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import {
  lastReviewed,
  paymentProgram,
  paymentWays,
  type PaymentWayId,
} from '#src/config/paymentPrograms';
import { business } from '#src/content/business';
import { requestCare as spanishRequestCare } from '#src/content/es/navigation';
import { faqCategories } from '#src/content/faq';
import { requestCare } from '#src/content/navigation';
import { payingForCare as spanish } from '#src/content/es/payingForCare';
import { payingForCare, type PayingForCareContent } from '#src/content/payingForCare';
import programsFile from '#src/data/payment-programs.json';
import { dollars } from '#src/lib/words';
import { A_WEEK_HOURS, costOf } from '#src/pages/payingForCare/cost';
import { expect, hydrated, mobile, test } from './fixtures';

const { estimator } = payingForCare;
/** "$280 to $340": what `hours` a week cost at the rates in the business facts. */
const weekly = (hours: number) =>
  estimator.range(dollars(costOf(hours).weekly.low), dollars(costOf(hours).weekly.high));
const monthly = (hours: number) =>
  estimator.range(dollars(costOf(hours).monthly.low), dollars(costOf(hours).monthly.high));
const costQuestion = faqCategories
  .flatMap((category) => category.questions)
  .find((item) => item.id === 'how-much-does-care-cost')!;

test.describe('a family working out what care will cost', () => {
  test('types the hours a week and reads the weekly and monthly range at once', async ({
    page,
  }) => {
    await page.goto(paths.payingForCare);
    await hydrated(page);
    const hours = page.getByRole('spinbutton', { name: estimator.hoursLabel });
    await hours.fill('10');
    // At the rates in the business facts, lowest to highest.
    await expect(page.locator('output')).toContainText(weekly(10));
    await expect(page.locator('output')).toContainText(monthly(10));
  });

  test('reads the same figures for typical schedules without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.payingForCare);
    const table = page.getByRole('table', { name: estimator.tableCaption });
    await expect(
      table.getByRole('row', { name: estimator.schedules['weekday-days'] }),
    ).toContainText(weekly(40));
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await context.close();
  });

  test('downloads the estimator on that page only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(paths.home);
    await hydrated(page);
    await page.goto(paths.faq);
    await hydrated(page);
    expect(scripts.filter((url) => url.includes('PayingForCarePage'))).toEqual([]);
    await page.getByText(costQuestion.question).click();
    await page.getByRole('link', { name: costQuestion.link!.label }).click();
    await expect(page.getByRole('spinbutton', { name: estimator.hoursLabel })).toBeVisible();
    expect(scripts.filter((url) => url.includes('PayingForCarePage'))).toHaveLength(1);
  });
});

/** The page in each language, with the words its build uses. */
const languages: readonly (readonly [Locale, PayingForCareContent])[] = [
  ['en', payingForCare],
  ['es', spanish],
];

/** "Request Care" in each language: the header's, beside the price and after each section. */
const requestCareIn = { en: requestCare, es: spanishRequestCare } as const;

/** "$28 to $34", or "$30": from the business facts, lowest to highest, in the page's words. */
const amountIn = (words: PayingForCareContent, low: number, high: number) =>
  low === high ? dollars(low) : words.estimator.range(dollars(low), dollars(high));

/** Wholly on the screen the page opens on, with nothing scrolled. */
async function onFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= mobile.height);
}

/** The sections the local review found missing, each sourced and linked. */
const newSections: readonly PaymentWayId[] = [
  'medicare-advantage',
  'area-agency',
  'family-caregivers',
  'checking-an-agency',
];

/** The page's own text, paragraph by paragraph and point by point, without the programs' links. */
const passages = (page: Page) =>
  page
    .locator('main p, main li')
    .filter({ hasNot: page.locator('a[rel="external"]') })
    .allInnerTexts();

/** The page's text as sentences. */
const sentences = async (page: Page) =>
  (await page.locator('main').innerText())
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

for (const [locale, words] of languages) {
  const path = localizedPath(locale, paths.payingForCare);

  test.describe(`${path}, as the reviews asked`, () => {
    test('names Structured Family Caregiving only with who can be paid', async ({ page }) => {
      await page.goto(path);
      const naming = (await passages(page)).filter((text) => /Structured Family Care/.test(text));
      expect(naming.length).toBeGreaterThan(0);
      for (const text of naming) {
        expect(text, text).toMatch(/lives with|vive con/);
        expect(text, text).toMatch(/spouse|cónyuge/);
        expect(text, text).toMatch(/guardian|tutor/);
      }
    });

    test('never leaves "cannot pay" without its subject', async ({ page }) => {
      await page.goto(path);
      // In Spanish a bare "no puede pagar" takes the page's usted: "you cannot pay for our care".
      // The words before it in its clause must name who cannot: "el programa", "el VA".
      const cannotPay = /no puede pagar|cannot pay/;
      const said = (await sentences(page)).filter((sentence) => cannotPay.test(sentence));
      expect(said.length).toBeGreaterThan(0);
      for (const sentence of said) {
        const before = sentence.slice(0, sentence.search(cannotPay));
        const clause = before
          .split(/[,:;]|\basí que\b|\bporque\b|\bso\b/)
          .pop()!
          .trim();
        expect(clause, sentence).toMatch(
          locale === 'es'
            ? /\b(el|la|ese|esa|este|esta|los|las)\s+\p{L}+/iu
            : /\b(it|the|this|that|\p{Lu}\p{L}*)\b/u,
        );
      }
    });

    test('writes no hours in the cost table like a clock time', async ({ browser }) => {
      // The table is what a family reads without JavaScript.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const table = page.getByRole('table', { name: words.estimator.tableCaption });
      const rows = await table.locator('tbody tr').allInnerTexts();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // "de 8 a 9 horas" reads as 8:00 to 9:00; "entre 8 y 9 horas al día" does not.
        expect(row, row).not.toMatch(/\bde \d+ a \d+ horas\b/);
        expect(row, row).not.toMatch(/\bfrom \d+ to \d+\b/i);
      }
      await context.close();
    });

    test("shows the missing sections, each with its sources' links", async ({ page }) => {
      await page.goto(path);
      for (const id of newSections) {
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(words.ways[id].heading);
        await expect(
          page.locator('nav').getByRole('link', { name: words.ways[id].heading }),
        ).toHaveAttribute('href', `#${id}`);
        for (const programId of paymentWays[id]) {
          const program = paymentProgram(programId);
          const link = section.getByRole('link', { name: words.programName(program) });
          const href = await link.getAttribute('href');
          expect(href).toBe(words.programLink(program));
          expect(new URL(href!).protocol).toBe('https:');
        }
      }
      // Every Area Agency on Aging in the service area is named where the page says whom to call.
      const agencies = await page.locator('section#area-agency').innerText();
      for (const county of ['Douglas', 'Cobb', 'Fulton', 'Carroll', 'Paulding'])
        expect(agencies).toContain(county);
    });

    test('opens with the hourly rate, a week of it and Request Care, on the first screen at 375 px', async ({
      page,
    }) => {
      await page.setViewportSize(mobile);
      await page.goto(path);
      await hydrated(page);
      const { min, max } = business.hourlyRate;
      const price = page.getByRole('region', { name: words.price.heading });
      const rate = price.getByText(words.price.hourly(amountIn(words, min, max)));
      const week = price.getByText(
        words.price.week(A_WEEK_HOURS, amountIn(words, A_WEEK_HOURS * min, A_WEEK_HOURS * max)),
      );
      const request = price.getByRole('link', { name: requestCareIn[locale].label });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const [name, shown] of [
        ['the hourly rate', rate],
        ["a week's cost", week],
        ['Request Care', request],
      ] as const)
        expect(await onFirstScreen(shown), `${name} on the first screen`).toBe(true);
      await expect(request).toHaveAttribute('href', localizedPath(locale, careRequestPath));
      // Then what we accept, then the contents.
      const accepts = page.getByRole('heading', { name: words.accepts.heading });
      const contents = page.locator('nav').getByRole('link', { name: words.ways.medicare.heading });
      const top = async (locator: Locator) => (await locator.boundingBox())!.y;
      expect(await top(price)).toBeLessThan(await top(accepts));
      expect(await top(accepts)).toBeLessThan(await top(contents));
    });

    test('is dated only once every program is checked, by the oldest check', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: words.accepts.heading })).toBeVisible();
      const day = lastReviewed(programsFile.programs);
      const reviewed = page.getByText(words.lastReviewedLabel);
      if (day) await expect(reviewed.locator('time')).toHaveAttribute('datetime', day);
      else await expect(reviewed).toHaveCount(0);
    });
  });
}
