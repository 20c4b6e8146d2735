import { useId, useMemo } from 'react';
import { emptyValues, type FormDefinition } from '../definition';
import { DefinedFields } from './DefinedFields';
import { DeferredForm } from './DeferredForm';
import { Honeypot, LanguageField, PageField, PrivacyNotice, SubmitButton } from './FormParts';
import type { FormCopy } from './sendForm';

/** The words a plain form shows beside its fields' own. */
export interface PlainFormWords extends FormCopy {
  /** Its accessible name, as a landmark. */
  name: string;
  submit: string;
  sending: string;
}

/**
 * Any form from its definition and words alone: its fields, the hidden fields every form
 * posts, its button and the privacy line. Several may sit on one page, each with ids of its
 * own. Formik and yup load when it is first used (see DeferredForm); without JavaScript it
 * posts to its function like any HTML form. A form with more (a résumé, a draft) has its own.
 */
export function DefinedForm({
  definition,
  words,
}: {
  definition: FormDefinition;
  words: PlainFormWords;
}) {
  const idPrefix = `${definition.name}${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const empty = useMemo(() => emptyValues(definition), [definition]);
  const enhance = useMemo(
    () => () =>
      import('./DefinedEnhancedForm').then(({ enhancedFormFor }) =>
        enhancedFormFor(definition, words),
      ),
    [definition, words],
  );
  return (
    <DeferredForm
      action={definition.endpoint}
      label={words.name}
      initialValues={empty}
      enhance={enhance}
    >
      <DefinedFields definition={definition} idPrefix={idPrefix} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <PageField />
      <SubmitButton label={words.submit} sendingLabel={words.sending} />
      <PrivacyNotice />
    </DeferredForm>
  );
}
