import { Eraser, Send } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { paths } from '../../config/paths';
import { privacyNotice } from '../../content/forms';
import { HONEYPOT_FIELD } from '../honeypot';
import { useFormBinding } from './binding';
import { HoneypotWrap, Notice } from './Form.styles';
import styled from 'styled-components';
import { ui } from '../../content/ui';
import { locale } from '../../content/locale';
import { LANGUAGE_FIELD } from '../language';
import { FORM_PAGE_FIELD } from '../source';

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

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
  const { isSubmitting } = useFormBinding();
  return (
    <Button type="submit" $variant="accent" disabled={isSubmitting} aria-busy={isSubmitting}>
      <Send size={20} aria-hidden="true" />
      {isSubmitting ? sendingLabel : label}
    </Button>
  );
}

/**
 * Where a failed send is said: by the send button, where the visitor looks. Empty until Formik
 * drives the form and a send failed; a page that puts its own buttons places it after them.
 */
export function SendFailedSlot() {
  return useFormBinding().sendFailed ?? null;
}

/**
 * Empties the form and forgets its draft. A reset button, so it works before any script
 * runs; with one, the form asks first (see `confirmClear`).
 */
export function ClearButton({ label }: { label: string }) {
  const { isSubmitting } = useFormBinding();
  return (
    <Button type="reset" $variant="outline" disabled={isSubmitting}>
      <Eraser size={20} aria-hidden="true" />
      {label}
    </Button>
  );
}

/** A field people never see; bots fill it in and the server drops their post. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <HoneypotWrap aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{ui.honeypot}</label>
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

/** Which language's page the form was sent from, so staff know and the visitor lands in it. */
export function LanguageField() {
  return <input type="hidden" name={LANGUAGE_FIELD} value={locale} />;
}

/** The page the form was sent from, for staff: travels even without JavaScript. */
export function PageField() {
  return <input type="hidden" name={FORM_PAGE_FIELD} value={useLocation().pathname} />;
}

export function PrivacyNotice() {
  return (
    <Notice>
      {privacyNotice.text} <Link to={paths.privacy}>{privacyNotice.linkLabel}</Link>.
    </Notice>
  );
}
