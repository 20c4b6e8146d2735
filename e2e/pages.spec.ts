import type { Page } from '@playwright/test';
import { paths } from '#src/config/paths';
import { requestCare } from '#src/content/navigation';
import { business } from '#src/content/business';
import { contact } from '#src/content/contact';
import { faqCategories } from '#src/content/faq';
import { home } from '#src/content/home';
import { serviceIds } from '#src/config/services';
import { serviceNames } from '#src/content/services';
import { desktop, expect, hydrated, mobile, test, expectClearOfHeader } from './fixtures';

/** The rating badge brings what families say into view, clear of the sticky header. */
async function followRatingBadge(page: Page) {
  const testimonials = page.locator('#testimonials');
  await expect(testimonials).not.toBeInViewport();
  await page.getByRole('link', { name: home.ratingBadge.text }).click();
  await expect(page).toHaveURL(/#testimonials$/);
  await expectClearOfHeader(page, '#testimonials');
  await expect(
    testimonials.getByRole('heading', { name: home.testimonialsHeading }),
  ).toBeInViewport();
}

test.describe('a family reading the home page', () => {
  for (const viewport of [mobile, desktop]) {
    test(`the rating badge brings what families say into view at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.home);
      await hydrated(page);
      await followRatingBadge(page);
    });
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the rating badge still brings what families say into view, clear of the header', async ({
      page,
    }) => {
      await page.setViewportSize(mobile);
      await page.goto(paths.home);
      await followRatingBadge(page);
    });
  });

  test('the badge scrolls smoothly only when reduced motion is not asked for', async ({ page }) => {
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(paths.home);
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
  });

  test('each testimonial states its rating in words', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.locator('#testimonials').getByText('Rated 5 out of 5')).toHaveCount(3);
  });
});

test.describe('a visitor reading the FAQ', () => {
  const [first, second] = faqCategories[0]!.questions;
  const question = (page: Page, text: string) => page.locator('summary', { hasText: text });
  const item = (page: Page, id: string) => page.locator(`details[id="${id}"]`);

  test('opens several answers at once and closes each on its own', async ({ page }) => {
    await page.goto(paths.faq);
    await hydrated(page);
    await expect(page.locator('details')).toHaveCount(
      faqCategories.reduce((sum, category) => sum + category.questions.length, 0),
    );
    await expect(page.locator('details[open]')).toHaveCount(0);

    await question(page, first!.question).click();
    await question(page, second!.question).click();
    await expect(item(page, first!.id)).toHaveAttribute('open', '');
    await expect(item(page, second!.id)).toHaveAttribute('open', '');
    await expect(page.getByText(first!.answer[0]!)).toBeVisible();
    await expect(page.getByText(second!.answer[0]!)).toBeVisible();

    await question(page, first!.question).click();
    await expect(item(page, first!.id)).not.toHaveAttribute('open');
    await expect(page.getByText(first!.answer[0]!)).toBeHidden();
    await expect(item(page, second!.id)).toHaveAttribute('open', '');
  });

  test('toggles a question with Enter and with Space', async ({ page }) => {
    await page.goto(paths.faq);
    await hydrated(page);
    const summary = question(page, first!.question);
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item(page, first!.id)).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(item(page, first!.id)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(item(page, first!.id)).toHaveAttribute('open', '');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: mobile, hasTouch: true });

    test('opens and closes a question with a tap, with a 44 px target', async ({ page }) => {
      await page.goto(paths.faq);
      await hydrated(page);
      const summary = question(page, second!.question);
      const box = await summary.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await summary.tap();
      await expect(item(page, second!.id)).toHaveAttribute('open', '');
      await summary.tap();
      await expect(item(page, second!.id)).not.toHaveAttribute('open');
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('still opens every answer', async ({ page }) => {
      await page.goto(paths.faq);
      await question(page, first!.question).click();
      await expect(page.getByText(first!.answer[0]!)).toBeVisible();
    });
  });
});

test.describe('the phone number on the contact page', () => {
  const details = (page: Page) =>
    page.getByRole('region', { name: contact.detailsHeading }).getByText(business.phone.display);

  test('dials on a phone', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(paths.contact);
    await hydrated(page);
    const link = page
      .getByRole('region', { name: contact.detailsHeading })
      .getByRole('link', { name: business.phone.display });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', business.phone.href);
  });

  test('is plain text on a wide screen', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(paths.contact);
    await hydrated(page);
    const region = page.getByRole('region', { name: contact.detailsHeading });
    await expect(region.getByRole('link', { name: business.phone.display })).toHaveCount(0);
    await expect(details(page).filter({ visible: true })).toHaveCount(1);
    await expect(region.getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
  });
});

test.describe('a link to each service', () => {
  test.use({ viewport: mobile });

  for (const id of serviceIds) {
    test(`/services#${id} lands on its card`, async ({ page }) => {
      await page.goto(`${paths.services}#${id}`);
      await hydrated(page);
      await expectClearOfHeader(page, `#${id}`);
      await expect(
        page.locator(`#${id}`).getByRole('heading', { level: 3, name: serviceNames[id] }),
      ).toBeVisible();
    });
  }
});

test.describe('a family on a phone, before scrolling', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('sees the home page’s heading and the Request Care button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
    await expect(
      page.getByRole('main').getByRole('link', { name: requestCare.label }).first(),
    ).toBeInViewport({ ratio: 1 });
  });

  for (const path of ['/', '/about']) {
    test(`reads every stat label on ${path} with no word broken across lines`, async ({ page }) => {
      await page.goto(path);
      const broken: string[] = [];
      for (const { label } of home.stats) {
        const words = await page.getByText(label, { exact: true }).evaluate((element) => {
          const text = element.firstChild;
          if (!(text instanceof Text)) return ['(no text)'];
          return [...(text.textContent ?? '').matchAll(/\S+/g)]
            .filter((match) => {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              // A word split over two lines has a box on each.
              return range.getClientRects().length > 1;
            })
            .map((match) => match[0]);
        });
        broken.push(...words);
      }
      expect(broken).toEqual([]);
    });
  }
});
