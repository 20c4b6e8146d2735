import { useId } from 'react';
import { availabilityOptions, transportationOptions, usStates } from '../../content/formOptions';
import { applicationForm as copy } from '../../content/forms';
import { APPLICATION_DRAFT_KEY, emptyApplication } from '../applicationValues';
import { limits } from '../limits';
import { Field } from './Field';
import { DeferredForm } from './DeferredForm';
import { Fieldset, Legend, Notice, Row } from './Form.styles';
import { ClearButton, FormActions, Honeypot, PrivacyNotice, SubmitButton } from './FormParts';

const loadEnhanced = () =>
  import('./ApplicationFormEnhanced').then((m) => m.ApplicationFormEnhanced);

/** The caregiver application: long, so its answers survive a reload until it is sent. */
export function ApplicationForm({ consent }: { consent: string }) {
  const idPrefix = `apply${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { fields, sections } = copy;
  const field = (name: keyof typeof fields) => ({
    idPrefix,
    name,
    label: fields[name].label,
  });

  return (
    <DeferredForm
      action="/api/apply"
      label={copy.name}
      gap={8}
      initialValues={emptyApplication}
      enhance={loadEnhanced}
      draftKey={APPLICATION_DRAFT_KEY}
      clearConfirm={copy.clear.confirm}
    >
      <Fieldset>
        <Legend>{sections.personal}</Legend>
        <Row>
          <Field
            {...field('firstName')}
            kind="input"
            type="text"
            autoComplete={fields.firstName.autoComplete}
            maxLength={limits.name}
            required
          />
          <Field
            {...field('lastName')}
            kind="input"
            type="text"
            autoComplete={fields.lastName.autoComplete}
            maxLength={limits.name}
            required
          />
        </Row>
        <Row>
          <Field
            {...field('email')}
            kind="input"
            type="email"
            autoComplete={fields.email.autoComplete}
            maxLength={limits.email}
            required
          />
          <Field
            {...field('phone')}
            kind="input"
            type="tel"
            autoComplete={fields.phone.autoComplete}
            maxLength={limits.phone}
            required
          />
        </Row>
        <Field
          {...field('address')}
          kind="input"
          type="text"
          autoComplete={fields.address.autoComplete}
          maxLength={limits.line}
          required
        />
        <Row>
          <Field
            {...field('city')}
            kind="input"
            type="text"
            autoComplete={fields.city.autoComplete}
            maxLength={limits.name}
            required
          />
          <Field
            {...field('state')}
            kind="select"
            options={usStates}
            autoComplete={fields.state.autoComplete}
            maxLength={limits.line}
            required
          />
        </Row>
        <Field
          {...field('zipCode')}
          kind="input"
          type="text"
          inputMode="numeric"
          pattern="\d{5}(-\d{4})?"
          autoComplete={fields.zipCode.autoComplete}
          maxLength={limits.zip}
          required
        />
      </Fieldset>
      <Fieldset>
        <Legend>{sections.work}</Legend>
        <Row>
          <Field
            {...field('availability')}
            kind="select"
            options={availabilityOptions}
            placeholder={fields.availability.placeholder}
            maxLength={limits.line}
            required
          />
          <Field
            {...field('transportation')}
            kind="select"
            options={transportationOptions}
            placeholder={fields.transportation.placeholder}
            maxLength={limits.line}
            required
          />
        </Row>
        <Field
          {...field('experience')}
          kind="textarea"
          hint={fields.experience.hint}
          maxLength={limits.long}
          required
        />
        <Field
          {...field('certifications')}
          kind="textarea"
          hint={fields.certifications.hint}
          maxLength={limits.long}
        />
        <Field
          {...field('references')}
          kind="textarea"
          hint={fields.references.hint}
          maxLength={limits.long}
        />
        <Field {...field('motivation')} kind="textarea" maxLength={limits.long} required />
      </Fieldset>
      <Honeypot idPrefix={idPrefix} />
      <Notice>{consent}</Notice>
      <FormActions>
        <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
        <ClearButton label={copy.clear.label} />
      </FormActions>
      <Notice>{copy.draftNote}</Notice>
      <PrivacyNotice />
    </DeferredForm>
  );
}
