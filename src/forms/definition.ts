import { optionLabel, type Option } from './options';
import type { FormName } from './registry';

/**
 * How a field is typed and checked. Each kind brings its control, its browser hints and its
 * rule: `zip` is a five- or nine-digit ZIP code, `choice` one of the field's options.
 */
export type FieldKind = 'text' | 'email' | 'tel' | 'zip' | 'choice' | 'longText';

/** A field's words, from the form's content module. */
export interface FieldCopy {
  readonly label: string;
  readonly hint?: string;
  readonly placeholder?: string;
  /** How a missing answer is named ("Please enter your …") when the label reads badly there. */
  readonly calledInMessages?: string;
}

/** One field of a form: everything about it that is not its words. */
export interface FieldDefinition<N extends string = string> {
  readonly name: N;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** Most characters it takes; also the input's `maxLength`. */
  readonly max: number;
  readonly options?: readonly Option[];
  /** The browser's autofill hint: the same in every language. */
  readonly autoComplete?: string;
  /** The empty form's value, when not ''. */
  readonly initial?: string;
  /** Opens a new section of the form, under this legend. */
  readonly section?: string;
  /** Sits beside the field before it on a wide screen. */
  readonly besidePrevious?: boolean;
  /** A ZIP code checked against the served ones: a note for the visitor, a flag for staff. */
  readonly servedArea?: boolean;
  /**
   * The care request's way to pay, checked against what the agency accepts (the facts
   * /paying-for-care states): a note for the visitor with where to go instead, never a refusal.
   */
  readonly acceptedPayment?: boolean;
  /** A choice the owner's lead report counts (how they heard of us, how soon, how paid). */
  readonly reported?: boolean;
}

/**
 * A whole form, in order, and where it goes. The values type, the empty form, the schema, the
 * rendered fields, the draft, the staff email's rows and the no-JS rules page all derive from
 * this, so a field is added in one place (plus its words), and a name with no words is a type
 * error. The site and the functions find a form by its `name` in `registry.ts`; its `name` and
 * `endpoint` come from that key (`registered`), never written by hand.
 */
export interface FormDefinition<C extends Record<string, FieldCopy> = Record<string, FieldCopy>> {
  /** Its key in the registry, in the kept copy of each submission and in logs. */
  readonly name: string;
  /** Where the page posts it: its function's path, `/api/<name>`. */
  readonly endpoint: `/api/${string}`;
  /** Takes an optional résumé, so it posts as multipart. */
  readonly takesResume?: boolean;
  readonly copy: C;
  readonly fields: readonly FieldDefinition<keyof C & string>[];
}

/** A form as its folder writes it: everything but what its key in the registry gives it. */
export type Unregistered<C extends Record<string, FieldCopy> = Record<string, FieldCopy>> = Omit<
  FormDefinition<C>,
  'name' | 'endpoint'
>;

/** A form's definition under its key in the registry, which names it and its function's path. */
export function registered<N extends FormName, D extends Unregistered>(
  name: N,
  definition: D,
): D & { readonly name: N; readonly endpoint: `/api/${N}` } {
  return { name, endpoint: `/api/${name}`, ...definition };
}

/** The answers as a person types them: one string per field. */
export type ValuesOf<D extends FormDefinition> = {
  [K in D['fields'][number]['name']]: string;
};

export function emptyValues<D extends FormDefinition>(definition: D): ValuesOf<D> {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, field.initial ?? '']),
  ) as ValuesOf<D>;
}

export function copyOf<D extends FormDefinition>(
  definition: D,
  field: FieldDefinition<D['fields'][number]['name']>,
): FieldCopy {
  return definition.copy[field.name] as FieldCopy;
}

/** A value as staff read it: a choice by its label, anything else as it is. */
function shown(field: FormDefinition['fields'][number] | undefined, value: string): string {
  return field?.options ? optionLabel(field.options, value) : value;
}

/** A choice's label for its value, as staff read it; the value itself when it is not one. */
export function choiceLabel<D extends FormDefinition>(
  definition: D,
  name: D['fields'][number]['name'],
  value: string,
): string {
  return shown(
    definition.fields.find((candidate) => candidate.name === name),
    value,
  );
}

/** Every field under its label, in the form's order, choices by their labels: for staff. */
export function labelledAnswers<D extends FormDefinition>(
  definition: D,
  values: ValuesOf<D>,
): { label: string; value: string | undefined }[] {
  return definition.fields.map((field) => {
    const value = (values as Record<string, string | undefined>)[field.name];
    return {
      label: copyOf(definition, field).label,
      value: value ? shown(field, value) : undefined,
    };
  });
}

/** Sections of rows of fields, as the form lays them out. */
export function layoutOf<D extends FormDefinition>(definition: D) {
  type Field = D['fields'][number];
  const sections: { legend?: string; rows: Field[][] }[] = [];
  for (const field of definition.fields as readonly Field[]) {
    if (field.section !== undefined || sections.length === 0) {
      sections.push({ legend: field.section, rows: [] });
    }
    const rows = sections[sections.length - 1]?.rows ?? [];
    const last = rows[rows.length - 1];
    if (field.besidePrevious && last) last.push(field);
    else rows.push([field]);
  }
  return sections;
}
