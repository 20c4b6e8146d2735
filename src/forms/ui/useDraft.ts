import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { readDraft, writeDraft } from '../draft';

/** Restores a saved draft once Formik drives the form, then keeps it up to date. */
export function useDraft<V extends Record<string, string>>(key: string, empty: V) {
  const { values, setValues } = useFormikContext<V>();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(key, empty);
    if (draft) void setValues(draft, false);
  }, [key, empty, setValues]);

  useEffect(() => {
    if (restored.current) writeDraft(key, values, empty);
  }, [key, empty, values]);
}
