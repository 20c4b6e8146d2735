import { useFormikContext } from 'formik';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { paths } from '../../config/paths';
import { privacy } from '../../content/privacy';
import { HONEYPOT_FIELD } from '../honeypot';
import { HoneypotWrap, Notice, Status } from './Form.styles';
import styled from 'styled-components';

const Button = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  justify-self: start;
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** Disabled and saying so while sending, so a double click cannot send twice. */
export function SubmitButton({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" $variant="accent" disabled={isSubmitting} aria-busy={isSubmitting}>
      <Send size={20} aria-hidden="true" />
      {isSubmitting ? sendingLabel : label}
    </Button>
  );
}

/**
 * After a submit attempt with errors: focus the first invalid field (its error is in its
 * description, so a screen reader reads it) and say how many answers need a look.
 */
export function ErrorFocus({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, formRef]);
  const count = Object.keys(errors).length;
  return (
    <Status role="status">
      {submitCount > 0 && count > 0
        ? `${count} answer${count === 1 ? '' : 's'} need another look.`
        : ''}
    </Status>
  );
}

/** A field people never see; bots fill it in and the server drops their post. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <HoneypotWrap aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </HoneypotWrap>
  );
}

export function PrivacyNotice() {
  return (
    <Notice>
      {privacy.formNotice.text} <Link to={paths.privacy}>{privacy.formNotice.linkLabel}</Link>.
    </Notice>
  );
}
