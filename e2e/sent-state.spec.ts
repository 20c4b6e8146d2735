import type { Locator, Page } from '@playwright/test';
import { axeScan } from '../scripts/wcag.ts';
import { callLanguageNote } from '#src/content/callLanguage';
import { callLanguageWords as palabrasDelIdioma } from '#src/content/es/callLanguageWords';
import { localizedPath, type Locale } from '#src/config/locales';
import { VISIT_ENDPOINT } from '#src/config/visits';
import { applicationForm } from '#src/forms/apply/words';
import { applicationForm as solicitudEmpleo } from '#src/forms/apply/words.es';
import { contactForm } from '#src/forms/contact/words';
import { contactForm as solicitudCuidado } from '#src/forms/contact/words.es';
import { business } from '#src/content/business';
import { expect, expectClearOfHeader, hydrated, mobile, test } from './fixtures';
import { fillApplication, SEND_TIMEOUT, uniqueName } from './checks/forms';

test.use({ viewport: mobile });

type CareWords = typeof contactForm | typeof solicitudCuidado;
type ApplicationWords = typeof applicationForm | typeof solicitudEmpleo;

/** A complete care request, typed the quick way. */
async function fillCareRequest(form: Locator, words: CareWords) {
  await form.getByLabel(words.fields.name.label).fill(uniqueName('Ann'));
  await form.getByLabel(words.fields.phone.label).fill('770-555-0100');
  await form.getByLabel(words.fields.email.label).fill('ann@example.com');
}

/** Sends the form, and resolves to what its function answered. */
async function send(page: Page, form: Locator, submit: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes('/api/') &&
      !response.url().endsWith(VISIT_ENDPOINT),
  );
  await form.getByRole('button', { name: submit }).click();
  return (await (await answered).json()) as { message: string; promise?: string };
}

/**
 * The sent state after a send: in view below the sticky header, its heading focused, when we
 * will call as the function said it, the form's fields and send button gone.
 */
async function expectSentState(
  page: Page,
  form: Locator,
  words: { submit: string; success: { title: string; again: string } },
  reply: { message: string; promise?: string },
) {
  const heading = form.getByRole('heading', { name: words.success.title });
  await expect(heading).toBeFocused({ timeout: SEND_TIMEOUT });
  const sent = form.locator('[data-sent-state]');
  await expect(sent).toBeInViewport();
  const box = await heading.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await expectClearOfHeader(page, '[data-sent-state] h2');
  await expect(sent.getByText(reply.promise ?? reply.message)).toBeVisible();
  // The phone number to call, and no send button that would send the same request again.
  await expect(sent.getByRole('link', { name: business.phone.display })).toBeVisible();
  await expect(form.getByRole('button', { name: words.submit })).toHaveCount(0);
  await expectNoAxeViolations(page);
  return sent;
}

/** What axe finds on the page as it is now, contrast included. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeScan(page);
  expect(
    violations.map(
      (found) => `${found.id}: ${found.nodes.map((node) => node.failureSummary).join(' ')}`,
    ),
  ).toEqual([]);
}

const care: { locale: Locale; words: CareWords }[] = [
  { locale: 'en', words: contactForm },
  { locale: 'es', words: solicitudCuidado },
];

for (const { locale, words } of care) {
  test.describe(`a family sending the care request (${locale}) on a phone`, () => {
    for (const path of ['/contact', '/']) {
      test(`sees what was sent where they look, on ${localizedPath(locale, path)}`, async ({
        page,
      }) => {
        await page.goto(localizedPath(locale, path));
        await hydrated(page);
        const form = page.getByRole('form', { name: words.name });
        await fillCareRequest(form, words);
        const reply = await send(page, form, words.submit);

        const sent = await expectSentState(page, form, words, reply);
        // On the Spanish pages, in which language the call will be, from the business facts: a
        // call, the way the care request asks to be reached unless the family chooses otherwise.
        const note =
          locale === 'es'
            ? callLanguageNote('es', palabrasDelIdioma, undefined, 'call')
            : undefined;
        if (locale === 'es') expect(note).toBeTruthy();
        if (note) await expect(sent.getByText(note)).toBeVisible();

        // Another request starts on an empty form, where the visitor is.
        await sent.getByRole('button', { name: words.success.again }).click();
        const name = form.getByLabel(words.fields.name.label);
        await expect(name).toBeFocused();
        await expect(name).toHaveValue('');
        await expect(form.getByRole('button', { name: words.submit })).toBeEnabled();
        await expect(form.getByRole('heading', { name: words.success.title })).toHaveCount(0);
      });
    }
  });
}

const applications: { locale: Locale; words: ApplicationWords }[] = [
  { locale: 'en', words: applicationForm },
  { locale: 'es', words: solicitudEmpleo },
];

for (const { locale, words } of applications) {
  test(`a caregiver sending the application (${locale}) on a phone sees it was sent`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/apply'));
    await hydrated(page);
    const form = page.getByRole('form', { name: words.name });
    await fillApplication(form, words, uniqueName('Maria'));
    await expectSentState(page, form, words, await send(page, form, words.submit));
  });
}

/** A PDF of this many bytes: its first bytes say what it is, the rest is padding. */
const pdfOf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
};

test('a caregiver on a slow connection sees the résumé go, and can stop it keeping everything', async ({
  page,
}) => {
  const words = applicationForm;
  await page.goto('/apply');
  await hydrated(page);
  const form = page.getByRole('form', { name: words.name });
  await fillApplication(form, words, uniqueName('Maria'));
  // Its Formik version carries over a file chosen before it took over, but not one set mid-switch.
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  const resume = form.getByLabel(words.resume.label);
  await resume.setInputFiles({
    name: 'Maria CV.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOf(1_500_000),
  });

  // About 200 KB a second up: the 1.5 MB file takes several seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 1_000_000,
    uploadThroughput: 200_000,
  });
  await form.getByRole('button', { name: words.submit }).click();

  const bar = form.getByRole('progressbar', { name: words.upload.label });
  await expect(bar).toBeVisible({ timeout: SEND_TIMEOUT });
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  const first = Number(await bar.getAttribute('value'));
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: SEND_TIMEOUT })
    .toBeGreaterThan(first);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
  // The bar at the foot of the screen, so no field above it sits half under the sticky header
  // (axe counts a control the header covers as too small a target).
  await bar.evaluate((element) => element.parentElement!.scrollIntoView({ block: 'end' }));
  await expectNoAxeViolations(page);
  // Said at a quarter step only; on a busy machine the scan above may outlast the first one.
  const quarters = [25, 50, 75].map((step) => words.upload.percent(step));
  await expect
    .poll(
      async () =>
        (await form.getByRole('status').allTextContents()).filter((text) =>
          quarters.includes(text.trim()),
        ).length,
      { timeout: SEND_TIMEOUT },
    )
    .toBe(1);

  await form.getByRole('button', { name: words.upload.cancel }).click();
  await expect(form.getByText(words.upload.cancelled)).toBeVisible();
  await expect(bar).toHaveCount(0);
  const sendButton = form.getByRole('button', { name: words.submit });
  await expect(sendButton).toBeEnabled();
  await expect(sendButton).toBeFocused();
  await expect(form.getByLabel(words.fields.lastName.label)).toHaveValue('Lopez');
  await expect(form.getByLabel(words.fields.experience.label)).toHaveValue('Ten years as a CNA.');
  expect(await resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'Maria CV.pdf',
  );

  // At full speed again, the same answers and file go through.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectSentState(page, form, words, await send(page, form, words.submit));
});

/**
 * Counts from now every layout shift the page makes, those just after a tap or a key included
 * (CLS forgives those; this does not), as the sum of their scores.
 */
async function countShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
}

/** The care request and the application, each where the field report found the page jumping. */
const jumpChecks: {
  path: string;
  words: CareWords | ApplicationWords;
  fill: (form: Locator) => Promise<void>;
}[] = [
  { path: '/contact', words: contactForm, fill: (form) => fillCareRequest(form, contactForm) },
  { path: '/', words: contactForm, fill: (form) => fillCareRequest(form, contactForm) },
  {
    path: '/es/apply',
    words: solicitudEmpleo,
    fill: (form) => fillApplication(form, solicitudEmpleo, uniqueName('Maria')),
  },
];

for (const { path, words, fill } of jumpChecks) {
  test(`nothing on screen jumps when the form on ${path} gives way to its sent state`, async ({
    page,
  }) => {
    // The function answers a second after the tap, as on a phone's connection: past the half
    // second in which CLS forgives a shift.
    await page.route(/\/api\/(contact|apply)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(path);
    await hydrated(page);
    const form = page.getByRole('form', { name: words.name });
    await fill(form);
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    const shifted = await countShifts(page);
    const reply = await send(page, form, words.submit);
    await expectSentState(page, form, words, reply);

    // The visitor reads on, down to the foot of the page and back up to the top.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -40_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(500);
    expect(await shifted()).toBeLessThan(0.1);
  });
}
