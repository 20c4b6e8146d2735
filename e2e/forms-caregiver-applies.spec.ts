import { VISIT_ENDPOINT } from '#src/config/visits';
import { validationMessages } from '#src/content/forms';
import { applicationForm } from '#src/forms/apply/words';
import { fileSize } from '#src/lib/fileSize';
import {
  fillApplication,
  messages,
  pdf,
  resetMail,
  SEND_TIMEOUT,
  typeApplication,
  uniqueName,
} from './checks/forms';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

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
});

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
    const buffer = Buffer.alloc(5 * 1024 * 1024, 0x25);
    await resume.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer });
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    // The limit, and the file's own size, as the phone it came from says them.
    const said = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(resume).toHaveAccessibleDescription(said(validationMessages.resumeTooLarge));
    await expect(resume).toHaveAccessibleDescription(
      said(applicationForm.resume.chosen('scan.pdf', fileSize(buffer.length))),
    );
    const posts: string[] = [];
    page.on('request', (request) => {
      // The page's visit beacons are not the form's.
      if (request.method() === 'POST' && !request.url().endsWith(VISIT_ENDPOINT)) {
        posts.push(request.url());
      }
    });
    await form.getByRole('button', { name: applicationForm.submit }).click();
    // The click focused the button; the submit is over once the form sends focus back to the file.
    await expect(resume).toBeFocused();
    await expect(form.getByLabel(applicationForm.fields.firstName.label)).toHaveValue('Maria');
    expect(posts).toEqual([]);
    expect(await messages()).toHaveLength(0);
  });
});
