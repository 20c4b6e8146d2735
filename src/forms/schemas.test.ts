import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { applicationDefinition } from './apply/definition';
import { contactDefinition } from './contact/definition';
import { schemaFor } from './schema';

const family = {
  name: 'José Núñez',
  phone: '(770) 555-0199',
  email: 'jose@example.com',
  serviceType: 'companion',
  message: 'Mornings, please.',
};

const caregiver = {
  firstName: '李',
  lastName: '小龍',
  email: 'lee@example.com',
  phone: '+1 770 555 0123',
  address: '12 Main St',
  city: 'Douglasville',
  state: 'GA',
  zipCode: '30134',
  availability: 'weekends',
  experience: 'Two years with my grandmother.',
  transportation: 'need-transport',
  certifications: '',
  references: '',
  motivation: 'I like helping people stay at home.',
};

const contactSchema = schemaFor(contactDefinition);
const applicationSchema = schemaFor(applicationDefinition);

async function errorsOf(schema: typeof contactSchema | typeof applicationSchema, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Like Formik and the server: the first message for a field is the one shown.
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('the care request schema', () => {
  it('accepts a complete request, trimmed, with names from any script', async () => {
    const value = await contactSchema.validate({ ...family, name: '  José Núñez ' });
    expect(value.name).toBe('José Núñez');
    expect(await errorsOf(contactSchema, { ...family, name: '李小龍' })).toEqual({});
  });

  it('accepts the optional fields left empty', async () => {
    expect(await errorsOf(contactSchema, { ...family, serviceType: '', message: '' })).toEqual({});
  });

  for (const field of ['name', 'phone', 'email'] as const) {
    it(`asks for the ${field} when it is missing`, async () => {
      const errors = await errorsOf(contactSchema, { ...family, [field]: '   ' });
      expect(errors[field]).toMatch(/^Please enter your/);
    });
  }

  it('explains a bad email, a bad phone and an unknown service', async () => {
    const errors = await errorsOf(contactSchema, {
      ...family,
      email: 'jose@',
      phone: '555',
      serviceType: 'massage',
    });
    expect(errors.email).toMatch(/email address like/);
    expect(errors.phone).toMatch(/area code/);
    expect(errors.serviceType).toMatch(/options in the list/);
  });

  it('refuses over-long values', async () => {
    const errors = await errorsOf(contactSchema, {
      ...family,
      name: 'a'.repeat(101),
      message: 'b'.repeat(5001),
    });
    expect(errors.name).toMatch(/under 100 characters/);
    expect(errors.message).toMatch(/under 5000 characters/);
  });
});

describe('the caregiver application schema', () => {
  it('accepts a complete application with the optional fields empty', async () => {
    expect(await errorsOf(applicationSchema, caregiver)).toEqual({});
  });

  const required = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'availability',
    'experience',
    'transportation',
    'motivation',
  ] as const;
  for (const field of required) {
    it(`requires ${field}`, async () => {
      const errors = await errorsOf(applicationSchema, { ...caregiver, [field]: '' });
      expect(errors[field]).toMatch(/^Please (enter|choose) your/);
    });
  }

  it('refuses unknown options, a bad ZIP code and over-long answers', async () => {
    const errors = await errorsOf(applicationSchema, {
      ...caregiver,
      state: 'XX',
      availability: 'sometimes',
      transportation: 'horse',
      zipCode: '3013',
      experience: 'x'.repeat(5001),
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['availability', 'experience', 'state', 'transportation', 'zipCode'].sort(),
    );
  });
});
