import { CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';

/** What a sent form says in its place. */
export interface Sent {
  /** The form's sent heading: what was sent. */
  title: string;
  /** When we will call: the server's promise, or else its message. */
  said: string;
  /** Whether the call will be in the visitor's language, on a page not in English. */
  languageNote?: string;
  /** The lines its page for a post without JavaScript adds (what to do if it is urgent). */
  details: readonly string[];
  /** The button that brings back an empty form. */
  again: string;
}

const Region = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.primaryTint};
  color: ${({ theme }) => theme.color.text};
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.h2};
  color: ${({ theme }) => theme.color.primaryDark};

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Again = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * The form's place once it is sent: what was sent, when we will call, the phone number and a
 * way to start a new one. Scrolled into view with the focus on its heading, which is how it is
 * announced, once, with when we will call as its description: it is no live region, which
 * would read it a second time.
 */
export function SentState({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // Its top below the sticky header (the page's scroll-padding-top), not merely on screen.
    region.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    // No group named after the heading: a screen reader would say the title twice on the focus.
    <Region ref={region} data-sent-state="">
      <Heading ref={heading} id={headingId} tabIndex={-1} aria-describedby={`${headingId}-when`}>
        <CircleCheck aria-hidden="true" size={28} />
        {sent.title}
      </Heading>
      <When id={`${headingId}-when`}>{sent.said}</When>
      {sent.languageNote && <p>{sent.languageNote}</p>}
      {sent.details.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Actions>
        <PhoneLink variant="primary" wide="text" />
        <Again type="button" $variant="outline" onClick={onAgain}>
          <RotateCcw size={20} aria-hidden="true" />
          {sent.again}
        </Again>
      </Actions>
    </Region>
  );
}
