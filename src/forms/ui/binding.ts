import {
  createContext,
  useContext,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';

/** What a field needs from whatever drives the form. */
interface FieldState {
  name: string;
  value?: string;
  defaultValue?: string;
  onChange?: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error?: string;
}

/** A send that carries a file: how much has gone, or that the visitor stopped it. */
export type UploadState = { percent: number } | { cancelled: true };

export interface FormBinding {
  field(name: string): FieldState;
  isSubmitting: boolean;
  /** Only once Formik drives the form and a file is on its way (or was stopped). */
  upload?: { state: UploadState; cancel: () => void };
  /**
   * What a failed send says, shown by the send button (SendFailedSlot): only once Formik drives
   * the form, which renders it, so its code loads with Formik's and not with the page.
   */
  sendFailed?: ReactNode;
}

/**
 * Before Formik has loaded, fields are plain uncontrolled inputs holding their starting
 * values: the same markup, prerendered and hydrated without Formik or yup.
 */
export function staticBinding(initial: Record<string, string>): FormBinding {
  return { field: (name) => ({ name, defaultValue: initial[name] ?? '' }), isSubmitting: false };
}

export const FormBindingContext = createContext<FormBinding>(staticBinding({}));

export const useFormBinding = () => useContext(FormBindingContext);
