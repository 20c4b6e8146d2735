import type { Locator } from '@playwright/test';
import type { applicationForm } from '../../src/forms/apply/words';
import type { applicationForm as solicitudEmpleo } from '../../src/forms/apply/words.es';

/** Everything the application needs, typed the quick way, in either language; Georgia stays. */
export async function fillApplication(
  form: Locator,
  words: typeof applicationForm | typeof solicitudEmpleo,
  firstName: string,
) {
  const { fields } = words;
  await form.getByLabel(fields.firstName.label).fill(firstName);
  await form.getByLabel(fields.lastName.label).fill('Lopez');
  await form.getByLabel(fields.email.label).fill('maria@example.com');
  await form.getByLabel(fields.phone.label).fill('770-555-0111');
  await form.getByLabel(fields.address.label).fill('3 Oak Rd');
  await form.getByLabel(fields.city.label).fill('Atlanta');
  await form.getByLabel(fields.zipCode.label).fill('30303');
  await form.getByLabel(fields.availability.label).selectOption('flexible');
  await form.getByLabel(fields.transportation.label).selectOption('public-transport');
  await form.getByLabel(fields.experience.label).fill('Ten years as a CNA.');
  await form.getByLabel(fields.motivation.label).fill('I love this work.');
}
