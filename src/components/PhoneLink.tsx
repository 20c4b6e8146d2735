import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { business } from '../content/business';
import { buttonStyles, type ButtonVariant } from './Button.styles';
import { TextWithPhone } from './TextWithPhone';
import { NoWrap } from './TextWithPhone.styles';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The phone number as a control that dials on phones (under 768 px) and, on wider screens,
 * either opens the contact page or is plain text. Both forms are rendered and CSS shows one,
 * so the prerendered page is right before any script runs and hydration has nothing to change.
 */
interface PhoneLinkProps {
  wide?: 'contact' | 'text';
  variant?: ButtonVariant;
  /** On phones, an icon-sized button whose number is for screen readers only. */
  compact?: boolean;
  children?: ReactNode;
}

const Narrow = styled.a<{ $variant: ButtonVariant; $compact: boolean }>`
  ${buttonStyles}
  ${({ $compact }) => $compact && 'min-width: 44px; padding-left: 0; padding-right: 0;'}
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const WideLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

const WideText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  ${({ theme }) => theme.media.belowMd} {
    display: none;
  }
`;

export function PhoneLink({
  wide = 'contact',
  variant = 'primary',
  compact = false,
  children,
}: PhoneLinkProps) {
  // The number on one line, the words around it free to wrap.
  const label =
    typeof children === 'string' ? (
      <TextWithPhone text={children} />
    ) : (
      (children ?? <NoWrap>{business.phone.display}</NoWrap>)
    );
  const content = (
    <>
      <Phone size={20} aria-hidden="true" />
      {label}
    </>
  );
  return (
    <>
      <Narrow href={business.phone.href} $variant={variant} $compact={compact}>
        <Phone size={20} aria-hidden="true" />
        {compact ? <VisuallyHidden>{children ?? business.phone.display}</VisuallyHidden> : label}
      </Narrow>
      {wide === 'contact' ? (
        <WideLink to={paths.contact} $variant={variant}>
          {content}
        </WideLink>
      ) : (
        <WideText>{content}</WideText>
      )}
    </>
  );
}
