import { paths } from '../src/config/paths';
import { faqCategories } from '../src/content/faq';
import { payingForCare } from '../src/content/payingForCare';
import { expect, hydrated, test } from './fixtures';

const { estimator } = payingForCare;
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
    // The sample rates, $28 to $34 an hour.
    await expect(page.locator('output')).toContainText('$280 to $340');
    await expect(page.locator('output')).toContainText('$1,213 to $1,473');
  });

  test('reads the same figures for typical schedules without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.payingForCare);
    const table = page.getByRole('table', { name: estimator.tableCaption });
    await expect(
      table.getByRole('row', { name: estimator.schedules['weekday-days'] }),
    ).toContainText('$1,120 to $1,360');
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
