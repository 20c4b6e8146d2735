import { allOpenings, openOn } from '#src/content/openingsOpen';
import { openingPath, paths } from '#src/config/paths';
import { officeDay } from '#src/config/today';
import { applicationForm } from '#src/forms/apply/words';
import { expect, hydrated, test } from './fixtures';

/** The day the build took as today, as vite.config.ts reckons it: the office's date. */
const buildDay = officeDay(new Date());

test.describe('a caregiver looking for a job', () => {
  test('finds each open job on a page of its own, as Google reads it, with its pay', async ({
    page,
  }) => {
    const postingsOn = (path: string) =>
      page
        .goto(path)
        .then(() =>
          page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) =>
              scripts
                .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
                .filter((data) => data['@type'] === 'JobPosting'),
            ),
        );
    expect(await postingsOn(paths.careers)).toEqual([]);
    const open = openOn(buildDay);
    expect(open.length).toBeGreaterThan(0);
    for (const opening of open) {
      const postings = await postingsOn(openingPath(opening.id));
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        title: opening.title,
        datePosted: opening.firstDay,
        validThrough: opening.lastDay,
        hiringOrganization: { name: 'Hearthside Senior Care' },
        jobLocation: { address: { postalCode: opening.zip, addressRegion: 'GA' } },
        baseSalary: { value: { minValue: opening.payMin, maxValue: opening.payMax } },
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.title);
    }
  });

  test('finds no page for a job that is not open', async ({ request }) => {
    const response = await request.get(openingPath('chief-executive'));
    expect(response.status()).toBe(404);
  });

  test('applies for a listed job with that job already chosen', async ({ page }) => {
    const [opening] = openOn(buildDay);
    test.skip(!opening, 'no opening is open on the day of the build');
    await page.goto(paths.careers);
    await hydrated(page);
    const job = page.getByRole('article').filter({ hasText: opening!.title });
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

test.describe('a job past its last day', () => {
  const expired = allOpenings().find((opening) => opening.lastDay < buildDay);

  test('has left the site: no page, no place in the sitemap or the application', async ({
    page,
    request,
  }) => {
    test.skip(!expired, 'every opening in src/data/openings.json is still open');
    for (const path of [openingPath(expired!.id), `/es${openingPath(expired!.id)}`])
      expect((await request.get(path)).status(), path).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(expired!.id);
    await page.goto(paths.apply);
    const position = page.getByRole('combobox', { name: applicationForm.fields.position.label });
    await expect(position.locator(`option[value="${expired!.id}"]`)).toHaveCount(0);
    await expect(position.locator('option')).toHaveCount(openOn(buildDay).length + 1);
  });
});
