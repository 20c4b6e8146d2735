import { pages } from '#src/content/pages';
import { mainNav, requestCare } from '#src/content/navigation';
import { business } from '#src/content/business';
import { localizedPath, type Locale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import {
  announcedExpanded,
  desktop,
  expect,
  hydrated,
  indexablePages,
  mobile,
  spanishPages,
  test,
  expectClearOfHeader,
} from './fixtures';

test.describe('a visitor on a wide screen', () => {
  test.use({ viewport: desktop });

  test('each navigation link reaches its page and marks it current', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of mainNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.to);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
    }
  });

  test('Request Care leads to the contact page', async ({ page }) => {
    await page.goto(paths.about);
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: requestCare.label }).click();
    await expect(page).toHaveURL(requestCare.to);
  });

  test('the header phone button leads to the contact page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const phone = page.getByRole('banner').getByRole('link', { name: business.phone.display });
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute('href', paths.contact);
    await phone.click();
    await expect(page).toHaveURL(paths.contact);
  });

  test('a path change from a scrolled page lands at the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(paths.careers);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a screen reader or keyboard user following a link to another page', () => {
  test.use({ viewport: desktop });

  test("is taken to the new page's heading, or to the part of it the link names", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: mainNav[1]!.label }).press('Enter');
    await expect(page).toHaveURL(mainNav[1]!.to);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const footer = page.getByRole('contentinfo');
    const serviceLink = footer.locator('a[href*="/services#"]').first();
    const id = (await serviceLink.getAttribute('href'))!.split('#')[1]!;
    await serviceLink.click();
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
  });
});

test.describe('the footer, in each language', () => {
  test.use({ viewport: desktop });

  const languages: { locale: Locale; pages: { path: string; heading: string }[] }[] = [
    { locale: 'en', pages: indexablePages },
    { locale: 'es', pages: spanishPages },
  ];

  for (const { locale, pages: targets } of languages) {
    const home = localizedPath(locale, paths.home);

    test(`on ${home}, each link to one of our pages reaches that page`, async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      const hrefs = await footer
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // Every page reaches the privacy notice and the accessibility statement from here.
      expect(hrefs).toEqual(
        expect.arrayContaining([
          localizedPath(locale, paths.privacy),
          localizedPath(locale, paths.accessibility),
        ]),
      );
      for (const href of hrefs) {
        const target = targets.find((candidate) => candidate.path === href.split('#')[0]);
        expect(target, href).toBeDefined();
        await footer.locator(`a[href="${href}"]`).first().click();
        await expect(page).toHaveURL(href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.heading);
      }
    });
  }
});

test.describe('a visitor on a phone', () => {
  test.use({ viewport: mobile, hasTouch: true });

  test('the menu opens, a tapped link navigates and closes it, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
    const menuId = await toggle.getAttribute('aria-controls');
    expect(await page.locator(`[id="${menuId}"]`).count()).toBe(1);

    await toggle.tap();
    await nav.getByRole('link', { name: 'FAQ' }).tap();
    await expect(page).toHaveURL(paths.faq);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.faq.heading);
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();

    await toggle.tap();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu still opens, leads to a page, and closes with its button and Escape', async ({
      page,
    }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
      expect(await announcedExpanded(page, 'Menu')).toBe(false);
      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      expect(await announcedExpanded(page, 'Menu')).toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();

      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      await nav.getByRole('link', { name: 'FAQ' }).tap();
      await expect(page).toHaveURL(paths.faq);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.faq.heading);
    });
  });

  test('the header phone button dials', async ({ page }) => {
    await page.goto('/');
    const phone = page.getByRole('banner').getByRole('link', { name: business.phone.display });
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute('href', business.phone.href);
  });
});

for (const viewport of [mobile, desktop]) {
  test.describe(`a link to one service at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opened directly, lands on the service clear of the sticky header', async ({ page }) => {
      await page.goto(`${paths.services}#transportation`);
      await hydrated(page);
      await expectClearOfHeader(page, '#transportation');
    });

    test('followed from another page, lands on the service clear of the header', async ({
      page,
    }) => {
      await page.goto(paths.about);
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Transportation Services' })
        .click();
      await expect(page).toHaveURL(`${paths.services}#transportation`);
      await expectClearOfHeader(page, '#transportation');
    });
  });
}
