import { applicationDefinition, type ApplicationValues } from './applicationDefinition';
import { schemaFor } from './schema';

/** The caregiver application, shared by the form and /api/apply. */
export const applicationSchema = schemaFor(applicationDefinition);

export type Application = ApplicationValues;
