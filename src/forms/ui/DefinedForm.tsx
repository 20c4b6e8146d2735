import { flushSync } from 'react-dom';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { requestToaster } from '../../lib/toasterDemand';
import { emptyValues, type FormDefinition, type ValuesOf } from '../definition';
import { forgetDraft, hasDraft, readDraft, writeDraft } from '../draft';
import { countRefusals, formStarted } from '../formEvents';
import { readVisitSource } from '../visitSource';
import { FormBindingContext, staticBinding } from './binding';
import { DefinedFields } from './DefinedFields';
import type { EnhancedForm, FormWords, Handover } from './EnhancedForm';
import {
  Honeypot,
  LanguageField,
  PageField,
  PrivacyNotice,
  SendFailedSlot,
  SubmitButton,
} from './FormParts';
import { StyledForm } from './Form.styles';
import { postedTo } from './postedTo';

interface DefinedFormProps<D extends FormDefinition> {
  definition: D;
  words: FormWords;
  /**
   * Keep the answers in sessionStorage under this key from the first keystroke, before Formik
   * has loaded, and load Formik at once when a saved draft is waiting to be restored.
   */
  draftKey?: string;
  /** The question asked before a Clear form button empties the form. */
  clearConfirm?: string;
  /**
   * Answers a link chose for the visitor (the job in `/apply?position=…`): put in the form after
   * the page hydrates, since the prerendered page cannot know them, and into a saved draft.
   */
  presets?: Partial<ValuesOf<D>>;
  gap?: number;
  /**
   * What follows the fields (a résumé, the buttons, notes); by default the send button and,
   * after it, where a failed send is said (SendFailedSlot), which a page's own buttons need too.
   */
  children?: ReactNode;
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
 * Any form from its definition and words: its fields, what the page adds after them (by default
 * the send button), the hidden fields every form posts and the privacy line. Several may sit on
 * one page, each with ids of its own.
 *
 * It is plain HTML until someone uses it: the prerendered markup and the first render need
 * neither Formik nor yup, and without JavaScript it posts to its function like any HTML form.
 * Focusing a field (or sending) loads EnhancedForm and hands it the typed values, the chosen
 * files, the focus and a pending send. If that code cannot load, the form posts the old way.
 */
export function DefinedForm<D extends FormDefinition>({
  definition,
  words,
  draftKey,
  clearConfirm,
  presets,
  gap,
  children,
}: DefinedFormProps<D>) {
  const idPrefix = `${definition.name}${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const initialValues = useMemo(() => emptyValues(definition), [definition]);
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<{
    Component: typeof EnhancedForm;
    handover: Handover<ValuesOf<D>>;
  }>();
  const loading = useRef(false);
  const sendWhenReady = useRef(false);
  // Counted once per page view: the plain form and its Formik version are one form.
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    formStarted(definition.name);
  }, [definition.name]);

  const upgrade = useCallback(
    (submit: boolean) => {
      sendWhenReady.current ||= submit;
      if (loading.current) return;
      loading.current = true;
      // The toaster, which only a sent form uses, loads beside the form's own code.
      requestToaster();
      import('./EnhancedForm').then(
        ({ EnhancedForm: Component }) => {
          const form = formRef.current;
          const values = valuesOf(form, initialValues);
          const files = filesOf(form);
          const focusTarget = focusedControl(form);
          // In the same task as reading the fields, so no keystroke falls between the two.
          flushSync(() =>
            setEnhanced({
              Component,
              handover: {
                values,
                files,
                // Read here, not in the Formik chunk: imported there as well, the bundler gave it
                // a chunk of its own, one more request on every page.
                visitSource: readVisitSource(() => sessionStorage),
                focusTarget,
                submitNow: sendWhenReady.current,
              },
            }),
          );
        },
        () => {
          loading.current = false;
          const form = formRef.current;
          if (!sendWhenReady.current || !form) return;
          // The plain way after all: the browser's own checks, then the post.
          form.noValidate = false;
          if (form.reportValidity()) form.submit();
        },
      );
    },
    [initialValues],
  );

  // Once the page's script runs, the site's own messages speak for the form, in the page's
  // language (EnhancedForm, loaded by the send): the browser's bubbles, in the phone's, are for
  // the form without JavaScript, or whose code could not load. `required` stays on each field.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // Sends the browser's own checks stop, while this plain form is the one shown: without
  // JavaScript none are counted, and with it only those of a form whose code could not load.
  useEffect(() => {
    if (!enhanced && formRef.current) return countRefusals(formRef.current, definition.name);
  }, [enhanced, definition.name]);

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

  const parts = (
    <>
      <DefinedFields definition={definition} idPrefix={idPrefix} />
      {children ?? (
        <>
          <SubmitButton label={words.submit} sendingLabel={words.sending} />
          <SendFailedSlot />
        </>
      )}
      <Honeypot idPrefix={idPrefix} />
      <LanguageField />
      <PageField />
      <PrivacyNotice />
    </>
  );

  if (enhanced) {
    const { Component, handover } = enhanced;
    return (
      <Component
        definition={definition}
        words={words}
        draftKey={draftKey}
        clearConfirm={clearConfirm}
        gap={gap}
        handover={handover}
        onStart={start}
      >
        {parts}
      </Component>
    );
  }
  return (
    <StyledForm
      ref={formRef}
      {...postedTo(definition, words.name)}
      $gap={gap}
      onFocus={() => {
        start();
        upgrade(false);
      }}
      onChange={() => {
        if (draftKey) writeDraft(draftKey, valuesOf(formRef.current, initialValues), initialValues);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        start();
        upgrade(true);
      }}
      onReset={(event) => {
        if (clearConfirm && !window.confirm(clearConfirm)) event.preventDefault();
        else if (draftKey) forgetDraft(draftKey);
      }}
    >
      <FormBindingContext.Provider value={staticBinding(initialValues)}>
        {parts}
      </FormBindingContext.Provider>
    </StyledForm>
  );
}
