import { AlertCircle, Phone, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { TextWithPhone } from '../../components/TextWithPhone';
import { NoWrap } from '../../components/TextWithPhone.styles';
import { business } from '../../content/business';

/** What a failed send says, in the form's words. */
export interface Failed {
  title: string;
  /** Why, and what to do: the server's own words, or the form's fallback. */
  said: string;
  /** That nothing is lost. */
  kept: string;
  retry: string;
  /** The retry button's words while the answers go again. */
  sending: string;
}

/** The colour of the forms' error texts (Form.styles.ts): 6.9:1 on white. */
const ERROR = '#a3261b';

const Region = styled.div`
  display: grid;
  /* No wider than the form, whatever the longest word or button. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  border: 2px solid ${ERROR};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  min-width: 0;
  /* Scrolled to with a little room below it, not flush with the foot of the screen. */
  scroll-margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(5)};
  }

  p {
    margin: 0;
  }
`;

const Title = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSize.lead};
  font-weight: 700;
  color: ${ERROR};

  svg {
    flex: none;
    margin-top: 0.2em;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Retry = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/**
 * A send that failed, said where the visitor looks: inside the form, by its send button, with
 * the answers (and the file) still in place. The focus moves to its title, which reads the rest
 * as its description, so it is announced once and is no live region. It offers the office's
 * phone, a link that dials, and the same send again; `times` counts the failures, so a second
 * one takes the focus again.
 *
 * While the answers go again the retry button stays focusable (aria-disabled, not disabled, so
 * the focus does not fall to the page) and ignores a second press.
 */
export function SendFailed({
  failed,
  times,
  sending,
  onRetry,
}: {
  failed: Failed;
  times: number;
  sending: boolean;
  onRetry: () => void;
}) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    // All of it on screen, its buttons too, however far the send button was from the bottom.
    region.current?.scrollIntoView?.({ block: 'nearest' });
  }, [times]);
  return (
    <Region ref={region} data-send-failed="">
      <Title ref={title} tabIndex={-1} aria-describedby={`${id}-said ${id}-kept`}>
        <AlertCircle size={24} aria-hidden="true" />
        {failed.title}
      </Title>
      <p id={`${id}-said`}>
        <TextWithPhone text={failed.said} />
      </p>
      <p id={`${id}-kept`}>{failed.kept}</p>
      <Actions>
        <Retry
          type="button"
          $variant="primary"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
          onClick={() => {
            if (!sending) onRetry();
          }}
        >
          <RotateCcw size={20} aria-hidden="true" />
          {sending ? failed.sending : failed.retry}
        </Retry>
        {/* The number itself, as the sent state gives it: the line above says to call it. */}
        <ButtonAnchor href={business.phone.href} $variant="outline">
          <Phone size={20} aria-hidden="true" />
          <NoWrap>{business.phone.display}</NoWrap>
        </ButtonAnchor>
      </Actions>
    </Region>
  );
}
