import type { Locator, Page } from '@playwright/test';
import { baseURL, postmarkURL } from '../playwright.config';
import { business } from '../src/content/business';
import { formPageWords, type ConfirmationCopy } from '../src/content/confirmation';
import { formPageWords as paginasDeFormulario } from '../src/content/es/confirmation';
import { ui as spanishUi } from '../src/content/es/ui';
import { applicationForm as solicitudEmpleo } from '../src/forms/apply/words.es';
import {
  acknowledgement as agradecimiento,
  contactForm as solicitudCuidado,
} from '../src/forms/contact/words.es';
import { validationMessages as mensajes } from '../src/content/es/forms';
import { applicationForm } from '../src/forms/apply/words';
import { contactForm } from '../src/forms/contact/words';
import { promiseWords } from '../src/content/acknowledgement';
import { officeFacts } from '../src/config/callWindows';
import { clearForm } from '../src/content/forms';
import { pages } from '../src/content/pages';
import { serverMessages } from '../src/content/serverMessages';
import { ui } from '../src/content/ui';
import { PHONE_TAP_ENDPOINT } from '../src/config/phoneTaps';
import { APPLICATION_DRAFT_KEY } from '../src/forms/apply/definition';
import { formPagePath } from '../src/forms/formPages';
import { schedulersCall } from '../netlify/server/shared/scheduled';
import { desktop, expect, hydrated, test } from './fixtures';
import { fillApplication } from './checks/application';

// One Postmark stand-in serves every test in this file, so they take turns.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: desktop, allowFailedResources: true });

interface StubMessage {
  Attachments?: { Name: string; ContentType: string; Content: string }[];
  From: string;
  To: string;
  ReplyTo: string;
  Subject: string;
  TextBody: string;
  HtmlBody: string;
  Tag: string;
  MessageStream: string;
}

async function stub(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${postmarkURL}${path}`, {
    method: body === undefined && path === '/__messages' ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}
const everyMessage = () => stub('/__messages') as Promise<StubMessage[]>;
/** What staff received; each visitor's own acknowledgement is counted apart. */
const messages = async () =>
  (await everyMessage()).filter((message) => message.Tag !== 'acknowledgement');
const acknowledgements = async () =>
  (await everyMessage()).filter((message) => message.Tag === 'acknowledgement');

/** One redelivery pass in the preview's store, backoff ignored (`npm run redeliver -- --now`). */
async function redeliverNow(): Promise<{ sent: number; pending: number; held: number }> {
  const response = await fetch(`${baseURL}/.netlify/functions/redeliver?now`, schedulersCall());
  expect(response.status).toBe(200);
  return response.json() as Promise<{ sent: number; pending: number; held: number }>;
}

async function deliveryStatus(): Promise<{ pending: number; held: number }> {
  const response = await fetch(`${baseURL}/api/status`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{ pending: number; held: number }>;
}

/** A name no earlier run used: the preview's store outlives a test run. */
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * A send answers in about 0.3 s on a quiet machine, but a failing one waits for a retry and the
 * machine is busy with the other worker's pages: give a send this long to show its toast.
 */
const SEND_TIMEOUT = 20_000;

/** A confirmation page's own heading; a thank-you page has the form's instead. */
/** What a form's page of answers says, in the form's words. */
const checkPage = (
  words: {
    checkAnswers: (
      noun: string,
      back: ConfirmationCopy['back'],
    ) => { heading: string; details: readonly string[]; flagged?: string };
  },
  noun: string,
) => words.checkAnswers(noun, { label: '', to: '' });

test.beforeEach(async () => {
  await stub('/__reset', {});
});

/** Types into the focused field, then moves on with Tab, as a keyboard user does. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/**
 * Types the application from its first field to the send button with the keyboard alone,
 * leaving the state (Georgia), the position, the references and the résumé as they are.
 */
async function typeApplication(page: Page, answers: string[]) {
  const [firstName, lastName, email, phone, street, city, zip, ...rest] = answers;
  const [availability, experience, details, certifications, motivation] = rest;
  for (const text of [firstName, lastName, email, phone, street, city])
    await typeAndTab(page, text!);
  await page.keyboard.press('Tab'); // the state stays Georgia
  await typeAndTab(page, zip!);
  await page.keyboard.press('Tab'); // the position: optional, any caregiver job
  for (const text of [availability, experience, details, certifications])
    await typeAndTab(page, text!);
  await page.keyboard.press('Tab'); // no references
  await typeAndTab(page, motivation!);
  await page.keyboard.press('Tab'); // how they heard of the job: optional, left alone
  await page.keyboard.press('Tab'); // no résumé
}

/** The care request form on /contact, its script running unless the test has JavaScript off. */
async function contactFormOn(page: Page, { scripted = true } = {}): Promise<Locator> {
  await page.goto('/contact');
  if (scripted) await hydrated(page);
  return page.getByRole('form', { name: contactForm.name });
}

/** Fills in a complete care request and sends it. */
async function sendContact(form: Locator, name?: string) {
  await fillContact(form, name);
  await form.getByRole('button', { name: contactForm.submit }).click();
}

/** A complete care request, typed the quick way (the keyboard test types its own). */
async function fillContact(form: Locator, name = 'Ann Lee') {
  await form.getByLabel(contactForm.fields.name.label).fill(name);
  await form.getByLabel(contactForm.fields.phone.label).fill('770-555-0100');
  await form.getByLabel(contactForm.fields.email.label).fill('ann@example.com');
}

const { morning } = officeFacts.bestTimes;

test.describe('a family asking for care', () => {
  test('fills in and sends the request with the keyboard alone', async ({ page }) => {
    const form = await contactFormOn(page);
    await form.getByLabel(contactForm.fields.name.label).focus();
    await typeAndTab(page, 'José Núñez');
    await typeAndTab(page, '(770) 555-0199');
    await typeAndTab(page, 'jose@example.com');
    await typeAndTab(page, 'Personal');
    await typeAndTab(page, 'Morning');
    // How to reach them: a select answers to the first letters of its option.
    await typeAndTab(page, contactForm.choices.reachBy.text);
    await typeAndTab(page, 'Mom needs help in the mornings <3');
    // The optional questions: a ZIP code outside the area gets a note, never a refusal.
    await typeAndTab(page, '30303');
    await expect(form.getByText(ui.outsideServiceArea)).toBeVisible();
    await typeAndTab(page, 'Within a week');
    await typeAndTab(page, 'Private');
    await typeAndTab(page, "Doctor's");
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    // The call promised in the morning the family chose.
    await expect(
      page.locator('[data-sent-state]').getByText(/^We will call you .*morning between /),
    ).toBeVisible();
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('');
    await expect(form.getByLabel(contactForm.fields.serviceType.label)).toHaveValue('');
    // "Any time" again, as the empty form has it.
    await expect(form.getByLabel(contactForm.fields.bestTime.label)).toHaveValue('any');

    const [email] = await messages();
    expect(email).toMatchObject({
      To: 'care@hearthside.test',
      ReplyTo: 'jose@example.com',
      // The morning the family chose, from the business facts: "Call 8 AM–noon Tue: …".
      Subject: expect.stringMatching(
        new RegExp(
          `^Call ${promiseWords.span(morning.from, morning.to)} \\w{3}: Care request from José Núñez – Personal Care$`,
        ),
      ),
      Tag: 'care-request',
      MessageStream: 'outbound',
    });
    // The staff email leads with the way the family chose: a text to their number.
    expect(String(email!.HtmlBody)).toMatch(/<a href="sms:\+17705550199"/);
    expect(email!.TextBody).toContain('Phone Number: (770) 555-0199');
    expect(email!.TextBody).toContain(
      `Best Time to Reach You: ${contactForm.choices.bestTime.morning}`,
    );
    expect(email!.TextBody).toContain('Message: Mom needs help in the mornings <3');
    expect(email!.HtmlBody).toContain('Mom needs help in the mornings &lt;3');
    expect(email!.TextBody).toContain('Outside our service area: ZIP code 30303');
    expect(email!.TextBody).toContain('How soon is care needed? Within a week');
    expect(email!.TextBody).toContain("How did you hear about us? Doctor's office");
  });

  test('keeps saying the request was sent, announced once, until another is asked for', async ({
    page,
  }) => {
    // The page's timers run on a clock the test can move: ten seconds pass without waiting them.
    await page.clock.install();
    const form = await contactFormOn(page);
    await fillContact(form, uniqueName('Ann'));
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await form.getByRole('button', { name: contactForm.submit }).click();

    const said = page.getByText(contactForm.success.title);
    await expect(said).toBeVisible({ timeout: SEND_TIMEOUT });
    // Longer than a toast stays (src/layout/Toaster.tsx), were the words in one.
    await page.clock.runFor(10_000);
    // Still there, once (no toast), said by the focus on its heading and by no live region,
    // which would read it a second time (e2e/sent-state.spec.ts has it on a phone).
    await expect(said).toHaveCount(1);
    await expect(said).toBeVisible();
    await expect(form.getByRole('heading', { name: contactForm.success.title })).toBeFocused();
    const live = page.locator('[role="status"], [role="alert"], [aria-live]');
    await expect(live.filter({ hasText: contactForm.success.title })).toHaveCount(0);

    await form.getByRole('button', { name: contactForm.success.again }).click();
    await expect(said).toHaveCount(0);
  });

  test('is thanked while the email service is down, and staff get it once it is back', async ({
    page,
  }) => {
    await stub('/__fail', { status: 503, code: 0 });
    const form = await contactFormOn(page);
    const name = uniqueName('Ann');
    await sendContact(form, name);

    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('');
    expect(await messages()).toHaveLength(0);
    // A pass while it is still down: it counts what waits, for the status endpoint.
    await redeliverNow();
    expect((await deliveryStatus()).pending).toBeGreaterThanOrEqual(1);

    await stub('/__reset', {});
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
    await page.route(/\/assets\/DefinedEnhancedForm-[^/]+\.js$/, (route) => route.abort());
    const form = await contactFormOn(page);
    await sendContact(form);
    await expect(page).toHaveURL(formPagePath('contact', 'sent'), { timeout: SEND_TIMEOUT });
    expect(await messages()).toHaveLength(1);
  });

  test('sees what to fix next to the field, with the focus on it, and nothing is sent', async ({
    page,
  }) => {
    const form = await contactFormOn(page);
    await form.getByLabel(contactForm.fields.name.label).fill('Ann Lee');
    await form.getByLabel(contactForm.fields.phone.label).fill('555');
    await form.getByLabel(contactForm.fields.email.label).fill('ann@example.com');
    await form.getByRole('button', { name: contactForm.submit }).click();

    const phone = form.getByLabel(contactForm.fields.phone.label);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/area code/);
    expect(await messages()).toHaveLength(0);
  });
});

test.describe('a caregiver applying', () => {
  const fields = applicationForm.fields;

  test('fills in and sends the application with the keyboard alone', async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    await expect(form.getByLabel(fields.state.label)).toHaveValue('GA');
    await form.getByLabel(fields.firstName.label).focus();
    await typeApplication(page, [
      '李',
      '小龍',
      'lee@example.com',
      '770-555-0123',
      '12 Main St',
      'Douglasville',
      '30134',
      'Part',
      'I have',
      'Two years caring for my grandmother.',
      'CPR/First Aid',
      'I like helping people stay at home.',
    ]);
    await expect(form.getByRole('button', { name: applicationForm.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(applicationForm.success.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('');
    await expect(form.getByLabel(fields.state.label)).toHaveValue('GA');

    const [email] = await messages();
    expect(email).toMatchObject({
      To: 'careers@hearthside.test',
      ReplyTo: 'lee@example.com',
      Subject: expect.stringMatching(
        /^Call back by \d{1,2}:\d{2} [AP]M \w{3}: Caregiver application from 李 小龍 – Part-time \(15-30 hours\/week\)$/,
      ),
      Tag: 'caregiver-application',
    });
    expect(email!.TextBody).toContain(
      'Transportation: I have my own reliable vehicle with insurance',
    );
    expect(email!.TextBody).toContain('State: Georgia');
    expect(email!.TextBody).toContain('References: (not given)');
    expect(email!.HtmlBody).toContain('<th');
  });

  test('finds the answers still there after an accidental reload, and gone once sent', async ({
    page,
  }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    await form.getByLabel(fields.firstName.label).fill('Maria');
    await form.getByLabel(fields.experience.label).fill('Ten years as a CNA.');
    await form.getByLabel(fields.state.label).selectOption('AL');
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('Maria');
    await expect(form.getByLabel(fields.experience.label)).toHaveValue('Ten years as a CNA.');
    await expect(form.getByLabel(fields.state.label)).toHaveValue('AL');

    await fillApplication(form, applicationForm, 'Maria');
    await form.getByRole('button', { name: applicationForm.submit }).click();
    await expect(page.getByText(applicationForm.success.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });

    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('');
    await expect(form.getByLabel(fields.state.label)).toHaveValue('GA');
  });
});

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test.describe('a caregiver with a résumé', () => {
  test('attaches a PDF and sends: staff get it attached', async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    const name = uniqueName('Maria');
    await fillApplication(form, applicationForm, name);
    // A file chosen while the form switches to its Formik version is carried over, but one
    // set by the test in the very middle of the switch would land in the old input.
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await form
      .getByLabel(applicationForm.resume.label)
      .setInputFiles({ name: 'Maria CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: applicationForm.submit }).click();
    await expect(page.getByText(applicationForm.success.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    const [email] = (await messages()).filter((message) => message.Subject.includes(name));
    expect(email!.Attachments).toEqual([
      expect.objectContaining({
        Name: 'Maria CV.pdf',
        ContentType: 'application/pdf',
        Content: pdf.toString('base64'),
      }),
    ]);
    await expect(form.getByLabel(applicationForm.resume.label)).toHaveValue('');
  });

  test('is told at once that a file is too big, and nothing is sent', async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    await fillApplication(form, applicationForm, 'Maria');
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    const resume = form.getByLabel(applicationForm.resume.label);
    await resume.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024, 0x25),
    });
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await expect(resume).toHaveAccessibleDescription(/up to 4 MB/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await form.getByRole('button', { name: applicationForm.submit }).click();
    // The click focused the button; the submit is over once the form sends focus back to the file.
    await expect(resume).toBeFocused();
    await expect(form.getByLabel(applicationForm.fields.firstName.label)).toHaveValue('Maria');
    expect(posts).toEqual([]);
    expect(await messages()).toHaveLength(0);
  });
});

test.describe('a caregiver on a shared computer', () => {
  const fields = applicationForm.fields;

  test('clears the form and its draft with Clear form, after saying yes', async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    await form.getByLabel(fields.firstName.label).fill('Maria');
    await form.getByLabel(fields.references.label).fill('Ana, 770-555-0199');
    const clear = form.getByRole('button', { name: clearForm.label });

    page.once('dialog', (dialog) => void dialog.dismiss());
    await clear.click();
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('Maria');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(clearForm.confirm);
      void dialog.accept();
    });
    await clear.click();
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('');
    await expect(form.getByLabel(fields.references.label)).toHaveValue('');
    await expect(form.getByLabel(fields.state.label)).toHaveValue('GA');
    await page.reload();
    await hydrated(page);
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('');
  });

  test('finds a draft older than a day gone', async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: applicationForm.name });
    await form.getByLabel(fields.firstName.label).fill('Maria');
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), APPLICATION_DRAFT_KEY))
      .not.toBeNull();
    // Away from the form, so nothing writes the draft again while the clock is turned back.
    await page.goto('/privacy');
    await page.evaluate((key) => {
      const draft = JSON.parse(sessionStorage.getItem(key)!) as { savedAt: number };
      draft.savedAt -= 25 * 60 * 60 * 1000;
      sessionStorage.setItem(key, JSON.stringify(draft));
    }, APPLICATION_DRAFT_KEY);
    // A fresh visit, as the next person at the computer makes.
    await page.goto('/apply');
    await hydrated(page);
    await expect(form.getByLabel(fields.firstName.label)).toHaveValue('');
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), APPLICATION_DRAFT_KEY),
    ).toBeNull();
  });
});

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
    await stub('/__fail', { status: 500, code: 0 });
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

test.describe('a Spanish-speaking family or caregiver', () => {
  const campos = solicitudCuidado.fields;

  test('sends the care request from /es/contact: thanked in Spanish, staff told in English', async ({
    page,
  }) => {
    await page.goto('/es/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: solicitudCuidado.name });
    await form.getByLabel(campos.name.label).fill('María Pérez');
    await form.getByLabel(campos.phone.label).fill('770-555-0101');
    await form.getByLabel(campos.email.label).fill('maria.perez@example.com');
    await form.getByLabel(campos.serviceType.label).selectOption('personal');
    await form.getByLabel(campos.message.label).fill('Mi mamá necesita ayuda por las mañanas.');
    await form.getByRole('button', { name: solicitudCuidado.submit }).click();

    await expect(page.getByText(solicitudCuidado.success.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    // The call promised: no best time chosen, so the office's own time, as the email says it.
    const promised = page.locator('[data-sent-state]').getByText(/^Le llamaremos .*antes de las? /);
    await expect(promised).toBeVisible();
    const [email] = await messages();
    expect(email!.Subject).toMatch(
      /^Call back by \d{1,2}:\d{2} [AP]M \w{3}: Care request from María Pérez – Personal Care \(in Spanish\)$/,
    );
    expect(email!.TextBody).toContain('The visitor wrote in Spanish.');
    expect(email!.TextBody).toContain('Phone Number: 770-555-0101');
    expect(email!.TextBody).toContain('Message: Mi mamá necesita ayuda por las mañanas.');

    // The acknowledgement goes after the answer (Netlify's waitUntil): wait for it, by its
    // address, as another test's may still arrive after its own answer.
    const mine = async () =>
      (await acknowledgements()).find((message) => message.To === 'maria.perez@example.com');
    await expect.poll(mine, { timeout: SEND_TIMEOUT }).toBeDefined();
    const thanks = await mine();
    expect(thanks).toMatchObject({
      To: 'maria.perez@example.com',
      ReplyTo: 'care@hearthside.test',
      Subject: agradecimiento.subject,
    });
    expect(thanks!.TextBody).toMatch(/^Gracias por comunicarse con nosotros\n/);
    expect(thanks!.TextBody).toMatch(/Le llamaremos .*antes de las? \d{1,2}:\d{2}\s[ap]\.\sm\./);
    // The same promise, in the same words, as the page said once it was sent.
    expect(thanks!.TextBody).toContain((await promised.textContent())!.trim());
    for (const typed of ['María', 'Pérez', 'Mi mamá', '555-0101']) {
      expect(thanks!.TextBody + thanks!.HtmlBody).not.toContain(typed);
    }
  });

  test('is told in Spanish what to fix, next to the field, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/es/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: solicitudCuidado.name });
    await form.getByLabel(campos.name.label).fill('María Pérez');
    await form.getByLabel(campos.phone.label).fill('555');
    await form.getByLabel(campos.email.label).fill('maria@example.com');
    await form.getByRole('button', { name: solicitudCuidado.submit }).click();

    const phone = form.getByLabel(campos.phone.label);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(mensajes.phone);
    await expect(page.getByRole('status').filter({ hasText: /revisar/ })).toHaveText(
      spanishUi.answersToFix(1),
    );
    expect(await messages()).toHaveLength(0);
  });

  test('gets the Spanish error toast, with the phone number, when the email service is down', async ({
    page,
  }) => {
    // The function's own answer when it can neither send nor keep: no words, just the status.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/es/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: solicitudCuidado.name });
    await form.getByLabel(campos.name.label).fill('María Pérez');
    await form.getByLabel(campos.phone.label).fill('770-555-0101');
    await form.getByLabel(campos.email.label).fill('maria@example.com');
    await form.getByRole('button', { name: solicitudCuidado.submit }).click();
    await expect(page.getByText(solicitudCuidado.failure.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    await expect(page.getByText(solicitudCuidado.failure.fallback)).toBeVisible();
    await expect(form.getByLabel(campos.name.label)).toHaveValue('María Pérez');
  });

  test('sends the application from /es/apply with the keyboard alone', async ({ page }) => {
    const f = solicitudEmpleo.fields;
    await page.goto('/es/apply');
    await hydrated(page);
    const form = page.getByRole('form', { name: solicitudEmpleo.name });
    await form.getByLabel(f.firstName.label).focus();
    await typeApplication(page, [
      'Lucía',
      'Gómez',
      'lucia@example.com',
      '770-555-0123',
      '12 Main St',
      'Douglasville',
      '30134',
      'Medio',
      'Tengo',
      'Dos años cuidando a mi abuela.',
      'RCP',
      'Me gusta ayudar a las personas a quedarse en casa.',
    ]);
    await expect(form.getByRole('button', { name: solicitudEmpleo.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(solicitudEmpleo.success.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    const [email] = await messages();
    expect(email!.Subject).toMatch(
      /^Call back by \d{1,2}:\d{2} [AP]M \w{3}: Caregiver application from Lucía Gómez – Part-time \(15-30 hours\/week\) \(in Spanish\)$/,
    );
    expect(email!.TextBody).toContain(
      'Transportation: I have my own reliable vehicle with insurance',
    );
    expect(email!.TextBody).toContain('Caregiving Experience: Dos años cuidando a mi abuela.');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('sends the care request and lands on the Spanish confirmation page', async ({ page }) => {
      await page.goto('/es/contact');
      const form = page.getByRole('form', { name: solicitudCuidado.name });
      await form.getByLabel(campos.name.label).fill('María Pérez');
      await form.getByLabel(campos.phone.label).fill('770-555-0101');
      await form.getByLabel(campos.email.label).fill('maria@example.com');
      await form.getByRole('button', { name: solicitudCuidado.submit }).click();
      await expect(page).toHaveURL(`/es${formPagePath('contact', 'sent')}`, {
        timeout: SEND_TIMEOUT,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        solicitudCuidado.success.title,
      );
      const [email] = await messages();
      expect(email!.Subject).toMatch(/\(in Spanish\)$/);
    });

    test('a wrong answer lands on the Spanish page of answers', async ({ page }) => {
      await page.goto('/es/contact');
      const form = page.getByRole('form', { name: solicitudCuidado.name });
      await form.getByLabel(campos.name.label).fill('María Pérez');
      await form.getByLabel(campos.phone.label).fill('770-555-0101');
      await form.getByLabel(campos.email.label).evaluate((input) => {
        (input as HTMLInputElement).type = 'text';
      });
      await form.getByLabel(campos.email.label).fill('maria..perez@example');
      await form.getByRole('button', { name: solicitudCuidado.submit }).click();
      await expect(page).toHaveURL(`/es${formPagePath('contact', 'checkAnswers')}#email`, {
        timeout: SEND_TIMEOUT,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        checkPage(paginasDeFormulario, solicitudCuidado.pages.checkAnswers.noun).heading,
      );
      expect(await messages()).toHaveLength(0);
    });
  });
});

/** The lead report's print, as `npm run lead-report` shows it, from the preview's store. */
async function leadReportText(): Promise<string> {
  const response = await fetch(`${baseURL}/.netlify/functions/lead-report?print`, schedulersCall());
  expect(response.status).toBe(200);
  return response.text();
}

/** A row's two counts (7 and 30 days), or zeros when the report has no such row yet. */
function reportRow(report: string, label: string): [number, number] {
  const found = new RegExp(`^ {2}${label}\\s+(\\d+)\\s+(\\d+)$`, 'm').exec(report);
  return found ? [Number(found[1]), Number(found[2])] : [0, 0];
}

/**
 * Opens a "Called back?" link as staff would: when the store is slow to answer (the whole suite
 * on two cores), the page says "try again in a minute", and staff do.
 */
async function openFollowUp(page: Page, link: string) {
  await expect(async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Called back?' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: SEND_TIMEOUT });
}

test.describe('staff following up a lead', () => {
  test('open the link in the staff email, change nothing by looking, record "Reached them" and see it in the report', async ({
    page,
  }) => {
    const form = await contactFormOn(page);
    const name = uniqueName('Bea');
    await sendContact(form, name);
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });

    const email = (await messages()).find((message) => message.Subject.includes(name));
    const link = /Called back\? Record the call: (\S+)/.exec(email?.TextBody ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${baseURL}/follow-up/[0-9a-f-]{36}\\.`));
    expect(email?.HtmlBody).toContain(`href="${link}"`);

    const before = await leadReportText();
    await openFollowUp(page, link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Called back?' })).toBeVisible();
    await expect(page.getByText(`Care request from ${name.split(' ')[0]}`)).toBeVisible();
    await expect(page.getByText('No call recorded yet.')).toBeVisible();
    // Looking is not recording: mail scanners and link previews open links too. (The calls'
    // rows only: the other browser worker's forms add leads meanwhile.)
    const calls = (report: string) =>
      ['Care request: on time', 'Care request: late', 'Reached them'].map(
        (row) => reportRow(report, row)[0],
      );
    expect(calls(await leadReportText())).toEqual(calls(before));

    await page.getByLabel('Reached them').check();
    await page.getByLabel(/Who called/).fill('bk');
    await page.getByRole('button', { name: 'Record this call' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded. Thank you.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Reached them' })).toContainText(
      'by BK',
    );

    const after = await leadReportText();
    const onTime = (report: string) => reportRow(report, 'Care request: on time');
    expect(onTime(after)[0]).toBe(onTime(before)[0] + 1);
    expect(reportRow(after, 'Reached them')[0]).toBe(reportRow(before, 'Reached them')[0] + 1);
  });

  test('open the link again and change the recorded call: the report counts what it really was', async ({
    page,
  }) => {
    const form = await contactFormOn(page);
    const name = uniqueName('Cal');
    await sendContact(form, name);
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    const email = (await messages()).find((message) => message.Subject.includes(name));
    const link = /Called back\? Record the call: (\S+)/.exec(email?.TextBody ?? '')?.[1];

    const before = await leadReportText();
    await openFollowUp(page, link!);
    await page.getByLabel('Reached them').check();
    await page.getByRole('button', { name: 'Record this call' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded. Thank you.');

    // Someone else's "reached", say: staff open the link again and correct it.
    await openFollowUp(page, link!);
    const call = page.getByRole('listitem').filter({ hasText: 'Reached them' });
    await call.getByText('Change or remove this call').click();
    await call.getByLabel('Wrong number or spam').check();
    await call.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByRole('status')).toHaveText('Changed. Thank you.');
    await expect(page.getByRole('listitem')).toContainText('Wrong number or spam');

    const after = await leadReportText();
    expect(reportRow(after, 'Reached them')[0]).toBe(reportRow(before, 'Reached them')[0]);
    expect(reportRow(after, 'Wrong number or spam')[0]).toBe(
      reportRow(before, 'Wrong number or spam')[0] + 1,
    );
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
      expect(reportRow(after, path)[0]).toBe(reportRow(before, path)[0] + 1);
    }
    const fromFlyer = (report: string) => reportRow(report, 'flyer / print')[0];
    expect(fromFlyer(after)).toBe(fromFlyer(before) + 2);
  });
});
