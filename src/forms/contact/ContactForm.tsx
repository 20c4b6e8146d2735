import { useId } from 'react';
import { contactForm as copy } from './words';
import { contactDefinition, emptyContact } from './definition';
import { DefinedFields } from '../ui/DefinedFields';
import { DeferredForm } from '../ui/DeferredForm';
import { Honeypot, LanguageField, PageField, PrivacyNotice, SubmitButton } from '../ui/FormParts';

/**
 * The care request. Several may sit on one page (the contact page, call-to-action sections),
 * each with ids of its own. Formik and yup load when it is first used (see DeferredForm);
 * without JavaScript it posts to the function like any HTML form.
 */
const loadEnhanced = () =>
  import('../ui/DefinedEnhancedForm').then(({ enhancedFormFor }) =>
    enhancedFormFor(contactDefinition, copy),
  );

export function ContactForm() {
  const idPrefix = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <DeferredForm
      action={contactDefinition.endpoint}
      label={copy.name}
      initialValues={emptyContact}
      enhance={loadEnhanced}
    >
      <DefinedFields definition={contactDefinition} idPrefix={idPrefix} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <PageField />
      <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
      <PrivacyNotice />
    </DeferredForm>
  );
}
