import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Option } from '../options';
import { useFormBinding } from './binding';
import {
  ErrorText,
  FieldWrap,
  Hint,
  Input,
  Label,
  Required,
  Select,
  TextArea,
} from './Form.styles';

export interface FieldProps {
  /** Unique per form instance, so two forms on one page never share ids. */
  idPrefix: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  maxLength: number;
  autoComplete?: string;
  /** A note on the answer so far (not an error: it never stops the form). */
  advice?: (value: string) => ReactNode;
  control:
    | { kind: 'input'; type: 'text' | 'email' | 'tel'; inputMode?: 'numeric'; pattern?: string }
    | { kind: 'select'; options: readonly Option[]; placeholder?: string }
    | { kind: 'textarea' };
}

/** One labelled form control, bound to Formik once it has loaded, with its hint and error. */
export function Field(props: FieldProps) {
  const { idPrefix, name, label, required = false, hint, maxLength, autoComplete, control } = props;
  const { error, ...field } = useFormBinding().field(name);
  const id = `${idPrefix}-${name}`;
  const invalid = Boolean(error);
  const note = invalid ? undefined : props.advice?.(field.value ?? '');
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, invalid && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const common = {
    ...field,
    id,
    required,
    autoComplete,
    $invalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <FieldWrap>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {control.kind === 'input' && (
        <Input
          {...common}
          type={control.type}
          inputMode={control.inputMode}
          pattern={control.pattern}
          maxLength={maxLength}
        />
      )}
      {control.kind === 'select' && (
        <Select {...common}>
          {control.placeholder !== undefined && <option value="">{control.placeholder}</option>}
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
      {control.kind === 'textarea' && <TextArea {...common} rows={4} maxLength={maxLength} />}
      {/* Always present, so a screen reader hears the note when it appears. */}
      {props.advice && (
        <Hint id={`${id}-note`} role="status">
          {note}
        </Hint>
      )}
      {invalid && (
        <ErrorText id={`${id}-error`}>
          <AlertCircle size={18} aria-hidden="true" />
          {error}
        </ErrorText>
      )}
    </FieldWrap>
  );
}
