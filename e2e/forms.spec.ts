import type { Locator, Page } from '@playwright/test';
import { postmarkURL } from '../playwright.config';
import { business } from '../src/content/business';
import { applicationForm, contactForm } from '../src/content/forms';
import { desktop, expect, hydrated, test } from './fixtures';

// One Postmark stand-in serves every test in this file, so they take turns.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: desktop, allowFailedResources: true });

interface StubMessage {
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
const messages = () => stub('/__messages') as Promise<StubMessage[]>;

/**
 * The local emulation re-bundles a function on every call (0.2–0.7 s, more on a busy machine),
 * and a failing send waits for one retry: give a send this long to show its toast.
 */
const SEND_TIMEOUT = 20_000;

test.beforeEach(async () => {
  await stub('/__reset', {});
});

/** Types into the focused field, then moves on with Tab, as a keyboard user does. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** A complete care request, typed the quick way (the keyboard test types its own). */
async function fillContact(form: Locator) {
  await form.getByLabel(contactForm.fields.name.label).fill('Ann Lee');
  await form.getByLabel(contactForm.fields.phone.label).fill('770-555-0100');
  await form.getByLabel(contactForm.fields.email.label).fill('ann@example.com');
}

test.describe('a family asking for care', () => {
  test('fills in and sends the request with the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
    await form.getByLabel(contactForm.fields.name.label).focus();
    await typeAndTab(page, 'José Núñez');
    await typeAndTab(page, '(770) 555-0199');
    await typeAndTab(page, 'jose@example.com');
    await typeAndTab(page, 'Personal');
    await typeAndTab(page, 'Mom needs help in the mornings <3');
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    await expect(page.getByText(contactForm.success.description)).toBeVisible();
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('');
    await expect(form.getByLabel(contactForm.fields.serviceType.label)).toHaveValue('');

    const [email] = await messages();
    expect(email).toMatchObject({
      To: 'care@hearthside.test',
      ReplyTo: 'jose@example.com',
      Subject: 'Care request from José Núñez – Personal Care',
      Tag: 'care-request',
      MessageStream: 'outbound',
    });
    expect(email!.TextBody).toContain('Phone Number: (770) 555-0199');
    expect(email!.TextBody).toContain('Message: Mom needs help in the mornings <3');
    expect(email!.HtmlBody).toContain('Mom needs help in the mornings &lt;3');
  });

  test('is told plainly when the email service fails, and keeps every answer', async ({ page }) => {
    await stub('/__fail', { status: 503, code: 0 });
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
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
    expect(await messages()).toHaveLength(0);
  });

  test('gets the error toast, not a dead button, when the sending code cannot load', async ({
    page,
  }) => {
    await page.route(/\/assets\/forms-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
    await fillContact(form);
    await form.getByRole('button', { name: contactForm.submit }).click();
    const toast = page.getByRole('alert').filter({ hasText: contactForm.failure.title });
    await expect(toast).toContainText(contactForm.failure.fallback, { timeout: SEND_TIMEOUT });
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('Ann Lee');
    await expect(form.getByRole('button', { name: contactForm.submit })).toBeEnabled();
    expect(await messages()).toHaveLength(0);
  });

  test('still reaches staff, the plain way, when the form code cannot load', async ({ page }) => {
    await page.route(/\/assets\/ContactFormEnhanced-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
    await fillContact(form);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL('/request-sent', { timeout: SEND_TIMEOUT });
    expect(await messages()).toHaveLength(1);
  });

  test('sees what to fix next to the field, with the focus on it, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
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
    await typeAndTab(page, '李');
    await typeAndTab(page, '小龍');
    await typeAndTab(page, 'lee@example.com');
    await typeAndTab(page, '770-555-0123');
    await typeAndTab(page, '12 Main St');
    await typeAndTab(page, 'Douglasville');
    await page.keyboard.press('Tab'); // the state stays Georgia
    await typeAndTab(page, '30134');
    await typeAndTab(page, 'Part');
    await typeAndTab(page, 'I have');
    await typeAndTab(page, 'Two years caring for my grandmother.');
    await typeAndTab(page, 'CPR/First Aid');
    await page.keyboard.press('Tab'); // no references
    await typeAndTab(page, 'I like helping people stay at home.');
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
      Subject: 'Caregiver application from 李 小龍 – Part-time (15-30 hours/week)',
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

    await form.getByLabel(fields.lastName.label).fill('Lopez');
    await form.getByLabel(fields.email.label).fill('maria@example.com');
    await form.getByLabel(fields.phone.label).fill('770-555-0111');
    await form.getByLabel(fields.address.label).fill('3 Oak Rd');
    await form.getByLabel(fields.city.label).fill('Atlanta');
    await form.getByLabel(fields.zipCode.label).fill('30303');
    await form.getByLabel(fields.availability.label).selectOption('flexible');
    await form.getByLabel(fields.transportation.label).selectOption('public-transport');
    await form.getByLabel(fields.motivation.label).fill('I love this work.');
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

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a care request still reaches staff and lands on the confirmation page', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactForm.name });
    await fillContact(form);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL('/request-sent', { timeout: SEND_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactForm.success.title);
    expect(await messages()).toHaveLength(1);
  });

  test('a failed send lands on a page with the phone number', async ({ page }) => {
    await stub('/__fail', { status: 500, code: 0 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contactForm.name });
    await fillContact(form);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL('/not-sent', { timeout: SEND_TIMEOUT });
    await expect(page.getByRole('main')).toContainText(business.phone.display);
  });
});
