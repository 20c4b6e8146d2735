import { confirmationPaths } from '#src/config/paths';
import type { FormDefinition } from '#src/forms/definition';
import { formNames, type FormName } from '#src/forms/registry';
import { schemaFor } from '#src/forms/schema';
import type { StaffSide } from '#src/forms/staffSide';
import type { ObjectSchema } from 'yup';

export type { StaffSide } from '#src/forms/staffSide';

type Answers = Record<string, string>;

/** A form as the functions use it: its staff side and the schema of its definition. */
export interface ServerForm extends StaffSide {
  schema: ObjectSchema<Answers>;
}

/**
 * The forms the functions take, by name: every form of the site's registry, and beside them any
 * a test adds. A kept submission names its form by a string, which may be one no longer here.
 */
export type FormRegistry = Readonly<Record<FormName, ServerForm> & Record<string, ServerForm>>;

export function serverForm<D extends FormDefinition>(staff: StaffSide<D>): ServerForm {
  const side = staff as unknown as StaffSide;
  return { ...side, schema: schemaFor(side.definition) as unknown as ObjectSchema<Answers> };
}

/**
 * A registered form's staff side, from `src/forms/<name>/staff.ts`. Found by the form's name, so
 * the registry stays the only list of forms: the bundler (esbuild, in Netlify's build and in its
 * local emulation) packs every `staff.ts` for this import, and a form without one stops the
 * functions at start, and with them every test that loads this module.
 */
async function staffOf(name: FormName): Promise<StaffSide> {
  const module = (await import(`../../../src/forms/${name}/staff.ts`)) as { staff?: StaffSide };
  if (module.staff?.definition.name !== name) {
    throw new Error(
      `src/forms/${name}/staff.ts must export \`staff\`, the ${name} form's staff side`,
    );
  }
  return module.staff;
}

/** Every form of the site's registry, by name. */
export const serverForms = Object.fromEntries(
  await Promise.all(formNames.map(async (name) => [name, serverForm(await staffOf(name))])),
) as Readonly<Record<FormName, ServerForm>>;

/** The visitor's own address: the answer to the form's email field, if it has one. */
export function visitorAddress(form: ServerForm, values: Record<string, string>) {
  const field = form.definition.fields.find((candidate) => candidate.kind === 'email');
  return field ? values[field.name] || undefined : undefined;
}

/** Pages every form shares, for a post without JavaScript that went wrong before its answers. */
export const sharedPages = {
  notSent: confirmationPaths.notSent,
  tooLarge: confirmationPaths.tooLarge,
  resumeTooLarge: confirmationPaths.resumeTooLarge,
  crossSite: confirmationPaths.crossSite,
};

/** The form a kept submission was made with; undefined for one no longer on the site. */
export function formOf(name: string, registry: FormRegistry = serverForms): ServerForm | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
