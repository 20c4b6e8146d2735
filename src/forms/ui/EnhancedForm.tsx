import { Formik, useFormikContext, type FormikProps } from 'formik';
import { flushSync } from 'react-dom';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { callLanguageNote } from '../../content/callLanguage';
import { reachAsked } from '../../config/callWindows';
import { emptyValues, type FormDefinition, type ValuesOf } from '../definition';
import { forgetDraft, readDraft, writeDraft } from '../draft';
import { formRefused, formSent } from '../formEvents';
import { honeypotValue } from '../honeypot';
import { schemaFor } from '../schema';
import { newSubmissionId } from '../submissionId';
import { FormBindingContext, type FormBinding, type UploadState } from './binding';
import { FormBody, Status, StyledForm } from './Form.styles';
import { postedTo } from './postedTo';
import { SendFailed } from './SendFailed';
import { SentState, type Sent } from './SentStatus';
import { sendForm, type FormCopy } from './sendForm';
import { ui } from '../../content/ui';
import { locale } from '../../content/locale';

/** The words a form shows beside its fields' own. */
export interface FormWords extends FormCopy {
  /** Its accessible name, as a landmark. */
  name: string;
  submit: string;
  sending: string;
}

/** What the plain form hands over when this version takes over from it. */
export interface Handover<V> {
  /** The values typed before it loaded. */
  values: V;
  /** Files chosen before it loaded, by field name, to put back in the new inputs. */
  files: Record<string, FileList>;
  /** Where this visit came from, as the first page noted it: sent with the answers. */
  visitSource: Record<string, string>;
  /** Where the focus was, as a selector within the form, to give it back. */
  focusTarget?: string;
  /** The visitor already pressed send: send as soon as it is ready. */
  submitNow: boolean;
}

/** The same as the plain form's (see DefinedForm), with what it handed over. */
export interface EnhancedFormProps<D extends FormDefinition> {
  definition: D;
  words: FormWords;
  draftKey?: string;
  clearConfirm?: string;
  gap?: number;
  handover: Handover<ValuesOf<D>>;
  /** The visitor touched the form (the first time counts as the form started). */
  onStart?: () => void;
  children: ReactNode;
}

function formikBinding<V extends Record<string, string>>(
  formik: FormikProps<V>,
  upload: FormBinding['upload'],
  sendFailed: ReactNode,
): FormBinding {
  return {
    upload,
    sendFailed,
    field: (name) => {
      const { value, onChange, onBlur } = formik.getFieldProps<string>(name);
      const meta = formik.getFieldMeta(name);
      return {
        name,
        value: value ?? '',
        onChange,
        onBlur,
        error: meta.touched ? meta.error : undefined,
      };
    },
    isSubmitting: formik.isSubmitting,
  };
}

/** Restores a saved draft once Formik drives the form, then keeps it up to date. */
function DraftKeeper<V extends Record<string, string>>({
  storageKey,
  empty,
}: {
  storageKey: string;
  empty: V;
}) {
  const { values, setValues } = useFormikContext<V>();
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(storageKey, empty);
    if (draft) void setValues(draft, false);
  }, [storageKey, empty, setValues]);
  useEffect(() => {
    if (restored.current) writeDraft(storageKey, values, empty);
  }, [storageKey, empty, values]);
  return null;
}

/**
 * After a submit attempt with errors: focus the first invalid field (its error is in its
 * description, so a screen reader reads it) and say how many answers need a look.
 */
function ErrorFocus({
  formRef,
  form,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  form: string;
}) {
  const { submitCount, isValid, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // The owner's counts learn which fields stopped a send: their names, never the answers.
    formRefused(form, Object.keys(errors));
  }, [submitCount, isValid, errors, formRef, form]);
  const count = Object.keys(errors).length;
  return (
    <Status role="status">{submitCount > 0 && count > 0 ? ui.answersToFix(count) : ''}</Status>
  );
}

/** Empties the form's file inputs: a reset handled by Formik does not reach them. */
function clearFiles(form: HTMLFormElement | null) {
  form?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
    input.value = '';
    input.setCustomValidity('');
    // So the field forgets the file it named and the problem it had with it.
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * The files a field refused (a résumé too large or of the wrong kind, by its custom validity):
 * the form does not leave that to the browser, so they stop a send as a wrong answer does.
 */
function refusedFiles(form: HTMLFormElement | null): Record<string, string> {
  const inputs = form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [];
  const refused = [...inputs].filter((input) => !input.validity.valid);
  return Object.fromEntries(refused.map((input) => [input.name, input.validationMessage]));
}

/** Whether a file is chosen in one of the form's file inputs. */
function hasFile(form: HTMLFormElement | null): boolean {
  return [...(form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])].some((input) =>
    Boolean(input.files?.length),
  );
}

/** Frames the page must stay put (about 80 ms) before the sent state counts as scrolled to. */
const SETTLED_FRAMES = 5;

/**
 * The form's height, held as its min-height while it says it was sent: the fields give way to
 * a shorter sent state, often long after the tap, and whatever was below would move up on
 * screen, which the page's CLS counts. Held whole at first, while the sent state is scrolled to;
 * once the page is still, cut to what reaches the foot of the screen (what lies below stays out
 * of sight, so nothing seen moves); let go once the whole form is below the screen, or when the
 * visitor asks for a new form.
 */
function useHeldHeight(formRef: RefObject<HTMLFormElement | null>, sent: boolean) {
  const [held, setHeld] = useState<number>();
  useEffect(() => {
    const form = formRef.current;
    if (!sent || !form || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    let still = 0;
    let lastY = Number.NaN;
    // Below the screen, the whole form: what follows it may move up unseen.
    const letGo = () => {
      if (form.getBoundingClientRect().top < window.innerHeight) return;
      window.removeEventListener('scroll', letGo);
      setHeld(undefined);
    };
    const cut = () => {
      still = window.scrollY === lastY ? still + 1 : 0;
      lastY = window.scrollY;
      if (still < SETTLED_FRAMES) {
        frame = requestAnimationFrame(cut);
        return;
      }
      const top = form.getBoundingClientRect().top;
      const said = form.querySelector('[data-sent-state]')?.getBoundingClientRect().bottom ?? top;
      const needed = Math.ceil(Math.max(window.innerHeight - top, said - top));
      // Measured and cut in one frame, before the page paints or scrolls again.
      flushSync(() =>
        setHeld((height) => (height === undefined ? height : Math.min(height, needed))),
      );
      window.addEventListener('scroll', letGo, { passive: true });
    };
    frame = requestAnimationFrame(cut);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', letGo);
    };
  }, [formRef, sent]);
  return {
    /** Holds the form's height as it is now, before its fields give way. */
    hold: () => setHeld(formRef.current?.getBoundingClientRect().height),
    release: () => setHeld(undefined),
    /** Its sent state at the top of the held height, not stretched to fill it. */
    style: held === undefined ? undefined : { minHeight: `${held}px`, alignContent: 'start' },
  };
}

/** The first field a visitor fills in: where "send another" puts the focus. */
function firstField(form: HTMLFormElement | null): HTMLElement | undefined {
  return [...(form?.elements ?? [])].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.matches('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea'),
  );
}

/** Puts back the files chosen and the focus where it was before this version took over. */
function restore(
  form: HTMLFormElement | null,
  focusTarget: string | undefined,
  startFiles: Record<string, FileList> | undefined,
) {
  for (const [name, files] of Object.entries(startFiles ?? {})) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) {
      input.files = files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  const control = focusTarget ? form?.querySelector(focusTarget) : null;
  if (!(control instanceof HTMLElement)) return;
  control.focus();
  // The caret after what was typed; fields without a caret (email, file) have no selection.
  if (
    (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
    control.selectionStart !== null
  )
    control.setSelectionRange(control.value.length, control.value.length);
}

/**
 * The Formik-driven version of any form, made from its definition: validation with the shared
 * schema, sending, the sent state, the draft, reset. The plain form (DefinedForm) loads it on
 * first use and hands over its definition and words, so they travel with the page that shows
 * the form and this chunk is the same for every form.
 */
export function EnhancedForm<D extends FormDefinition>({
  definition,
  words: copy,
  draftKey,
  clearConfirm,
  gap,
  handover: { values: startValues, files: startFiles, visitSource, focusTarget, submitNow },
  onStart,
  children,
}: EnhancedFormProps<D>) {
  type V = ValuesOf<D>;
  const schema = useMemo(() => schemaFor(definition), [definition]);
  const empty = useMemo(() => emptyValues(definition), [definition]);
  const send = async () => (await import('../../api/postForm')).senderFor(definition);
  const formRef = useRef<HTMLFormElement>(null);
  const formikRef = useRef<FormikProps<V>>(null);
  // One id per filled form: every retry of it carries the same one, so staff get one email.
  const submissionId = useRef<string>(undefined);
  // A send that failed: what to say by the send button until the visitor edits, sends or clears;
  // `times` moves the focus to it again after another failure.
  const [failed, setFailed] = useState<{ said: string; kept: string; times: number }>();
  // After the form was sent, or emptied with Clear form: an empty form, no file, a new id and no
  // draft.
  const startOver = (resetForm: FormikProps<V>['resetForm']) => {
    submissionId.current = undefined;
    setFailed(undefined);
    resetForm({ values: empty });
    clearFiles(formRef.current);
    if (draftKey) forgetDraft(draftKey);
  };
  // Once sent, the form gives way to what it says until the visitor asks for a new one.
  const [sent, setSent] = useState<Sent>();
  const height = useHeldHeight(formRef, Boolean(sent));
  // A file on its way: how much has gone, or that the visitor stopped it.
  const [upload, setUpload] = useState<UploadState>();
  const sending = useRef<AbortController>(undefined);
  const cancel = () => sending.current?.abort();
  // Once, when this version takes over from the plain form: here, not in a component inside the
  // form, whose layout effects run before the form's ref is set. A layout effect, so the focus
  // is back before the browser handles the next key; then the send the visitor already asked for.
  useLayoutEffect(() => {
    restore(formRef.current, focusTarget, startFiles);
    if (submitNow) void formikRef.current?.submitForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Formik<V>
      innerRef={formikRef}
      initialValues={startValues}
      validationSchema={schema}
      validate={() => refusedFiles(formRef.current)}
      onSubmit={async (values, { resetForm }) => {
        submissionId.current ??= newSubmissionId();
        const controller = new AbortController();
        sending.current = controller;
        setUpload(undefined);
        const outcome = await sendForm(
          send,
          {
            ...visitSource,
            formPage: location.pathname,
            ...values,
            website: honeypotValue(formRef.current),
            submissionId: submissionId.current,
            language: locale,
          },
          formRef.current,
          copy,
          {
            signal: controller.signal,
            onProgress: (loaded, total) => {
              const percent = Math.min(100, Math.floor((loaded / total) * 100));
              setUpload((now) =>
                now && 'percent' in now && now.percent === percent ? now : { percent },
              );
            },
          },
        );
        sending.current = undefined;
        // Stopped by the visitor: every answer and the file stay, and the same id, so a send
        // that had in fact arrived is not emailed twice.
        if ('cancelled' in outcome) {
          setFailed(undefined);
          return setUpload({ cancelled: true });
        }
        setUpload(undefined);
        if ('failed' in outcome) {
          const { keptWithFile, kept } = copy.failure;
          return setFailed((before) => ({
            said: outcome.failed,
            kept: keptWithFile && hasFile(formRef.current) ? keptWithFile : kept,
            times: (before?.times ?? 0) + 1,
          }));
        }
        formSent(definition.name);
        const { promise, message } = outcome.sent;
        // The fields give way to the sent state in the height they filled: nothing below moves.
        height.hold();
        setSent({
          title: copy.success.title,
          said: promise || message || copy.success.description,
          // In the language the family will hear from us, said the way they asked to be reached.
          languageNote: callLanguageNote(locale, undefined, undefined, reachAsked(values)),
          details: copy.pages.sent.details,
          again: copy.success.again,
        });
        startOver(resetForm);
      }}
    >
      {(formik) => (
        <StyledForm
          ref={formRef}
          {...postedTo(definition, copy.name)}
          // Says the Formik version has taken over (tests wait for it before choosing a file).
          data-enhanced="true"
          // The site's own messages, in the page's language, by each field (ErrorFocus), never
          // the browser's bubbles in the phone's; `required` stays for assistive technology.
          noValidate
          $gap={gap}
          style={height.style}
          onSubmit={formik.handleSubmit}
          onFocus={onStart}
          // An answer changed: what the failed send said is about answers no longer there.
          onChange={() => setFailed(undefined)}
          onReset={(event) => {
            // Back to the empty form, not to the draft it started from.
            event.preventDefault();
            if (clearConfirm && !window.confirm(clearConfirm)) return;
            startOver(formik.resetForm);
          }}
        >
          {sent && (
            <SentState
              sent={sent}
              onAgain={() => {
                // The fields back in sight first: a hidden field takes no focus.
                flushSync(() => {
                  setSent(undefined);
                  height.release();
                });
                firstField(formRef.current)?.focus();
              }}
            />
          )}
          {/* Hidden while sent: no send button offers the same request again. */}
          <FormBody hidden={Boolean(sent)}>
            <FormBindingContext.Provider
              value={formikBinding(
                formik,
                upload && { state: upload, cancel },
                failed && (
                  <SendFailed
                    failed={{
                      title: copy.failure.title,
                      said: failed.said,
                      kept: failed.kept,
                      retry: copy.failure.retry,
                      sending: copy.sending,
                    }}
                    times={failed.times}
                    sending={formik.isSubmitting}
                    onRetry={() => void formik.submitForm()}
                  />
                ),
              )}
            >
              {children}
            </FormBindingContext.Provider>
          </FormBody>
          {draftKey && <DraftKeeper storageKey={draftKey} empty={empty} />}
          <ErrorFocus formRef={formRef} form={definition.name} />
        </StyledForm>
      )}
    </Formik>
  );
}
