import type { ComponentType } from 'react';
import { emptyValues, type FormDefinition, type ValuesOf } from '../definition';
import { forgetDraft } from '../draft';
import { schemaFor } from '../schema';
import type { EnhancedFormProps } from './DeferredForm';
import { EnhancedForm } from './EnhancedForm';
import type { FormCopy } from './sendForm';
import { useDraft } from './useDraft';

function DraftKeeper<V extends Record<string, string>>(props: { storageKey: string; empty: V }) {
  useDraft(props.storageKey, props.empty);
  return null;
}

/**
 * Any form once Formik has loaded, made from its definition. The plain form hands its
 * definition and words over, so they travel with the page that shows the form and this chunk
 * is the same for every form.
 */
export function enhancedFormFor<D extends FormDefinition>(
  definition: D,
  copy: FormCopy,
  draftKey?: string,
): ComponentType<EnhancedFormProps<ValuesOf<D>>> {
  const schema = schemaFor(definition);
  const empty = emptyValues(definition);
  return function DefinedEnhancedForm(props) {
    return (
      <EnhancedForm
        {...props}
        schema={schema}
        empty={empty}
        copy={copy}
        send={async () => (await import('../../api/postForm')).senderFor(definition)}
        onSent={draftKey ? () => forgetDraft(draftKey) : undefined}
        extras={draftKey ? <DraftKeeper storageKey={draftKey} empty={empty} /> : undefined}
      />
    );
  };
}
