import { applicationForm } from '#src/forms/apply/words';
import { contactForm } from '#src/forms/contact/words';
import { expect, hydrated, test } from './fixtures';

/** The Formik version of every form (src/forms/ui/EnhancedForm.tsx), as the build names it. */
const FORM_CODE = /\/assets\/EnhancedForm-[^/]+\.js$/;

const forms = [
  { path: '/', name: contactForm.name, first: contactForm.fields.name.label },
  { path: '/contact', name: contactForm.name, first: contactForm.fields.name.label },
  { path: '/apply', name: applicationForm.name, first: applicationForm.fields.firstName.label },
];

// Formik and yup are most of a form's code: a page that has not been touched does without them.
for (const { path, name, first } of forms) {
  test(`the form on ${path} loads its code on the first touch, not before`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (FORM_CODE.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const form = page.getByRole('form', { name });
    await form.getByLabel(first).focus();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await expect(form.getByLabel(first)).toBeFocused();
    expect(requested).toHaveLength(1);
  });
}
