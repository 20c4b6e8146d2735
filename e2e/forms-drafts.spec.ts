import { clearForm } from '#src/content/forms';
import { APPLICATION_DRAFT_KEY } from '#src/forms/apply/definition';
import { applicationForm } from '#src/forms/apply/words';
import { fillApplication, resetMail, SEND_TIMEOUT } from './checks/forms';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop, allowFailedResources: true });
test.beforeEach(resetMail);

const fields = applicationForm.fields;

test.describe('a caregiver applying', () => {
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

test.describe('a caregiver on a shared computer', () => {
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
