import { PHONE_TAP_ENDPOINT } from '#src/config/phoneTaps';
import { business } from '#src/content/business';
import { pages } from '#src/content/pages';
import { contactForm } from '#src/forms/contact/words';
import { formPagePath } from '#src/forms/formPages';
import {
  leadReportText,
  messages,
  reportRow,
  resetMail,
  SEND_TIMEOUT,
  sendContact,
  uniqueName,
} from './checks/forms';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

test.describe('where a lead came from', () => {
  test('a visit from a campaign link, then another page, then the request: staff see it all', async ({
    page,
  }) => {
    await page.goto(
      '/services?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026&gclid=abc123',
      {
        referer: 'https://www.google.com/search?q=home+care+douglasville',
      },
    );
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL('/contact');
    // The address changes as the navigation starts; the services page, with a care request
    // form of its own, stays on screen until the contact page has arrived.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.contact.heading);
    const form = page.getByRole('form', { name: contactForm.name });
    const name = uniqueName('Campaign');
    await sendContact(form, name);
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });

    const [email] = (await messages()).filter((message) => message.Subject.includes(name));
    expect(email!.TextBody).toContain(
      [
        'Where this came from',
        'Sent from page: /contact',
        'First page of the visit: /services',
        'Came from: https://www.google.com/search',
        'Campaign: newsletter / email / fall-2026',
        'Ad click: Yes (gclid)',
      ].join('\n\n'),
    );
    expect(email!.TextBody).not.toContain('abc123');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still says which page it was sent from', async ({ page }) => {
      await page.goto('/about');
      const form = page.getByRole('form', { name: contactForm.name });
      const name = uniqueName('Plain');
      await sendContact(form, name);
      await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
      const [email] = (await messages()).filter((message) => message.Subject.includes(name));
      expect(email!.TextBody).toContain('Where this came from\n\nSent from page: /about');
    });
  });
});

test.describe('a family who calls from the site', () => {
  test('taps the phone number on / and /es: the owner’s numbers count both, by page', async ({
    context,
  }) => {
    const before = await leadReportText();
    // Two families, each in a tab of their own: after a tel: link, headless Chromium's tab
    // stops taking clicks (the dialler it would open is not there).
    for (const path of ['/', '/es']) {
      const page = await context.newPage();
      // The family came from the QR code on a printed flyer.
      await page.goto(`${path}?utm_source=flyer&utm_medium=print`);
      await hydrated(page);
      const beacon = page.waitForRequest(
        (request) => request.url().endsWith(PHONE_TAP_ENDPOINT) && request.method() === 'POST',
      );
      await page.locator(`a[href="${business.phone.href}"]:visible`).first().click();
      expect((await (await beacon).response())?.status()).toBe(204);
      await page.close();
    }
    const after = await leadReportText();
    const calls = (report: string) => reportRow(report, 'Calls to our number')[0];
    expect(calls(after)).toBe(calls(before) + 2);
    for (const path of ['/', '/es']) {
      const taps = (report: string) => reportRow(report, path, 'Phone taps on our number, by page');
      expect(taps(after)[0]).toBe(taps(before)[0] + 1);
    }
    const fromFlyer = (report: string) =>
      reportRow(report, 'flyer / print', 'Phone taps on our number, by source')[0];
    expect(fromFlyer(after)).toBe(fromFlyer(before) + 2);
  });
});
