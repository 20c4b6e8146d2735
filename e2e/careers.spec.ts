import { openOn } from '../src/config/openings';
import { paths } from '../src/config/paths';
import { applicationForm } from '../src/content/applicationForm';
import { jobTitles } from '../src/content/hiring';
import { expect, hydrated, test } from './fixtures';

/** The day the build took as today, as vite.config.ts reckons it: the office's date. */
const buildDay = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

test.describe('a caregiver looking for a job', () => {
  test('finds each open job as Google reads it, with its pay', async ({ page }) => {
    await page.goto(paths.careers);
    const postings = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
          .filter((data) => data['@type'] === 'JobPosting'),
      );
    const open = openOn(buildDay);
    expect(postings.map((posting) => (posting.identifier as { value: string }).value)).toEqual(
      open.map((opening) => opening.id),
    );
    postings.forEach((posting, index) => {
      const opening = open[index]!;
      expect(posting).toMatchObject({
        title: jobTitles[opening.id],
        baseSalary: { value: { minValue: opening.pay.min, maxValue: opening.pay.max } },
      });
    });
  });

  test('applies for a listed job with that job already chosen', async ({ page }) => {
    const [opening] = openOn(buildDay);
    test.skip(!opening, 'no opening is open on the day of the build');
    await page.goto(paths.careers);
    await hydrated(page);
    const job = page.getByRole('article').filter({ hasText: jobTitles[opening!.id] });
    await job.getByRole('link', { name: /Apply for this job/ }).click();
    await expect(page).toHaveURL(`${paths.apply}?position=${opening!.id}`);
    await expect(
      page.getByRole('combobox', { name: applicationForm.fields.position.label }),
    ).toHaveValue(opening!.id);
  });

  test('opens the application with nothing chosen for a job that is not ours', async ({ page }) => {
    await page.goto(`${paths.apply}?position=chief-executive`);
    await hydrated(page);
    await expect(
      page.getByRole('combobox', { name: applicationForm.fields.position.label }),
    ).toHaveValue('');
  });
});
