import { applicationForm } from '../../content/applicationForm';
import { applicationSchema } from '../applicationSchema';
import { forgetDraft } from '../draft';
import {
  APPLICATION_DRAFT_KEY,
  applicationDefinition,
  emptyApplication,
  type ApplicationValues,
} from '../applicationDefinition';
import type { EnhancedFormProps } from './DeferredForm';
import { EnhancedForm } from './EnhancedForm';
import { useDraft } from './useDraft';

function Draft() {
  useDraft(APPLICATION_DRAFT_KEY, emptyApplication);
  return null;
}

/** The caregiver application once Formik has loaded, with its draft kept in the tab. */
export function ApplicationFormEnhanced(props: EnhancedFormProps<ApplicationValues>) {
  return (
    <EnhancedForm
      {...props}
      schema={applicationSchema}
      empty={emptyApplication}
      copy={applicationForm}
      send={async () => (await import('../../api/postForm')).senderFor(applicationDefinition)}
      onSent={() => forgetDraft(APPLICATION_DRAFT_KEY)}
      extras={<Draft />}
    />
  );
}
