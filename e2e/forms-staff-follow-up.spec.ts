import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { contactForm } from '#src/forms/contact/words';
import {
  contactFormOn,
  fillContact,
  leadReportText,
  messages,
  reportRow,
  resetMail,
  SEND_TIMEOUT,
  sendContact,
  uniqueName,
} from './checks/forms';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

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
    await expect(page.getByText('Nothing recorded yet: no call, text or email.')).toBeVisible();
    // Looking is not recording: mail scanners and link previews open links too. (The calls'
    // rows only: the other browser worker's forms add leads meanwhile.)
    const calls = (report: string) =>
      ['Care request: on time', 'Care request: late', 'Reached them'].map(
        (row) => reportRow(report, row)[0],
      );
    expect(calls(await leadReportText())).toEqual(calls(before));

    await page.getByLabel('Reached them').check();
    await page.getByLabel(/Who reached out/).fill('bk');
    await page.getByRole('button', { name: 'Record what happened' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded. Thank you.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Reached them' })).toContainText(
      'by BK',
    );

    const after = await leadReportText();
    const onTime = (report: string) => reportRow(report, 'Care request: on time');
    expect(onTime(after)[0]).toBe(onTime(before)[0] + 1);
    expect(reportRow(after, 'Reached them')[0]).toBe(reportRow(before, 'Reached them')[0] + 1);
  });

  test('a family who asked for a text: staff record "Texted them", and the report counts it on time', async ({
    page,
  }) => {
    const form = await contactFormOn(page);
    const name = uniqueName('Tess');
    await fillContact(form, name);
    await form.getByLabel(contactForm.fields.reachBy.label).selectOption('text');
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    const email = (await messages()).find((message) => message.Subject.includes(name));
    const link = /Called back\? Record the call: (\S+)/.exec(email?.TextBody ?? '')?.[1];

    const before = await leadReportText();
    await openFollowUp(page, link!);
    await expect(page.getByText('What happened when you reached out?')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'A text message' })).toBeVisible();
    await page.getByLabel('Texted them').check();
    await page.getByRole('button', { name: 'Record what happened' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded. Thank you.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Texted them' })).toBeVisible();

    const after = await leadReportText();
    const onTime = (report: string) => reportRow(report, 'Care request: on time')[0];
    expect(onTime(after)).toBe(onTime(before) + 1);
    expect(reportRow(after, 'Texted them')[0]).toBe(reportRow(before, 'Texted them')[0] + 1);
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
    await page.getByRole('button', { name: 'Record what happened' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded. Thank you.');

    // Someone else's "reached", say: staff open the link again and correct it.
    await openFollowUp(page, link!);
    const call = page.getByRole('listitem').filter({ hasText: 'Reached them' });
    await call.getByText('Change or remove this').click();
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
