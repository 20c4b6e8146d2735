import { localizedPath, type Locale } from '#src/config/locales';
import { paths } from '#src/config/paths';
import { contact } from '#src/content/contact';
import { contact as spanishContact } from '#src/content/es/contact';
import { menuCopy, requestCare } from '#src/content/navigation';
import { menuCopy as spanishMenu, requestCare as spanishRequest } from '#src/content/es/navigation';
import { payingForCare } from '#src/content/payingForCare';
import { FEWEST_HOURS, HOURS_IN_A_WEEK } from '#src/pages/payingForCare/cost';
import faqFile from '#src/data/faq.json';
import { expect, expectClearOfHeader, hydrated, mobile, test } from './fixtures';

const languages: {
  locale: Locale;
  menu: typeof menuCopy | typeof spanishMenu;
  request: typeof requestCare;
  formHeading: string;
}[] = [
  { locale: 'en', menu: menuCopy, request: requestCare, formHeading: contact.form.heading },
  {
    locale: 'es',
    menu: spanishMenu,
    request: spanishRequest,
    formHeading: spanishContact.form.heading,
  },
];

test.describe('a family on a phone', () => {
  test.use({ viewport: mobile });

  for (const { locale, menu, request, formHeading } of languages) {
    test(`lands on the care request form from the menu's Request Care (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, paths.about));
      await hydrated(page);
      await page.getByRole('button', { name: menu.open, exact: true }).click();
      await page
        .getByRole('navigation')
        .getByRole('link', { name: request.label, exact: true })
        .click();
      await expect(page).toHaveURL(localizedPath(locale, request.to));
      const heading = page.getByRole('heading', { name: formHeading, level: 2 });
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expectClearOfHeader(page, `[id="${request.to.split('#')[1]}"] h2`);
      // The form's first field is on the same first screen, not two screens below.
      await expect(page.locator('main form').getByRole('textbox').first()).toBeInViewport({
        ratio: 1,
      });
    });
  }

  test('lands on the form from the home page’s Request Care, and from a typed address', async ({
    page,
  }) => {
    await page.goto(paths.home);
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: requestCare.label }).first().click();
    await expect(page).toHaveURL(requestCare.to);
    await expect(page.locator('main form').getByRole('textbox').first()).toBeInViewport({
      ratio: 1,
    });
    // A fresh load of the address (a shared link, a reload) lands there too.
    await page.goto(requestCare.to);
    await expectClearOfHeader(page, `[id="${requestCare.to.split('#')[1]}"] h2`);
  });

  test('goes from the FAQ’s cost answer to the estimator, and is told what it can estimate', async ({
    page,
  }) => {
    const entry = faqFile.en.questions.find((question) => question.link === 'cost-estimator')!;
    await page.goto(paths.faq);
    await hydrated(page);
    await page.getByText(entry.question, { exact: true }).click();
    await page.getByRole('link', { name: entry.linkLabel }).click();
    const hours = page.getByRole('spinbutton', { name: payingForCare.estimator.hoursLabel });
    await expect(hours).toBeInViewport({ ratio: 1 });
    await hours.fill(String(HOURS_IN_A_WEEK + 32));
    await expect(page.locator('output')).toHaveText(
      payingForCare.estimator.outOfRange(FEWEST_HOURS, HOURS_IN_A_WEEK),
    );
  });
});
