import { contactDefinition, type ContactValues } from './contactDefinition';
import { schemaFor } from './schema';

/** The care request: validated by Formik in the browser and by /api/contact on the server. */
export const contactSchema = schemaFor(contactDefinition);

export type ContactRequest = ContactValues;
