import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Keeps a long form's answers in sessionStorage: restored after an accidental reload, gone
 * when the tab closes or when the form is sent (the caller clears it).
 */
export function useDraft<V extends Record<string, string>>(key: string, empty: V) {
  const { values, setValues } = useFormikContext<V>();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readDraft(key);
    if (!saved) return;
    const draft = Object.fromEntries(
      Object.keys(empty).map((name) => [
        name,
        typeof saved[name] === 'string' ? saved[name] : empty[name],
      ]),
    ) as V;
    void setValues(draft, false);
  }, [key, empty, setValues]);

  useEffect(() => {
    if (!restored.current) return;
    const untouched = Object.keys(empty).every((name) => values[name] === empty[name]);
    try {
      if (untouched) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage can be full or switched off (private mode); the form works without a draft.
    }
  }, [key, empty, values]);
}

function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
