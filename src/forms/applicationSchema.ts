import { object, string, type InferType } from 'yup';
import { availabilityOptions, transportationOptions, usStates } from '../content/formOptions';
import { applicationForm, validationMessages as say } from '../content/forms';
import { email, limits, optionalText, phone, requiredChoice, requiredText } from './fields';

const { fields } = applicationForm;

/** The caregiver application, shared by the form and /api/apply. */
export const applicationSchema = object({
  firstName: requiredText(fields.firstName.label, limits.name),
  lastName: requiredText(fields.lastName.label, limits.name),
  email: email(fields.email.label),
  phone: phone(fields.phone.label),
  address: requiredText(fields.address.label, limits.line),
  city: requiredText(fields.city.label, limits.name),
  state: requiredChoice(fields.state.label, usStates),
  zipCode: string()
    .trim()
    .required(say.required(fields.zipCode.label))
    .matches(/^\d{5}(-\d{4})?$/, say.zipCode),
  availability: requiredChoice(fields.availability.label, availabilityOptions),
  transportation: requiredChoice(fields.transportation.label, transportationOptions),
  experience: requiredText(fields.experience.label, limits.long),
  certifications: optionalText(limits.long),
  references: optionalText(limits.long),
  motivation: requiredText('answer', limits.long),
});

export type Application = InferType<typeof applicationSchema>;

export type { ApplicationValues } from './applicationValues';
