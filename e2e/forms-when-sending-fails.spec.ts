import { business } from '#src/content/business';
import { serverMessages } from '#src/content/serverMessages';
import { contactForm } from '#src/forms/contact/words';
import { formPagePath } from '#src/forms/formPages';
import {
  contactFormOn,
  deliveryStatus,
  failMail,
  fillContact,
  messages,
  redeliverNow,
  resetMail,
  SEND_TIMEOUT,
  sendContact,
  uniqueName,
} from './checks/forms';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

test.describe('a family asking for care when something on the way fails', () => {
  test('is thanked while the email service is down, and staff get it once it is back', async ({
    page,
  }) => {
    await failMail({ status: 503, code: 0 });
    const form = await contactFormOn(page);
    const name = uniqueName('Ann');
    await sendContact(form, name);

    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('');
    expect(await messages()).toHaveLength(0);
    // A pass while it is still down: it counts what waits, for the status endpoint.
    await redeliverNow();
    expect((await deliveryStatus()).pending).toBeGreaterThanOrEqual(1);

    await resetMail();
    await redeliverNow();
    const mine = (await messages()).filter((email) => email.Subject.includes(name));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.TextBody).toContain('Sent by the visitor on');
    await redeliverNow();
    expect((await messages()).filter((email) => email.Subject.includes(name))).toHaveLength(1);
  });

  test('is told plainly when it could be neither sent nor kept, and keeps every answer', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, message: serverMessages.unavailable }),
      }),
    );
    const form = await contactFormOn(page);
    await fillContact(form);
    await form.getByLabel(contactForm.fields.message.label).fill('Weekend help, please.');
    await form.getByRole('button', { name: contactForm.submit }).click();

    const toast = page.getByRole('alert').filter({ hasText: contactForm.failure.title });
    await expect(toast).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(toast).toContainText(business.phone.display);
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('Ann Lee');
    await expect(form.getByLabel(contactForm.fields.message.label)).toHaveValue(
      'Weekend help, please.',
    );
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  });

  test('sends again after a lost answer, and staff still get one email', async ({ page }) => {
    let dropped = false;
    // The first post reaches the server, but its answer never reaches the page.
    await page.route('**/api/contact', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const form = await contactFormOn(page);
    const name = uniqueName('Ann');
    await fillContact(form, name);
    const send = form.getByRole('button', { name: contactForm.submit });
    await send.click();
    await expect(
      page.getByRole('alert').filter({ hasText: contactForm.failure.title }),
    ).toBeVisible({ timeout: SEND_TIMEOUT });
    await send.click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(
      page.getByRole('alert').filter({ hasText: contactForm.failure.title }),
    ).toBeHidden();
    expect((await messages()).filter((email) => email.Subject.includes(name))).toHaveLength(1);
  });

  test('gets the error toast, not a dead button, when the sending code cannot load', async ({
    page,
  }) => {
    await page.route(/\/assets\/postForm-[^/]+\.js$/, (route) => route.abort());
    const form = await contactFormOn(page);
    await sendContact(form);
    const toast = page.getByRole('alert').filter({ hasText: contactForm.failure.title });
    await expect(toast).toContainText(contactForm.failure.fallback, { timeout: SEND_TIMEOUT });
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('Ann Lee');
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
    expect(await messages()).toHaveLength(0);
  });

  test('still reaches staff, the plain way, when the form code cannot load', async ({ page }) => {
    await page.route(/\/assets\/EnhancedForm-[^/]+\.js$/, (route) => route.abort());
    const form = await contactFormOn(page);
    await sendContact(form);
    await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
    expect(await messages()).toHaveLength(1);
  });
});
