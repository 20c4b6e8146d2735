import { officeFacts } from '#src/config/callWindows';
import { promiseWords } from '#src/content/acknowledgement';
import { ui } from '#src/content/ui';
import { contactForm } from '#src/forms/contact/words';
import {
  contactFormOn,
  fillContact,
  messages,
  resetMail,
  SEND_TIMEOUT,
  typeAndTab,
  uniqueName,
} from './checks/forms';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

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
    // A text, as the family asked, promised in the morning they chose, its day named.
    await expect(
      page
        .locator('[data-sent-state]')
        .getByText(/^We will text you .*(today|tomorrow|on) .*between .+ (AM|noon)\.$/),
    ).toBeVisible();
    await expect(form.getByLabel(contactForm.fields.name.label)).toHaveValue('');
    await expect(form.getByLabel(contactForm.fields.serviceType.label)).toHaveValue('');
    // "Any time" again, as the empty form has it.
    await expect(form.getByLabel(contactForm.fields.bestTime.label)).toHaveValue('any');

    const [email] = await messages();
    expect(email).toMatchObject({
      To: 'care@hearthside.test',
      ReplyTo: 'jose@example.com',
      // The way and the morning the family chose, cut to that day's hours: "Text 8 AM–noon Tue: …".
      Subject: expect.stringMatching(
        new RegExp(
          `^Text .+–${promiseWords.span(morning.from, morning.to).split('–')[1]} \\w{3}: Care request from José Núñez – Personal Care$`,
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
