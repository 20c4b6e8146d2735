import { offeredBestTimes } from '#src/config/callWindows';
import { localizedPath, type Locale } from '#src/config/locales';
import { contactForm } from '#src/forms/contact/words';
import { contactForm as solicitudCuidado } from '#src/forms/contact/words.es';
import { callLanguageNote } from '#src/content/callLanguage';
import { callLanguageWords } from '#src/content/callLanguageWords';
import { callLanguageWords as spanishLanguage } from '#src/content/es/callLanguageWords';
import { everyMessage, SEND_TIMEOUT } from './checks/forms';
import { expect, hydrated, mobile, test } from './fixtures';

test.use({ viewport: mobile, allowFailedResources: true });

/** What the Postmark stand-in was sent for one address, staff's and the visitor's. */
async function mailFor(address: string) {
  const all = await everyMessage();
  return {
    staff: all.find(
      (message) => message.Tag === 'care-request' && message.TextBody.includes(address),
    ),
    visitor: all.find((message) => message.Tag === 'acknowledgement' && message.To === address),
  };
}

const languageWords = { en: callLanguageWords, es: spanishLanguage };

const care: { locale: Locale; words: typeof contactForm | typeof solicitudCuidado }[] = [
  { locale: 'en', words: contactForm },
  { locale: 'es', words: solicitudCuidado },
];

for (const { locale, words } of care) {
  test(`the best time chosen is the promise the family reads, and staff (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/contact'));
    await hydrated(page);
    const form = page.getByRole('form', { name: words.name });
    const bestTime = form.getByLabel(words.fields.bestTime.label);
    // "Any time" once, chosen; then each window the office calls in, once, with its hours.
    const offered = await bestTime.locator('option').allTextContents();
    expect(offered).toEqual([
      words.choices.bestTime.any,
      ...offeredBestTimes().map((window) => words.choices.bestTime[window]),
    ]);
    await expect(bestTime).toHaveValue('any');

    const window = offeredBestTimes().at(-1)!;
    const address = `promise.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await form.getByLabel(words.fields.name.label).fill('Ann Lee');
    await form.getByLabel(words.fields.phone.label).fill('770-555-0100');
    await form.getByLabel(words.fields.email.label).fill(address);
    await bestTime.selectOption(window);
    await form.getByRole('button', { name: words.submit }).click();

    const sent = form.locator('[data-sent-state]');
    await expect(sent).toBeVisible({ timeout: SEND_TIMEOUT });
    const period = { en: 'between', es: 'entre' }[locale];
    const promised = sent.getByText(new RegExp(`^(We will call you|Le llamaremos) .*${period} `));
    await expect(promised).toBeVisible();
    const sentence = (await promised.textContent())!.trim();

    // The acknowledgement goes after the answer (Netlify's waitUntil): wait for it.
    await expect
      .poll(async () => (await mailFor(address)).visitor?.TextBody, { timeout: SEND_TIMEOUT })
      .toContain(sentence);
    const { staff } = await mailFor(address);
    // Staff read the window, not the office's own time: "Call 5–7 PM Fri: …", and again atop.
    const [lead] = staff!.Subject.split(': Care request from Ann Lee');
    expect(lead).toMatch(/^Call .+–.+ \w{3}$/);
    expect(lead).not.toMatch(/^Call back by/);
    expect(staff!.TextBody.split('\n')[0]).toBe(lead);
  });
}

for (const { locale, words } of care) {
  test(`a family who asks for a text is promised a text, and staff are told to text (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/contact'));
    await hydrated(page);
    const form = page.getByRole('form', { name: words.name });
    const address = `text.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await form.getByLabel(words.fields.name.label).fill('Ann Lee');
    await form.getByLabel(words.fields.phone.label).fill('770-555-0100');
    await form.getByLabel(words.fields.email.label).fill(address);
    await form.getByLabel(words.fields.bestTime.label).selectOption(offeredBestTimes()[0]!);
    await form.getByLabel(words.fields.reachBy.label).selectOption('text');
    await form.getByRole('button', { name: words.submit }).click();

    const sent = form.locator('[data-sent-state]');
    await expect(sent).toBeVisible({ timeout: SEND_TIMEOUT });
    const verb = { en: 'We will text you', es: 'Le enviaremos un mensaje de texto' }[locale];
    await expect(sent.getByText(new RegExp(`^${verb} `))).toBeVisible();
    await expect(sent).not.toContainText(/We will call you|Le llamaremos/);
    const note = callLanguageNote(locale, languageWords[locale], undefined, 'text');
    if (note) await expect(sent.getByText(note)).toBeVisible();
    await page.screenshot({
      path: `screenshots/issue58/sent-text-${locale}-375.png`,
      fullPage: false,
    });

    await expect
      .poll(async () => (await mailFor(address)).staff?.Subject, { timeout: SEND_TIMEOUT })
      .toMatch(/^Text .+: Care request from Ann Lee/);
  });
}
