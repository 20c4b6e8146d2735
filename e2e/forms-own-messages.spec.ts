import { agencyFacts } from '#src/config/paymentPrograms';
import { paths } from '#src/config/paths';
import { validationMessages as mensajes } from '#src/content/es/forms';
import { ui as spanishUi } from '#src/content/es/ui';
import { payingForCareFacts } from '#src/content/payingForCareFacts';
import { contactDefinition } from '#src/forms/contact/definition';
import { contactForm } from '#src/forms/contact/words';
import { paymentNotes } from '#src/forms/contact/paymentNoteWords';
import { contactForm as solicitudCuidado } from '#src/forms/contact/words.es';
import { telHref } from '#src/lib/telHref';
import { messages, resetMail, SEND_TIMEOUT } from './checks/forms';
import { expect, hydrated, mobile, test } from './fixtures';

test.use({ viewport: mobile, allowFailedResources: true });
test.beforeEach(resetMail);

const campos = solicitudCuidado.fields;

/** What the Spanish form says of each required answer left empty, in the form's order. */
const emptyAnswers = contactDefinition.fields
  .filter((field) => field.required && !('initial' in field))
  .map((field) => {
    const copy: { label: string; calledInMessages?: string } = campos[field.name];
    const named = copy.calledInMessages ?? copy.label;
    return {
      label: copy.label,
      message: field.kind === 'choice' ? mensajes.choose(named) : mensajes.required(named),
    };
  });

test.describe('an empty send on /es/contact, on a phone', () => {
  test("shows the site's Spanish messages, and the browser's checks stop nothing", async ({
    page,
  }) => {
    await page.goto('/es/contact');
    await hydrated(page);
    // What the browser does with the send: its own checks fire `invalid` and stop the `submit`.
    await page.evaluate(() => {
      const seen = { submits: 0, invalid: [] as string[] };
      Object.assign(window, { seen });
      document.addEventListener('submit', () => (seen.submits += 1), true);
      document.addEventListener(
        'invalid',
        (event) => seen.invalid.push((event.target as HTMLInputElement).name),
        true,
      );
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(contactDefinition.endpoint)) {
        posts.push(request.url());
      }
    });

    const form = page.getByRole('form', { name: solicitudCuidado.name });
    await form.getByRole('button', { name: solicitudCuidado.submit }).click();

    expect(emptyAnswers.length).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /revisar/ })).toHaveText(
      spanishUi.answersToFix(emptyAnswers.length),
    );
    for (const { label, message } of emptyAnswers) {
      const field = form.getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: emptyAnswers[0]!.label })).toBeFocused();

    const seen = await page.evaluate(
      () => (window as unknown as { seen: { submits: number; invalid: string[] } }).seen,
    );
    expect(seen.invalid).toEqual([]);
    expect(seen.submits).toBeGreaterThan(0);
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
    expect(posts).toEqual([]);
    expect(await messages()).toHaveLength(0);
  });
});

test.describe('the way to pay on /contact', () => {
  test('answers a Medicaid waiver with where to go instead, and still sends', async ({ page }) => {
    test.skip(agencyFacts.accepts.waiverProvider, 'The agency takes the waiver: nothing to say');
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: contactForm.name });
    // As a family's tap does: the choice takes the focus, then the answer.
    const payment = form.getByLabel(contactForm.fields.payment.label);
    await payment.focus();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await payment.selectOption('medicaid-waiver');
    const more = form.getByRole('link', { name: paymentNotes.more });
    await expect(more).toHaveAttribute('href', `${paths.payingForCare}#medicaid`);
    const { phone } = payingForCareFacts.empowerline;
    await expect(form.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));

    await form.getByRole('textbox', { name: contactForm.fields.name.label }).fill('Ann Lee');
    await form.getByRole('textbox', { name: contactForm.fields.phone.label }).fill('770-555-0100');
    await form.getByRole('textbox', { name: contactForm.fields.email.label }).fill('a@example.com');
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.success.title)).toBeVisible({ timeout: SEND_TIMEOUT });
    const [email] = await messages();
    // A note, never a refusal: staff read the way to pay the family chose.
    const line = email!.TextBody.split('\n').find((text) =>
      text.startsWith(contactForm.fields.payment.label),
    );
    expect(line).toContain(contactForm.choices.payment['medicaid-waiver']);
  });
});
