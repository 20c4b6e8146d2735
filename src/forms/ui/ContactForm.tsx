import { useId } from 'react';
import { serviceTypes } from '../../content/formOptions';
import { contactForm as copy } from '../../content/forms';
import { emptyContact } from '../contactValues';
import { limits } from '../limits';
import { Field } from './Field';
import { DeferredForm } from './DeferredForm';
import { Row } from './Form.styles';
import { Honeypot, PrivacyNotice, SubmitButton } from './FormParts';

/**
 * The care request. Several may sit on one page (the contact page, call-to-action sections),
 * each with ids of its own. Formik and yup load when it is first used (see DeferredForm);
 * without JavaScript it posts to the function like any HTML form.
 */
const loadEnhanced = () => import('./ContactFormEnhanced').then((m) => m.ContactFormEnhanced);

export function ContactForm() {
  const idPrefix = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { fields } = copy;

  return (
    <DeferredForm
      action="/api/contact"
      label={copy.name}
      initialValues={emptyContact}
      enhance={loadEnhanced}
    >
      <Field
        idPrefix={idPrefix}
        kind="input"
        type="text"
        name="name"
        label={fields.name.label}
        autoComplete={fields.name.autoComplete}
        maxLength={limits.name}
        required
      />
      <Row>
        <Field
          idPrefix={idPrefix}
          kind="input"
          type="tel"
          name="phone"
          label={fields.phone.label}
          autoComplete={fields.phone.autoComplete}
          maxLength={limits.phone}
          required
        />
        <Field
          idPrefix={idPrefix}
          kind="input"
          type="email"
          name="email"
          label={fields.email.label}
          autoComplete={fields.email.autoComplete}
          maxLength={limits.email}
          required
        />
      </Row>
      <Field
        idPrefix={idPrefix}
        kind="select"
        name="serviceType"
        label={fields.serviceType.label}
        options={serviceTypes}
        placeholder={fields.serviceType.placeholder}
        maxLength={limits.line}
      />
      <Field
        idPrefix={idPrefix}
        kind="textarea"
        name="message"
        label={fields.message.label}
        hint={fields.message.hint}
        maxLength={limits.long}
      />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
      <PrivacyNotice />
    </DeferredForm>
  );
}
