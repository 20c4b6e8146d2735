import { object, type InferType } from 'yup';
import { serviceTypes } from '../content/formOptions';
import { contactForm } from '../content/forms';
import { choice, email, limits, optionalText, phone, requiredText } from './fields';

const { fields } = contactForm;

/** The care request: validated by Formik in the browser and by /api/contact on the server. */
export const contactSchema = object({
  name: requiredText(fields.name.label, limits.name),
  phone: phone(fields.phone.label),
  email: email(fields.email.label),
  serviceType: choice(serviceTypes),
  message: optionalText(limits.long),
});

export type ContactRequest = InferType<typeof contactSchema>;

export type { ContactValues } from './contactValues';
