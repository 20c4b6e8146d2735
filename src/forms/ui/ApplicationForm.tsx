import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { applicationForm as copy } from '../apply/words';
import { clearForm } from '../../content/forms';
import {
  APPLICATION_DRAFT_KEY,
  applicationDefinition,
  positionFromQuery,
} from '../apply/definition';
import { DefinedForm } from './DefinedForm';
import { ResumeField } from './ResumeField';
import { Notice } from './Form.styles';
import { SendProgress } from './SendProgress';
import { ClearButton, FormActions, SendFailedSlot, SubmitButton } from './FormParts';

/** The caregiver application: long, so its answers survive a reload until it is sent. */
export function ApplicationForm({ consent }: { consent: string }) {
  const idPrefix = `apply${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { search } = useLocation();
  const presets = useMemo(() => {
    const position = positionFromQuery(search);
    return position ? { position } : undefined;
  }, [search]);

  return (
    <DefinedForm
      definition={applicationDefinition}
      words={copy}
      gap={8}
      draftKey={APPLICATION_DRAFT_KEY}
      clearConfirm={clearForm.confirm}
      presets={presets}
    >
      <ResumeField idPrefix={idPrefix} />
      <Notice>{consent}</Notice>
      <FormActions>
        <SubmitButton label={copy.submit} sendingLabel={copy.sending} />
        <ClearButton label={clearForm.label} />
      </FormActions>
      <SendFailedSlot />
      <SendProgress words={copy.upload} />
      <Notice>{copy.draftNote}</Notice>
    </DefinedForm>
  );
}
