import { flushSync } from 'react-dom';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { requestToaster } from '../../lib/toasterDemand';
import { readVisitSource } from '../visitSource';
import { forgetDraft, hasDraft, readDraft, writeDraft } from '../draft';
import { FormBindingContext, staticBinding } from './binding';
import { StyledForm } from './Form.styles';

/** What the Formik-driven version of a form receives when it takes over. */
export interface EnhancedFormProps<V> {
  action: string;
  label: string;
  gap?: number;
  /** `multipart/form-data` for a form with a file, so it posts one without JavaScript too. */
  encType?: string;
  /** Files chosen before it loaded, by field name, to put back in the new inputs. */
  startFiles?: Record<string, FileList>;
  /** The values typed before it loaded. */
  startValues: V;
  /** Where this visit came from, as the first page noted it: sent with the answers. */
  visitSource: Record<string, string>;
  /** Where the focus was, as a selector within the form, to give it back. */
  focusTarget?: string;
  /** The visitor already pressed send: send as soon as it is ready. */
  submitNow: boolean;
  /** The question asked before a Clear form button empties the form. */
  clearConfirm?: string;
  children: ReactNode;
}

interface DeferredFormProps<V extends Record<string, string>> {
  action: string;
  label: string;
  gap?: number;
  encType?: string;
  initialValues: V;
  enhance: () => Promise<ComponentType<EnhancedFormProps<V>>>;
  /**
   * Keep the answers in sessionStorage under this key from the first keystroke, before Formik
   * has loaded, and load Formik at once when a saved draft is waiting to be restored.
   */
  draftKey?: string;
  clearConfirm?: string;
  /**
   * Answers a link chose for the visitor (the job in `/apply?position=…`): put in the form after
   * the page hydrates, since the prerendered page cannot know them, and into a saved draft.
   */
  presets?: Partial<V>;
  children: ReactNode;
}

/** The form's current answers, read from its fields. */
function valuesOf<V extends Record<string, string>>(form: HTMLFormElement | null, initial: V): V {
  const data = form ? new FormData(form) : undefined;
  return Object.fromEntries(
    Object.keys(initial).map((name) => [name, String(data?.get(name) ?? initial[name])]),
  ) as V;
}

/** The files chosen in the form's file inputs: the Formik version renders inputs anew. */
function filesOf(form: HTMLFormElement | null): Record<string, FileList> {
  const inputs = form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [];
  return Object.fromEntries(
    [...inputs].flatMap((input) => (input.files?.length ? [[input.name, input.files]] : [])),
  );
}

interface Enhanced<V> {
  Component: ComponentType<EnhancedFormProps<V>>;
  startValues: V;
  startFiles: Record<string, FileList>;
  visitSource: Record<string, string>;
  focusTarget?: string;
  submitNow: boolean;
}

/**
 * The control that has the focus, as a selector that finds it again in the Formik version,
 * which renders the form anew: a field by its id, a button by its type (a form has one of each).
 */
function focusedControl(form: HTMLFormElement | null): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form?.contains(active)) return undefined;
  if (active.id) return `#${CSS.escape(active.id)}`;
  if (active instanceof HTMLButtonElement) return `button[type="${active.type}"]`;
  return undefined;
}

/**
 * A form that is plain HTML until someone uses it. The prerendered markup and the first
 * render need neither Formik nor yup; focusing a field (or sending) loads them and hands the
 * typed values, the focus and a pending send to the Formik version. If that code cannot load,
 * the form posts the old way, as it does without JavaScript.
 */
export function DeferredForm<V extends Record<string, string>>({
  action,
  label,
  gap,
  encType,
  initialValues,
  enhance,
  draftKey,
  clearConfirm,
  presets,
  children,
}: DeferredFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced<V>>();
  const loading = useRef(false);
  const sendWhenReady = useRef(false);

  const upgrade = useCallback(
    (submit: boolean) => {
      sendWhenReady.current ||= submit;
      if (loading.current) return;
      loading.current = true;
      // The toaster, which only a sent form uses, loads beside the form's own code.
      requestToaster();
      enhance().then(
        (Component) => {
          const form = formRef.current;
          const startValues = valuesOf(form, initialValues);
          const startFiles = filesOf(form);
          const focusTarget = focusedControl(form);
          // In the same task as reading the fields, so no keystroke falls between the two.
          flushSync(() =>
            setEnhanced({
              Component,
              startValues,
              startFiles,
              // Read here, not in the Formik chunk: imported there as well, the bundler gave it
              // a chunk of its own, one more request on every page.
              visitSource: readVisitSource(() => sessionStorage),
              focusTarget,
              submitNow: sendWhenReady.current,
            }),
          );
        },
        () => {
          loading.current = false;
          if (sendWhenReady.current) formRef.current?.submit();
        },
      );
    },
    [enhance, initialValues],
  );

  // Before the draft's effect: a draft restored after this one keeps the preset.
  useEffect(() => {
    const form = formRef.current;
    if (!presets || !form) return;
    for (const [name, value] of Object.entries(presets)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement)
        field.value = String(value);
    }
    const draft = draftKey && readDraft(draftKey, initialValues);
    if (draftKey && draft) writeDraft(draftKey, { ...draft, ...presets }, initialValues);
  }, [presets, draftKey, initialValues]);

  useEffect(() => {
    if (draftKey && hasDraft(draftKey, initialValues)) upgrade(false);
  }, [draftKey, initialValues, upgrade]);

  if (enhanced) {
    const { Component, ...state } = enhanced;
    return (
      <Component
        action={action}
        label={label}
        gap={gap}
        encType={encType}
        clearConfirm={clearConfirm}
        {...state}
      >
        {children}
      </Component>
    );
  }
  return (
    <StyledForm
      ref={formRef}
      action={action}
      method="post"
      encType={encType}
      aria-label={label}
      $gap={gap}
      onFocus={() => upgrade(false)}
      onChange={() => {
        if (draftKey) writeDraft(draftKey, valuesOf(formRef.current, initialValues), initialValues);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        upgrade(true);
      }}
      onReset={(event) => {
        if (clearConfirm && !window.confirm(clearConfirm)) event.preventDefault();
        else if (draftKey) forgetDraft(draftKey);
      }}
    >
      <FormBindingContext.Provider value={staticBinding(initialValues)}>
        {children}
      </FormBindingContext.Provider>
    </StyledForm>
  );
}
