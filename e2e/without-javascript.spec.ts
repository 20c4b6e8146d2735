import { officeDay } from '#src/config/today';
import { copyrightLine } from '#src/content/businessCopy';
import { expect, indexablePages, test } from './fixtures';

test.describe('a visitor with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, intro } of indexablePages) {
    test(`still reads ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(intro)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        // The build is the same day's: its year is today's in the office.
        copyrightLine(Number(officeDay(new Date()).slice(0, 4))),
      );
    });
  }
});
