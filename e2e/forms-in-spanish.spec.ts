import { formPageWords as paginasDeFormulario } from '#src/content/es/confirmation';
import { validationMessages as mensajes } from '#src/content/es/forms';
import { ui as spanishUi } from '#src/content/es/ui';
import { applicationForm as solicitudEmpleo } from '#src/forms/apply/words.es';
import {
  acknowledgement as agradecimiento,
  contactForm as solicitudCuidado,
} from '#src/forms/contact/words.es';
import { formPagePath } from '#src/forms/formPages';
import {
  acknowledgements,
  checkPage,
  messages,
  resetMail,
  SEND_TIMEOUT,
  typeApplication,
} from './checks/forms';
import type { Page } from '@playwright/test';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

const campos = solicitudCuidado.fields;

/**
 * /es/contact with María's name, `phone` and `email` typed in; hydrated first unless the test
 * turned JavaScript off.
 */
async function mariaOnSpanishContact(
  page: Page,
  { phone = '770-555-0101', email = 'maria@example.com', javaScript = true } = {},
) {
  await page.goto('/es/contact');
  if (javaScript) await hydrated(page);
  const form = page.getByRole('form', { name: solicitudCuidado.name });
  await form.getByLabel(campos.name.label).fill('María Pérez');
  await form.getByLabel(campos.phone.label).fill(phone);
  await form.getByLabel(campos.email.label).fill(email);
  return form;
}

test.describe('a Spanish-speaking family or caregiver', () => {
  test('sends the care request from /es/contact: thanked in Spanish, staff told in English', async ({
    page,
  }) => {
    const form = await mariaOnSpanishContact(page, { email: 'maria.perez@example.com' });
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
    const form = await mariaOnSpanishContact(page, { phone: '555' });
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

  test('is told in Spanish in the form, with the phone number, when the email service is down', async ({
    page,
  }) => {
    // The function's own answer when it can neither send nor keep: no words, just the status.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    const form = await mariaOnSpanishContact(page);
    await form.getByRole('button', { name: solicitudCuidado.submit }).click();
    await expect(form.getByText(solicitudCuidado.failure.title)).toBeVisible({
      timeout: SEND_TIMEOUT,
    });
    await expect(form.getByText(solicitudCuidado.failure.fallback)).toBeVisible();
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
      const form = await mariaOnSpanishContact(page, { javaScript: false });
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
      const form = await mariaOnSpanishContact(page, { javaScript: false });
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
