import type { Page, Response } from '@playwright/test';
import { business } from '#src/content/business';
import { PHONE_TAP_ENDPOINT } from '#src/config/phoneTaps';
import { VISIT_ENDPOINT, type VisitBeacon } from '#src/config/visits';
import { contactForm } from '#src/forms/contact/words';
import {
  fillContact,
  leadReportText,
  messages,
  reportRow,
  resetMail,
  SEND_TIMEOUT,
  uniqueName,
} from './checks/forms';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true, countVisits: true });
test.beforeEach(resetMail);

/** The function's answer to the next visit beacon the page sends that `matches`. */
function counted(page: Page, matches: (beacon: VisitBeacon) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== VISIT_ENDPOINT) return false;
    return matches(request.postDataJSON() as VisitBeacon);
  });
}

/** The funnel's row for a source: visits, leads, taps, on time, reached (30 days). */
function funnelRow(report: string, source: string): number[] {
  const section = report.split('\n\n').find((part) => part.startsWith('From visit to first call'));
  const row = new RegExp(`^ {2}${source}((?:\\s+\\d+){5})\\s+\\S+$`, 'm').exec(section ?? '');
  return row ? row[1]!.trim().split(/\s+/).map(Number) : [0, 0, 0, 0, 0];
}

test.describe('the owner’s funnel, from a visit to the first call', () => {
  test('a family from a printed flyer visits, starts the form, is stopped by a field, sends it, taps the phone and is called back: each step is in its row', async ({
    page,
    context,
  }) => {
    const before = await leadReportText();

    const firstView = counted(page, (beacon) => beacon.type === 'view');
    await page.goto('/?utm_source=flyer&utm_medium=print');
    await hydrated(page);
    expect((await firstView).status()).toBe(204);

    const secondView = counted(page, (beacon) => beacon.type === 'view');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL('/contact');
    expect((await secondView).status()).toBe(204);

    const form = page.getByRole('form', { name: contactForm.name });
    const started = counted(page, (beacon) => beacon.type === 'form' && beacon.step === 'started');
    await form.getByLabel(contactForm.fields.name.label).focus();
    expect((await started).status()).toBe(204);

    // Only the name typed, then Send: the form stops at the phone number.
    const refused = counted(
      page,
      (beacon) => beacon.type === 'form' && beacon.step === 'refused' && beacon.field === 'phone',
    );
    const name = uniqueName('Flo');
    await form.getByLabel(contactForm.fields.name.label).fill(name);
    await form.getByRole('button', { name: contactForm.submit }).click();
    expect((await refused).status()).toBe(204);

    const sent = counted(page, (beacon) => beacon.type === 'form' && beacon.step === 'sent');
    await fillContact(form, name);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    expect((await sent).status()).toBe(204);

    // Staff call back at once and record it from the link in their email.
    const email = (await messages()).find((message) => message.Subject.includes(name));
    const link = /Called back\? Record the call: (\S+)/.exec(email?.TextBody ?? '')?.[1];
    const staff = await context.newPage();
    await expect(async () => {
      await staff.goto(link!);
      await expect(staff.getByRole('heading', { level: 1, name: 'Called back?' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: SEND_TIMEOUT });
    await staff.getByLabel('Reached them').check();
    await staff.getByRole('button', { name: 'Record what happened' }).click();
    await expect(staff.getByRole('status')).toHaveText('Recorded. Thank you.');
    await staff.close();

    // The family taps the number too (last: headless Chromium's tab takes no click after it).
    const tap = page.waitForResponse((response) => response.url().endsWith(PHONE_TAP_ENDPOINT));
    await page.locator(`a[href="${business.phone.href}"]:visible`).first().click();
    expect((await tap).status()).toBe(204);

    const after = await leadReportText();
    const [visits, leads, taps, onTime, reached] = funnelRow(after, 'flyer / print');
    const [visitsBefore, leadsBefore, tapsBefore, onTimeBefore, reachedBefore] = funnelRow(
      before,
      'flyer / print',
    );
    expect(visits).toBe(visitsBefore! + 2);
    expect(leads).toBe(leadsBefore! + 1);
    expect(taps).toBe(tapsBefore! + 1);
    expect(onTime).toBe(onTimeBefore! + 1);
    expect(reached).toBe(reachedBefore! + 1);

    const grew = (label: string) =>
      expect(reportRow(after, label)[0], label).toBe(reportRow(before, label)[0] + 1);
    grew(`${contactForm.name}: started (a field touched)`);
    grew(`${contactForm.name}: sent`);
    // The phone number stopped the send, and perhaps the email address with it.
    grew(`${contactForm.name}: ${contactForm.fields.phone.label}`);
  });
});
