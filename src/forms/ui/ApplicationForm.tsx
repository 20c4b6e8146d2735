import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { applicationForm as copy } from '../apply/words';
import { clearForm } from '../../content/forms';
import {
  APPLICATION_DRAFT_KEY,
  applicationDefinition,
  positionFromQuery,
  emptyApplication,
} from '../apply/definition';
import { DefinedFields } from './DefinedFields';
import { ResumeField } from './ResumeField';
import { DeferredForm } from './DeferredForm';
import { Notice } from './Form.styles';
import { SendProgress } from './SendProgress';
import {
  ClearButton,
  FormActions,
  Honeypot,
  LanguageField,
  PageField,
  PrivacyNotice,
  SubmitButton,
} from './FormParts';

const loadEnhanced = () =>
  import('./DefinedEnhancedForm').then(({ enhancedFormFor }) =>
    enhancedFormFor(applicationDefinition, copy, APPLICATION_DRAFT_KEY),
  );

/** The caregiver application: long, so its answers survive a reload until it is sent. */
export function ApplicationForm({ consent }: { consent: string }) {
  const idPrefix = `apply${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { search } = useLocation();
  const presets = useMemo(() => {
    const position = positionFromQuery(search);
    return position ? { position } : undefined;
  }, [search]);

  return (
    <DeferredForm
      action={applicationDefinition.endpoint}
      encType="multipart/form-data"
      label={copy.name}
      gap={8}
      initialValues={emptyApplication}
      enhance={loadEnhanced}
      draftKey={APPLICATION_DRAFT_KEY}
      clearConfirm={clearForm.confirm}
      presets={presets}
    >
      <DefinedFields definition={applicationDefinition} idPrefix={idPrefix} />
      <ResumeField idPrefix={idPrefix} />
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <PageField />
      <Notice>{consent}</Notice>
      <FormActions>
        <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
        <ClearButton label={clearForm.label} />
      </FormActions>
      <SendProgress words={copy.upload} />
      <Notice>{copy.draftNote}</Notice>
      <PrivacyNotice />
    </DeferredForm>
  );
}
