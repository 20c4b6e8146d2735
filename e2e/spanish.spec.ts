import { localizedPath } from '#src/config/locales';
import { everyConfirmationPath } from '#src/forms/formPages';
import { notFoundPage } from '#src/content/es/pages';
import { menuCopy as spanishMenu } from '#src/content/es/navigation';
import { ui as spanishUi } from '#src/content/es/ui';
import { expect, hydrated, mobile, test } from './fixtures';

test.describe('a Spanish-speaking visitor', () => {
  // The not-found page's own status shows in the console as a failed load.
  test.use({ allowFailedResources: true });

  test('gets a Spanish not-found page, with status 404, for an unknown /es path', async ({
    page,
  }) => {
    const response = await page.goto('/es/pagina-que-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.heading);
  });

  test('lands on the Spanish confirmation pages, which are not indexed', async ({ page }) => {
    for (const path of everyConfirmationPath()) {
      await page.goto(localizedPath('es', path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});

test.describe('the language switch', () => {
  test('is reached and followed with the keyboard alone', async ({ page }) => {
    await page.goto('/es/faq');
    await hydrated(page);
    const name = spanishUi.switchLanguage;
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (focused === name) break;
    }
    const link = page.getByRole('link', { name });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/faq');
  });

  test('sits in the phone menu, which fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/es/contact');
    await hydrated(page);
    await page.getByRole('button', { name: spanishMenu.open, exact: true }).click();
    const menu = page.getByRole('navigation', { name: spanishUi.mainNav });
    const overflowing = await menu.getByRole('link').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.right > window.innerWidth || link.scrollWidth > link.clientWidth + 1;
        })
        .map((link) => link.textContent),
    );
    expect(overflowing).toEqual([]);
    const switchLink = menu.getByRole('link', { name: spanishUi.switchLanguage });
    await expect(switchLink).toBeInViewport();
    await switchLink.click();
    await expect(page).toHaveURL('/contact');
  });
});
