import { formPageWords } from '#src/content/confirmation';
import { applicationForm } from '#src/forms/apply/words';
import { contactForm } from '#src/forms/contact/words';
import { formPagePath } from '#src/forms/formPages';
import {
  checkPage,
  contactFormOn,
  deliveryStatus,
  failMail,
  fillApplication,
  fillContact,
  messages,
  pdf,
  redeliverNow,
  resetMail,
  SEND_TIMEOUT,
  sendContact,
  uniqueName,
} from './checks/forms';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a care request still reaches staff and lands on the confirmation page', async ({
    page,
  }) => {
    const form = await contactFormOn(page, { scripted: false });
    await sendContact(form);
    await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactForm.success.title);
    expect(await messages()).toHaveLength(1);
  });

  test('caught by autofill in the hidden field: thanked, held for staff, not emailed', async ({
    page,
  }) => {
    // The status endpoint answers from the counts the last redelivery pass saved.
    await redeliverNow();
    const before = await deliveryStatus();
    const form = await contactFormOn(page, { scripted: false });
    await fillContact(form);
    await page.locator('input[name="website"]').fill('https://ann.example');
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
    expect(await messages()).toHaveLength(0);
    await redeliverNow();
    expect((await deliveryStatus()).held).toBe(before.held + 1);
  });

  test('an application with a résumé posts as multipart and reaches staff with it', async ({
    page,
  }) => {
    await page.goto('/apply');
    const form = page.getByRole('form', { name: applicationForm.name });
    const name = uniqueName('Maria');
    await fillApplication(form, applicationForm, name);
    await form
      .getByLabel(applicationForm.resume.label)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: applicationForm.submit }).click();
    await expect(page).toHaveURL(formPagePath('apply', 'sent'), { timeout: SEND_TIMEOUT });
    const [email] = (await messages()).filter((message) => message.Subject.includes(name));
    expect(email!.Attachments?.[0]?.Name).toBe('cv.pdf');
  });

  test('a send while the email service is down still lands on the confirmation page', async ({
    page,
  }) => {
    await failMail({ status: 500, code: 0 });
    const form = await contactFormOn(page, { scripted: false });
    await sendContact(form);
    await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
  });

  test('a wrong answer lands on a page that names it and says how to go back', async ({ page }) => {
    const form = await contactFormOn(page, { scripted: false });
    await fillContact(form);
    // The browser's own check would stop this one; a browser without it would send it.
    await form.getByLabel(contactForm.fields.email.label).evaluate((input) => {
      (input as HTMLInputElement).type = 'text';
    });
    await form.getByLabel(contactForm.fields.email.label).fill('ann..lee@example');
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL(`${formPagePath('contact', 'checkAnswers')}#email`, {
      timeout: SEND_TIMEOUT,
    });
    const copy = checkPage(formPageWords, contactForm.pages.checkAnswers.noun);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByText(copy.details[0]!)).toBeVisible();
    const flags = page.getByText(copy.flagged!);
    await expect(flags).toHaveCount(Object.keys(contactForm.fields).length);
    await expect(flags.filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('#email')).toContainText(copy.flagged!);
    await expect(page.locator('#email')).toContainText(contactForm.fields.email.label);
    await page.goBack();
    await expect(page.getByLabel(contactForm.fields.name.label)).toHaveValue('Ann Lee');
    expect(await messages()).toHaveLength(0);
  });
});
