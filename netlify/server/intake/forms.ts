import { confirmationPaths } from '../../../src/config/paths';
import { choiceLabel, type FormDefinition } from '../../../src/forms/definition';
import { formNames, forms, type FormName, type FormValues } from '../../../src/forms/registry';
import { schemaFor } from '../../../src/forms/schema';
import type { ObjectSchema } from 'yup';
import type { ResponseTarget } from '../callBack';
import type { MessageKey } from './visitorLanguage';

type Answers = Record<string, string>;

/** What only the functions need of a form: where it goes and how staff see it. */
export interface StaffSide<V extends Answers = Answers> {
  /** The environment variable that names the inbox it is emailed to (see `config.ts`). */
  inbox: string;
  /** Its name for staff: the email's heading ("New care request") and its digest line. */
  title: string;
  /** Who sent it and what matters first, after "<title> from" in the subject. */
  subject: (values: V) => string;
  /**
   * Whose promise its call-back time keeps (business.responseTargets). A form that promises no
   * call (a brochure request) has none: its staff email says no time and carries no "Called
   * back?" link, no reminder is sent for it, and the visitor gets no acknowledgement, which
   * exists to say when we will call.
   */
  response?: ResponseTarget;
  /** Postmark's tag, to tell the forms apart in its activity. */
  tag: string;
  /** The visitor's answer when it is sent or kept. */
  sentMessage: MessageKey;
}

/** A form as the functions use it: the site's definition, its schema and its staff side. */
export interface ServerForm<V extends Answers = Answers> extends StaffSide<V> {
  definition: FormDefinition;
  schema: ObjectSchema<V>;
}

/** The forms the functions take, by name; tests add their own beside the real ones. */
export type FormRegistry = Readonly<Record<string, ServerForm>>;

/** Every form of the site's registry must have its staff side: a missing one is a type error. */
const staffSides: { [N in FormName]: StaffSide<FormValues<N>> } = {
  contact: {
    inbox: 'MAIL_TO_CARE',
    response: 'family',
    title: 'Care request',
    subject: ({ name, serviceType }) =>
      serviceType ? `${name} – ${choiceLabel(forms.contact, 'serviceType', serviceType)}` : name,
    tag: 'care-request',
    sentMessage: 'contactSent',
  },
  apply: {
    inbox: 'MAIL_TO_CAREERS',
    response: 'applicant',
    title: 'Caregiver application',
    subject: ({ firstName, lastName, availability }) =>
      `${firstName} ${lastName} – ${choiceLabel(forms.apply, 'availability', availability)}`,
    tag: 'caregiver-application',
    sentMessage: 'applicationSent',
  },
};

export function serverForm<V extends Answers>(
  definition: FormDefinition,
  staff: StaffSide<V>,
): ServerForm<V> {
  return { ...staff, definition, schema: schemaFor(definition) as unknown as ObjectSchema<V> };
}

export const serverForms = Object.fromEntries(
  formNames.map((name) => [
    name,
    serverForm(forms[name], staffSides[name] as unknown as StaffSide),
  ]),
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
