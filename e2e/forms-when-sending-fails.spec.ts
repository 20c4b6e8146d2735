import type { Locator, Page } from '@playwright/test';
import { localizedPath, type Locale } from '#src/config/locales';
import { business } from '#src/content/business';
import { serverMessages } from '#src/content/serverMessages';
import { serverMessages as mensajesDelServidor } from '#src/content/es/serverMessages';
import { applicationForm } from '#src/forms/apply/words';
import { applicationForm as solicitudEmpleo } from '#src/forms/apply/words.es';
import { contactForm } from '#src/forms/contact/words';
import { formPagePath } from '#src/forms/formPages';
import {
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
import { desktop, expect, hydrated, mobile, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

/**
 * What a failed send says, inside the form right after the row its send button is in: on
 * screen, the focus on its title, the office's phone as a link that dials, and a way to try
 * again. Resolves to the message.
 */
async function expectSaidByTheButton(
  form: Locator,
  words: { submit: string; failure: { title: string; retry: string } },
): Promise<Locator> {
  const said = form.locator('[data-send-failed]');
  await expect(said).toBeVisible({ timeout: SEND_TIMEOUT });
  await expect(said.getByText(words.failure.title)).toBeFocused();
  const send = form.getByRole('button', { name: words.submit });
  expect(
    await said.evaluate(
      (element, button) => element.previousElementSibling?.contains(button),
      await send.elementHandle(),
    ),
  ).toBe(true);
  // Just below the button, and all of it on screen.
  const [sendBox, saidBox] = [await send.boundingBox(), await said.boundingBox()];
  expect(saidBox!.y - (sendBox!.y + sendBox!.height)).toBeGreaterThanOrEqual(0);
  expect(saidBox!.y - (sendBox!.y + sendBox!.height)).toBeLessThan(120);
  await expect(said).toBeInViewport({ ratio: 1 });
  await expect(said.getByRole('link', { name: business.phone.display })).toHaveAttribute(
    'href',
    business.phone.href,
  );
  await expect(said.getByRole('link', { name: business.phone.display })).toBeVisible();
  await expect(said.getByRole('button', { name: words.failure.retry })).toBeEnabled();
  await expect(send).toBeEnabled();
  return said;
}

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

    const said = await expectSaidByTheButton(form, contactForm);
    await expect(said).toContainText(serverMessages.unavailable);
    await expect(said).toContainText(contactForm.failure.kept);
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
    await form.getByRole('button', { name: contactForm.submit }).click();
    const said = await expectSaidByTheButton(form, contactForm);
    await said.getByRole('button', { name: contactForm.failure.retry }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(page.getByText(contactForm.failure.title)).toHaveCount(0);
    expect((await messages()).filter((email) => email.Subject.includes(name))).toHaveLength(1);
  });

  test('is told in the form, not left with a dead button, when the sending code cannot load', async ({
    page,
  }) => {
    await page.route(/\/assets\/postForm-[^/]+\.js$/, (route) => route.abort());
    const form = await contactFormOn(page);
    await sendContact(form);
    const said = await expectSaidByTheButton(form, contactForm);
    await expect(said).toContainText(contactForm.failure.fallback);
    // Said where the visitor looks, not in a toast over the header.
    await expect(page.getByRole('alert')).toHaveCount(0);
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

type ApplicationWords = typeof applicationForm | typeof solicitudEmpleo;

/** Each language's application, and what its function says when it can neither send nor keep. */
const applicants: { locale: Locale; words: ApplicationWords; unavailable: string }[] = [
  { locale: 'en', words: applicationForm, unavailable: serverMessages.unavailable },
  { locale: 'es', words: solicitudEmpleo, unavailable: mensajesDelServidor.unavailable },
];

/** The application on a phone, filled in with a résumé chosen, in the page's language. */
async function applicationWithResume(page: Page, locale: Locale, words: ApplicationWords) {
  await page.goto(localizedPath(locale, '/apply'));
  await hydrated(page);
  const form = page.getByRole('form', { name: words.name });
  const name = uniqueName('Maria');
  await fillApplication(form, words, name);
  // Its Formik version carries over a file chosen before it took over, but not one set mid-switch.
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  const resume = form.getByLabel(words.resume.label);
  await resume.setInputFiles({ name: 'Maria CV.pdf', mimeType: 'application/pdf', buffer: pdf });
  return { form, resume, name };
}

/** Every answer typed and the résumé chosen are still in the form. */
async function expectKept(form: Locator, resume: Locator, words: ApplicationWords, name: string) {
  await expect(form.getByLabel(words.fields.firstName.label)).toHaveValue(name);
  await expect(form.getByLabel(words.fields.lastName.label)).toHaveValue('Lopez');
  await expect(form.getByLabel(words.fields.experience.label)).toHaveValue('Ten years as a CNA.');
  await expect(form.getByLabel(words.fields.availability.label)).toHaveValue('flexible');
  expect(await resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'Maria CV.pdf',
  );
}

for (const { locale, words, unavailable } of applicants) {
  test.describe(`a caregiver applying on a phone (${locale}) when the send fails`, () => {
    test.use({ viewport: mobile });

    test('is told by the send button, keeps everything, and gets through with "try again"', async ({
      page,
    }) => {
      // The function's answer when it could neither send nor keep the application.
      await page.route('**/api/apply', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, message: unavailable }),
        }),
      );
      const { form, resume, name } = await applicationWithResume(page, locale, words);
      await form.getByRole('button', { name: words.submit }).click();

      const said = await expectSaidByTheButton(form, words);
      await expect(said).toContainText(unavailable);
      await expect(said).toContainText(words.failure.keptWithFile);
      await expectKept(form, resume, words, name);
      expect(await messages()).toHaveLength(0);

      // The service is back: the same answers and file go, once.
      await page.unroute('**/api/apply');
      await said.getByRole('button', { name: words.failure.retry }).click();
      await expect(form.getByRole('heading', { name: words.success.title })).toBeFocused({
        timeout: SEND_TIMEOUT,
      });
      await expect(form.locator('[data-send-failed]')).toHaveCount(0);
      const mine = (await messages()).filter((email) => email.Subject.includes(name));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.Attachments?.map((file) => file.Name)).toEqual(['Maria CV.pdf']);
    });

    test('is told by the send button when the upload drops, and keeps everything', async ({
      page,
    }) => {
      // The connection drops while the résumé goes: no answer at all reaches the page.
      await page.route('**/api/apply', (route) => route.abort('connectionreset'));
      const { form, resume, name } = await applicationWithResume(page, locale, words);
      await form.getByRole('button', { name: words.submit }).click();

      const said = await expectSaidByTheButton(form, words);
      await expect(said).toContainText(words.failure.fallback);
      await expect(said).toContainText(words.failure.keptWithFile);
      await expectKept(form, resume, words, name);

      // Gone once an answer changes: what it said was about the answers as they were.
      await form.getByLabel(words.fields.lastName.label).fill('López');
      await expect(said).toHaveCount(0);
    });
  });
}
