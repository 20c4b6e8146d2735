import { Formik } from 'formik';
import { useId, useRef } from 'react';
import { serviceTypes } from '../../content/formOptions';
import { contactForm as copy } from '../../content/forms';
import { contactSchema, emptyContact, type ContactValues } from '../contactSchema';
import { limits } from '../fields';
import { honeypotValue } from '../honeypot';
import { Field } from './Field';
import { Row, StyledForm } from './Form.styles';
import { ErrorFocus, Honeypot, PrivacyNotice, SubmitButton } from './FormParts';
import { sendForm } from './sendForm';

/**
 * The care request. Several may sit on one page (the contact page, call-to-action sections),
 * each with ids of its own. Without JavaScript it posts to the function like any HTML form.
 */
export function ContactForm() {
  const idPrefix = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { fields } = copy;

  return (
    <Formik
      initialValues={emptyContact}
      validationSchema={contactSchema}
      onSubmit={async (values, { resetForm }) => {
        const sent = await sendForm<ContactValues & { website: string }>(
          () => import('../../api/forms').then((api) => api.sendCareRequest),
          { ...values, website: honeypotValue(formRef.current) },
          copy,
        );
        if (sent) resetForm();
      }}
    >
      <StyledForm ref={formRef} action="/api/contact" method="post" aria-label={copy.name}>
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
        <ErrorFocus formRef={formRef} />
        <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
        <PrivacyNotice />
      </StyledForm>
    </Formik>
  );
}
