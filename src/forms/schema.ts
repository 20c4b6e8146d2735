import { object, type ObjectSchema } from 'yup';
import { copyOf, type FormDefinition, type ValuesOf } from './definition';
import { fieldRule } from './fields';

/** The form's yup schema, used by Formik in the browser and by its function on the server. */
export function schemaFor<D extends FormDefinition>(definition: D): ObjectSchema<ValuesOf<D>> {
  const shape = Object.fromEntries(
    definition.fields.map((field) => [field.name, fieldRule(field, copyOf(definition, field))]),
  );
  // yup cannot follow a shape built from a list; every field is a string rule, as ValuesOf says.
  return object(shape) as unknown as ObjectSchema<ValuesOf<D>>;
}
