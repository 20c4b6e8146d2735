import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { applicationDefinition, emptyApplication } from './apply/definition';
import { contactDefinition, emptyContact } from './contact/definition';
import { contactForm } from './contact/words';
import { labelledAnswers, layoutOf, registered } from './definition';
import { formNames } from './registry';
import { schemaFor } from './schema';

const family = {
  name: 'Ann Lee',
  phone: '770-555-0100',
  email: 'ann@example.com',
  serviceType: 'respite',
  bestTime: 'morning',
  reachBy: 'text',
  message: 'Weekends.',
  careZip: '30134',
  howSoon: 'week',
  payment: 'private',
  heardFrom: 'doctor',
};

const contactSchema = schemaFor(contactDefinition);
const applicationSchema = schemaFor(applicationDefinition);

const forms = [
  { definition: contactDefinition, schema: contactSchema, empty: emptyContact },
  { definition: applicationDefinition, schema: applicationSchema, empty: emptyApplication },
] as const;

describe('a form definition', () => {
  it('gives the empty form every field, in order, with its starting value', () => {
    expect(Object.keys(emptyContact)).toEqual(contactDefinition.fields.map((f) => f.name));
    expect(emptyContact).toEqual({
      name: '',
      phone: '',
      email: '',
      serviceType: '',
      // "Any time" is chosen until the family picks a window.
      bestTime: 'any',
      // A call, unless the family chooses a text or an email.
      reachBy: 'call',
      message: '',
      careZip: '',
      howSoon: '',
      payment: '',
      heardFrom: '',
    });
    expect(emptyApplication.state).toBe('GA');
  });

  for (const { definition, schema } of forms) {
    const names = definition.fields.map((field) => field.name);

    it(`validates exactly the fields it defines (${names[0]}…)`, () => {
      expect(Object.keys(schema.fields)).toEqual(names);
    });

    it(`lays out every field once (${names[0]}…)`, () => {
      const laidOut = layoutOf(definition).flatMap((section) =>
        section.rows.flat().map((field) => field.name),
      );
      expect(laidOut).toEqual(names);
    });

    it(`shows staff every field it validates, in order (${names[0]}…)`, () => {
      const validated = Object.keys(schema.fields);
      const copy = definition.copy as Record<string, { label: string }>;
      const blank = Object.fromEntries(validated.map((name) => [name, '']));
      const rows = labelledAnswers(
        definition,
        blank as typeof emptyContact & typeof emptyApplication,
      );
      expect(rows.map((row) => row.label)).toEqual(validated.map((name) => copy[name]?.label));
    });
  }

  it('derives each rule from the field: required, kind, options, limit', async () => {
    expect(await contactSchema.validate(family)).toMatchObject(family);
    const errors = await contactSchema
      .validate(
        { ...family, name: '', bestTime: 'midnight', message: 'x'.repeat(5001) },
        { abortEarly: false },
      )
      .then(
        () => [],
        (error: ValidationError) => error.inner.map((inner) => `${inner.path}: ${inner.message}`),
      );
    expect(errors).toEqual([
      'name: Please enter your full name.',
      'bestTime: Please choose one of the options in the list.',
      'message: Please keep this under 5000 characters.',
    ]);
  });

  it('fills an optional answer left out with "", so the values type holds after validation', async () => {
    const valid = await contactSchema.validate({
      name: family.name,
      phone: family.phone,
      email: family.email,
    });
    expect(valid.bestTime).toBe('');
    expect(valid.message).toBe('');
  });

  it('names a choice by its label in the staff email', () => {
    const rows = labelledAnswers(contactDefinition, family);
    expect(rows).toContainEqual({
      label: 'Best Time to Reach You',
      value: contactForm.choices.bestTime.morning,
    });
    expect(rows).toContainEqual({ label: 'Type of Care Needed', value: 'Respite Care' });
    expect(labelledAnswers(contactDefinition, { ...family, bestTime: '' })).toContainEqual({
      label: 'Best Time to Reach You',
      value: undefined,
    });
  });
});

describe('a form registered under its key in the registry', () => {
  const fields = [{ name: 'name', kind: 'text', required: true, max: 100 }] as const;
  const copy = { name: { label: 'Your name' } };

  it.each(formNames)('%s takes its name and its function’s path from that key', (name) => {
    expect(registered(name, { copy, fields })).toMatchObject({ name, endpoint: `/api/${name}` });
  });

  it('is only a form the registry lists: a misspelt name does not compile', () => {
    // @ts-expect-error: no form is registered as "contacts", so no function would answer it.
    expect(registered('contacts', { copy, fields }).endpoint).toBe('/api/contacts');
  });
});
