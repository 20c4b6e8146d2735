import { expect, indexablePages, test } from './fixtures';

test.describe('a visitor with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, intro } of indexablePages) {
    test(`still reads ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(intro)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Licensed and insured in Georgia');
    });
  }
});
